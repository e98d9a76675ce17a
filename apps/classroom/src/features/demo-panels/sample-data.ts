// spec 2.7: the demo panels show hard-coded sample data and make no calls. All of it lives here,
// so a designer can change the demo without reading the panels.

export const dashboardSample = {
  stats: [
    { label: '수강 중인 강의', value: '4개' },
    { label: '이번 주 학습 시간', value: '9시간 40분' },
    { label: '평균 진도율', value: '59%' },
    { label: '11월 EJU 모의고사', value: 'D-12' },
  ],
  today: [
    { time: '19:00', kind: '영상', title: 'EJU 일본어 독해 완성 · 4강 요지 파악 문제' },
    { time: '20:30', kind: '퀴즈', title: 'EJU 이과 수학 코스2 실전 · 미분 확인 퀴즈' },
    { time: '21:00', kind: '라이브', title: '물리 라이브 질의응답 (최지훈 선생님)' },
  ],
  news: [
    { date: '2026-11-20', text: '10월 EJU 모의고사 성적표가 공개되었습니다.' },
    { date: '2026-11-18', text: '도쿄대학·교토대학 지망이유서 첨삭 신청이 시작되었습니다.' },
    { date: '2026-11-15', text: '겨울 방학 집중반(12월 22일 개강) 사전 신청 안내' },
  ],
};

export const coursesSample = [
  {
    title: 'EJU 일본어 독해 완성',
    teacher: '박서연',
    progress: 72,
    daysLeft: 45,
    next: '4강 요지 파악 문제',
  },
  {
    title: 'EJU 이과 수학 코스2 실전',
    teacher: '이도윤',
    progress: 45,
    daysLeft: 80,
    next: '미분법의 응용',
  },
  {
    title: 'EJU 물리 기초부터 실전까지',
    teacher: '최지훈',
    progress: 20,
    daysLeft: 120,
    next: '역학 2: 운동 방정식',
  },
  { title: '지망이유서 작성 특강', teacher: '정유진', progress: 100, daysLeft: 10, next: null },
];

export const progressSample = {
  weekly: { done: 9.5, goal: 12 },
  subjects: [
    { subject: '일본어 독해', done: 18, total: 25 },
    { subject: '일본어 청해·청독해', done: 12, total: 20 },
    { subject: '이과 수학 (코스2)', done: 9, total: 20 },
    { subject: '물리', done: 4, total: 20 },
    { subject: '화학', done: 6, total: 18 },
  ],
};

export const quizSample = {
  summary: [
    { label: '응시한 퀴즈', value: '12개' },
    { label: '평균 점수', value: '82점' },
    { label: '최고 점수', value: '100점' },
  ],
  results: [
    { title: '독해 3강 확인 퀴즈', subject: '일본어', score: 90, date: '2026-11-19' },
    { title: '미분 기본 퀴즈', subject: '이과 수학', score: 75, date: '2026-11-17' },
    { title: '등가속도 운동 퀴즈', subject: '물리', score: 60, date: '2026-11-14' },
    { title: '청해 받아쓰기 2회', subject: '일본어', score: 100, date: '2026-11-12' },
    { title: '화학 결합 퀴즈', subject: '화학', score: 85, date: '2026-11-10' },
  ],
  upcoming: [
    { title: '적분 확인 퀴즈', date: '2026-11-24' },
    { title: '독해 4강 확인 퀴즈', date: '2026-11-26' },
  ],
};

export const achievementsSample = [
  {
    title: '7일 연속 학습',
    description: '일주일 동안 하루도 빠짐없이 강의를 들었습니다.',
    earnedOn: '2026-11-15',
    progress: 100,
  },
  {
    title: '첫 과제 통과',
    description: '선생님의 피드백에서 처음으로 통과를 받았습니다.',
    earnedOn: '2026-11-08',
    progress: 100,
  },
  {
    title: '퀴즈 만점',
    description: '퀴즈 하나를 100점으로 마쳤습니다.',
    earnedOn: '2026-11-12',
    progress: 100,
  },
  {
    title: '독해 마스터',
    description: 'EJU 일본어 독해 완성의 모든 차시를 수강하세요.',
    earnedOn: null,
    progress: 72,
  },
  {
    title: '청독해 300점 돌파',
    description: '모의고사 일본어(청해·청독해·독해)에서 300점을 넘기세요.',
    earnedOn: null,
    progress: 96,
  },
  {
    title: '질문왕',
    description: '강의 질문을 10개 남기세요.',
    earnedOn: null,
    progress: 40,
  },
];

export const settingsSample = {
  notifications: [
    { label: '과제 피드백 알림', description: '선생님이 피드백을 남기면 알려 드립니다.', on: true },
    {
      label: '새 학습 자료 알림',
      description: '수강 중인 강의에 자료가 추가되면 알려 드립니다.',
      on: true,
    },
    {
      label: '라이브 강의 시작 알림',
      description: '라이브 강의 10분 전에 알려 드립니다.',
      on: false,
    },
  ],
  study: [
    {
      label: '다음 차시 자동 재생',
      description: '영상이 끝나면 다음 차시로 넘어갑니다.',
      on: true,
    },
    {
      label: '일본어 자막 기본 표시',
      description: '자막이 있는 영상은 자막을 켠 채로 시작합니다.',
      on: false,
    },
  ],
};

export const profileSample = {
  name: '김하늘',
  userId: 'haneul@academy.test',
  track: '이과',
  goals: ['도쿄대학 · 공학부', '오사카대학 · 기초공학부', '도호쿠대학 · 이학부'],
  mockExams: [
    { exam: '10월 EJU 모의고사', japanese: 312, science: 165, math: 158 },
    { exam: '9월 EJU 모의고사', japanese: 298, science: 150, math: 149 },
    { exam: '8월 EJU 모의고사', japanese: 281, science: 142, math: 151 },
  ],
};
