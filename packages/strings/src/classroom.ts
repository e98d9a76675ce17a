// The classroom app's own labels (imported only by apps/classroom). 5. (docs/product/screens.md,
// docs/product/api.md, docs/product/states.md)
export const documentTitle = (page: string) => `${page} | EJU 아카데미 강의실`;

export const title = '강의실';

export const sidebar = {
  label: '강의 목록',
  toggle: '사이드바 열기/닫기 (Ctrl+B)',
  student: '학생',
  teacher: '선생님',
  goHome: '홈으로',
  goals: '목표 대학',
  noGoals: '등록된 목표 대학이 없습니다.',
  noLectures: '등록된 강의가 없습니다.',
} as const;

// The learning views chosen from the first sidebar's menu (docs/product/learning.md: all real)
// (docs/product/screens.md).
export const views = {
  label: '학습 메뉴',
  items: {
    dashboard: '대시보드',
    courses: '내 강의',
    progress: '학습 진도',
    quiz: '퀴즈',
    achievements: '성취',
    settings: '설정',
    profile: '프로필',
  },
} as const;

export const outline = {
  label: '학습 목차',
  daysLeft: (days: number) => `수강 기간 ${days}일 남음`,
  unlimited: '수강 기간 무제한',
  progress: (rate: number) => `진도율 ${rate}%`,
  completed: '완료',
  /** the button that brings the outline up on a phone, where it has no sidebar of its own */
  open: '목차',
} as const;

// docs/product/errors.md: the classroom's loads are only logged there; here each failed load says
// so in Korean with a retry (docs/product/screens.md), and the router shows a page instead of a
// blank one.
export const loadErrors = {
  lecture: '강의 정보를 불러오지 못했습니다.',
  content: '학습 내용을 불러오지 못했습니다.',
  status: '과제 제출 상태를 불러오지 못했습니다.',
} as const;

export const notFound = {
  title: '페이지를 찾을 수 없습니다',
  text: '주소가 바뀌었거나 없는 페이지입니다.',
  home: '강의실로 가기',
} as const;

export const empty = {
  selectLecture: '학습할 강의를 선택하세요',
  selectCourse: '학습할 차시를 선택하세요',
} as const;

export const viewer = {
  courseReview: '수강 후기',
  askQuestion: '질문하기',
  videoCard: '강의 영상',
  quizCard: '퀴즈',
  materialsCard: '학습 자료',
  activityCard: '학습 활동',
  collapse: '접기',
  expand: '펼치기',
  playerTitle: (title: string) => `${title} 영상 플레이어`,
  noVideo: '아직 등록된 영상이 없습니다.',
  liveStatus: (status: string) => `라이브 상태: ${status}`,
  noMaterials: '등록된 학습 자료가 없습니다.',
  download: (name: string) => `${name} 내려받기`,
  noQuizzes: '아직 등록된 퀴즈 문제가 없습니다.',
  quizSubmit: '제출',
  quizRetry: '다시 풀기',
  chatTab: '채팅 기록',
  assignmentTab: '과제 제출',
  completeQuizAbove: '위의 퀴즈를 완료하세요',
} as const;

export const mypage = {
  title: '마이페이지',
  menuLabel: '마이페이지 메뉴',
  profile: '프로필',
  summary: '학습 요약',
  settings: '계정 설정',
  questions: '질문관리',
  // the tabs of the student's own reviews and pass stories (docs/product/learning.md)
  reviews: '내 수강 후기',
  passStories: '내 합격후기',
  notifications: '알림 설정',
  guardians: '보호자',
  /** a parent's way back to the children they follow */
  children: '자녀 목록',
  home: '홈으로',
  fields: {
    userId: '아이디',
    role: '역할',
    studentContact: '학생 연락처',
    parentContact: '학부모 연락처',
    address: '주소',
    majorType: '계열',
    studyYears: '학습 기간',
    goals: '목표 대학',
    scores: 'EJU 점수',
    listening: '청해',
    reading: '독해',
    totalListenRead: '청독해 합계',
    science: '과학/종합과목',
  },
  studyYears: (years: number) =>
    years === 0 ? '처음 시작' : years >= 4 ? '4년 이상' : `${years}년`,
  withdraw: '회원 탈퇴',
  ask: '질문 등록',
  noQuestions: '등록된 질문이 없습니다.',
  answered: '답변완료',
  unanswered: '미답변',
} as const;

export const questions = {
  newTitle: '질문 등록',
  detailTitle: '질문 상세',
  lecture: '강의',
  lecturePlaceholder: '강의를 선택하세요',
  option: (teacher: string, lecture: string) => `${teacher} - ${lecture}`,
  title: '제목',
  content: '내용',
  submit: '등록',
  created: '질문이 등록되었습니다.',
  updated: '질문이 수정되었습니다.',
  deleted: '질문이 삭제되었습니다.',
  edit: '수정',
  delete: '삭제',
  save: '저장',
  cancel: '취소',
  answer: '답변',
  waiting: '아직 답변이 없습니다.',
  notFound: '질문을 찾을 수 없습니다.',
  backToList: '목록으로',
} as const;

export const assignment = {
  urlLabel: '과제 URL',
  urlPlaceholder: 'https://',
  submit: '과제 제출',
  submitted: '제출한 과제',
  submittedAt: '제출 시각',
  waiting: '선생님의 피드백을 기다리고 있습니다.',
  feedback: '선생님 피드백',
  passed: '통과',
  notPassed: '보완 필요',
  resubmit: '보완한 과제를 다시 제출하세요.',
} as const;

/** The question pages' header, thread after the answer and photos (docs/product/screens.md). */
export const questionThread = {
  header: '질문',
  navLabel: '질문 메뉴',
  toClassroom: '강의실',
  toQuestions: '내 질문',
  backToLecture: '강의로 돌아가기',
  followUp: '추가 질문',
  followUpLabel: '추가 질문 내용',
  followUpSubmit: '추가 질문 등록',
  followUpCreated: '추가 질문이 등록되었습니다.',
  followUpWaiting: '답변을 기다리고 있습니다.',
  photos: '첨부 사진',
  photoAlt: (index: number) => `첨부 사진 ${index}`,
  photoInput: '사진 첨부',
  photoHint: (max: number, megabytes: number) =>
    `문제 사진을 ${max}장까지 올릴 수 있습니다. (JPG, PNG, WEBP, 한 장에 ${megabytes}MB 이하)`,
  photoAdd: '사진 올리기',
  photosAdded: '사진을 첨부했습니다.',
  photoRemove: (index: number) => `첨부 사진 ${index} 삭제`,
  photoRemoved: '사진을 삭제했습니다.',
  photosFailed: '질문은 등록되었지만 사진을 올리지 못했습니다. 질문 화면에서 다시 올려주세요.',
} as const;

/** The assignment tab while the link waits for its review (docs/product/learning.md). */
export const assignmentReplace = {
  hint: '검토 전까지 새 링크로 다시 제출할 수 있습니다. 마지막에 제출한 링크가 검토됩니다.',
  submit: '다시 제출',
} as const;

/** A lecture the student is not enrolled in (or no longer): the way to enrol. */
export const notEnrolled = {
  enrol: '강의 구매하러 가기',
} as const;

// A LIVE lesson's placeholder (docs/product/screens.md: 방송 예정 before its start, 방송 중 until
// its end, 종료 after; the join link opens a few minutes before the start).
export const liveLesson = {
  scheduled: '방송 예정',
  onAir: '방송 중',
  ended: '종료',
  time: (range: string) => `방송 시간: ${range}`,
  noSchedule: '방송 일정은 곧 안내됩니다.',
  join: '방송 입장',
  joinLabel: (title: string) => `${title} 방송 입장 (새 창)`,
  opensAt: (minutes: number) => `시작 ${minutes}분 전부터 입장할 수 있습니다.`,
  noLink: '입장 링크는 방송 전에 안내됩니다.',
  endedHint: '방송이 끝났습니다. 녹화 영상이 올라오면 이곳에서 볼 수 있습니다.',
} as const;

/** My page's 개인정보 tab (its contents: consents.ts). */
export const privacy = {
  tab: '개인정보',
  agreeTitle: '약관 동의',
} as const;
