// The classroom teaches (docs/decisions/017-watch-reports.md): the lesson player (resume,
// completion, next lesson), the graded quiz card and the seven panels of the first sidebar's menu,
// drawn from the student's own records.

/** 754 -> '12:34'; 3725 -> '1:02:05'. */
export const clock = (seconds: number) => {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/**
 * 4520 -> '1시간 15분', 95 -> '1분', 20 -> '20초': a short video's time in seconds, so a watched
 * time and a length under a minute do not read the same ('1분 미만 / 1분 미만').
 */
export const duration = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return `${Math.max(0, Math.floor(seconds))}초`;
  const h = Math.floor(minutes / 60);
  return h > 0 ? `${h}시간 ${minutes % 60}분` : `${minutes}분`;
};

const daysLeft = (days: number | null) => (days === null ? '무제한' : `${days}일 남음`);

export const learningStrings = {
  player: {
    resumeAt: (at: string) => `이어보기 ${at}`,
    resumed: (at: string) => `지난번 위치(${at})부터 재생합니다.`,
    startOver: '처음부터 보기',
    watched: (rate: number, threshold: number) => `시청 ${rate}% · 완료 기준 ${threshold}%`,
    completed: '학습 완료',
    progressLabel: (rate: number) => `영상 시청률 ${rate}%`,
    stateError: '시청 기록을 불러오지 못했습니다.',
    reportError: '시청 기록을 저장하지 못했습니다. 잠시 후 다시 저장합니다.',
    nextLesson: '다음 강의',
    nextLessonTitle: (title: string) => `다음 강의: ${title}`,
    allDone: '이 강의의 모든 차시를 완료했습니다.',
    autoplayNext: (title: string) => `잠시 후 다음 강의(${title})를 재생합니다.`,
    cancelAutoplay: '자동 재생 취소',
  },
  quiz: {
    pick: (index: number) => `${index}번 문제`,
    unanswered: (count: number) => `아직 풀지 않은 문제가 ${count}개 있습니다.`,
    submitting: '채점 중...',
    result: (correct: number, total: number, score: number) =>
      `${total}문제 중 ${correct}문제 정답 · ${score}점`,
    passed: '통과',
    failed: '통과 점수에 못 미쳤습니다',
    passScore: (score: number) => `통과 점수 ${score}점`,
    best: (score: number) => `최고 점수 ${score}점`,
    attempts: (count: number) => `응시 ${count}회`,
    attemptsLeft: (count: number) => `남은 응시 ${count}회`,
    noAttemptsLeft: '남은 응시 기회가 없습니다.',
    /** why a graded attempt shows no correct option, by the quiz's reveal setting */
    answersHidden: {
      AFTER_PASS: '정답과 해설은 통과하거나 마지막 응시를 마치면 공개됩니다.',
      AFTER_LAST_ATTEMPT: '정답과 해설은 마지막 응시를 마치면 공개됩니다.',
      NEVER: '이 퀴즈는 정답과 해설을 공개하지 않습니다.',
    },
    correct: '정답',
    wrong: '오답',
    correctOption: (text: string) => `정답: ${text}`,
    yourAnswer: '내가 고른 답',
    explanation: '해설',
    attemptsError: '응시 기록을 불러오지 못했습니다.',
    gradeError: '채점하지 못했습니다. 잠시 후 다시 제출하세요.',
  },
  panels: {
    loadError: '학습 기록을 불러오지 못했습니다.',
    open: '학습하기',
    openLesson: (title: string) => `${title} 학습하기`,
    daysLeft,
    teacher: (name: string) => `${name} 선생님`,
    progress: (title: string, rate: number) => `${title} 진도율 ${rate}%`,
    lessons: (done: number, total: number) => `${total}차시 중 ${done}차시 완료`,
    next: (title: string) => `다음 학습: ${title}`,
    finished: '수강 완료',
    noLectures: '수강 중인 강의가 없습니다.',
    dashboard: {
      continue: '이어서 학습하기',
      continueButton: (at: string) => `이어보기 ${at}`,
      noContinue: '아직 시청한 영상이 없습니다. 강의를 골라 학습을 시작하세요.',
      noLecturesHint: '수강 신청이 승인되면 이곳에 강의가 나타납니다.',
      myRequests: '마이페이지',
      browseCourses: '과정 안내 보기',
      lectures: '내 강의 현황',
      assignments: '할 일',
      toSubmit: '제출할 과제',
      toTake: '응시할 퀴즈',
      awaiting: '피드백을 기다리는 과제',
      noAssignments: '기다리는 과제나 퀴즈가 없습니다.',
      feedback: '최근 피드백과 답변',
      feedbackItem: (lesson: string) => `${lesson} 과제 피드백`,
      answerItem: (title: string) => `질문 "${title}"에 답변이 달렸습니다`,
      noFeedback: '새 피드백이나 답변이 없습니다.',
      notices: '최근 공지사항',
      noNotices: '공지사항이 없습니다.',
    },
    progressPanel: {
      lecture: '강의',
      pick: '강의를 선택하세요',
      lesson: '차시',
      type: '유형',
      status: '상태',
      watched: '시청 시간',
      lastWatched: '마지막 학습',
      /** the watched time over the length; said once when both read the same (all watched) */
      watchedValue: (watched: string, total: string | null) =>
        total && total !== watched ? `${watched} / ${total}` : watched,
      score: (score: number) => `최고 ${score}점`,
      statuses: { NOT_STARTED: '시작 전', IN_PROGRESS: '학습 중', COMPLETED: '완료' },
    },
    quizPanel: {
      lecture: '강의',
      quiz: '퀴즈',
      attempts: '응시 횟수',
      best: '최고 점수',
      last: '마지막 응시',
      status: '결과',
      attemptsValue: (count: number) => `${count}회`,
      score: (score: number) => `${score}점`,
      passed: '통과',
      notPassed: '미통과',
      notTaken: '미응시',
      take: '풀기',
      retry: '다시 풀기',
      empty: '수강 중인 강의에 퀴즈가 없습니다.',
    },
    achievements: {
      streak: (days: number) => `연속 학습 ${days}일째`,
      noStreak: '오늘 학습을 시작해 연속 학습 기록을 만들어 보세요.',
      earned: '획득',
      notEarned: '미획득',
      earnedOn: (date: string) => `${date} 획득`,
      kinds: {
        FIRST_LESSON: { title: '첫 걸음', text: '첫 차시를 완료했습니다.' },
        HALF_LECTURE: { title: '절반 돌파', text: '강의의 50%를 완료했습니다.' },
        FULL_LECTURE: { title: '완주', text: '강의의 모든 차시를 완료했습니다.' },
        PERFECT_QUIZ: { title: '만점', text: '퀴즈에서 100점을 받았습니다.' },
        STREAK: { title: '꾸준함', text: '며칠 연속으로 학습했습니다.' },
      },
      streakTitle: (days: number) => `${days}일 연속 학습`,
      streakText: (days: number) => `${days}일 동안 하루도 빠짐없이 학습했습니다.`,
      forLecture: (title: string) => `강의: ${title}`,
    },
    settings: {
      theme: '화면 테마',
      playback: '영상 재생',
      speed: '기본 재생 속도',
      speedHint: '모든 강의 영상이 이 속도로 시작합니다. 어느 기기에서나 같습니다.',
      speedValue: (rate: number) => `${rate}배속`,
      autoplay: '다음 강의 자동 재생',
      autoplayHint: '영상이 끝나면 다음 미완료 차시로 넘어가 재생합니다.',
      saved: '설정이 저장되었습니다.',
    },
  },
} as const;
