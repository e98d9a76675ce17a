// The results of EJU mock exams (docs/product/mock-exams.md: grading and results): the student's
// result page, the teacher's 記述 grading, staff's distribution and CSV. Server messages and both
// apps' labels, read through a namespace import (`import * as mockResults from
// '@academy/strings/mock-results'`). The EJU's own names are in eju.ts.

export const validation = {
  levelInvalid: '기술 점수는 50, 45, 40, 35, 30, 25, 20, 10, 0 중 하나를 고르세요',
  commentRequired: '학생에게 남길 코멘트를 입력하세요',
  commentTooLong: (max: number) => `코멘트는 ${max}자 이내로 입력하세요`,
} as const;

export const errors = {
  examNotFound: '모의고사를 찾을 수 없습니다.',
  notOwnMock: '직접 만든 모의고사의 결과만 볼 수 있습니다.',
  sittingNotFound: '응시 기록을 찾을 수 없습니다.',
  /** the student asked for a result before sitting the mock */
  noSitting: '이 모의고사에 응시한 기록이 없습니다.',
  stillSitting: '아직 응시 중입니다. 모든 영역을 마친 뒤 결과를 볼 수 있습니다.',
  gradingInProgress: '아직 응시 중인 답안은 채점할 수 없습니다.',
  noWriting: '이 모의고사에는 기술(記述) 영역이 없습니다.',
} as const;

export const messages = {
  result: '모의고사 결과입니다.',
  results: '모의고사 결과 분포입니다.',
  writingQueue: '기술 채점 목록입니다.',
  sitting: '응시 답안입니다.',
  graded: '기술 점수를 저장했습니다.',
  /** the notification the student receives when the 記述 is graded */
  writingGraded: (title: string) => `「${title}」 기술(記述) 채점이 끝났습니다.`,
} as const;

/** A sitting's state as people read it (schema mock_sittings.state). */
export const states = {
  IN_PROGRESS: '응시 중',
  SUBMITTED: '기술 채점 대기',
  GRADED: '채점 완료',
} as const;

/** The classroom's result page. */
export const result = {
  title: '모의고사 결과',
  /** `12월 EJU 일본어 모의고사 결과`: the mock's own title already says 모의고사 */
  resultTitle: (title: string) => `${title} 결과`,
  loading: '결과를 불러오는 중입니다',
  loadFailed: '결과를 불러오지 못했습니다.',
  empty: '아직 결과가 없습니다.',
  sections: '영역별 점수',
  estimatedHint:
    '모의고사 점수는 실제 EJU의 득점 등화를 추정한 값입니다. 환산표가 없는 영역은 정답 수를 비율로 환산했습니다.',
  linear: '비율 환산',
  raw: (raw: number, rawMax: number) => `정답 ${raw} / ${rawMax}점`,
  pending: '선생님이 채점 중입니다',
  pendingHint: '채점이 끝나면 알림으로 알려 드립니다.',
  writingLevel: (level: number) => `${level}점 (JASSO 기준)`,
  comment: '선생님 코멘트',
  total: '합계',
  totalHint: '독해와 청해·청독해의 합계입니다. 기술은 따로 봅니다.',
  units: '다음에 공부할 단원',
  unitsEmpty: '단원별 결과가 없습니다.',
  unitScore: (right: number, total: number) => `${right} / ${total} 정답`,
  review: '문항 풀이',
  reviewLater: (when: string) => `정답과 해설은 응시 기간이 끝난 뒤 (${when}) 공개됩니다.`,
  item: (position: number) => `${position}번`,
  yourAnswer: '내 답',
  rightAnswer: '정답',
  noAnswer: '답하지 않음',
  right: '정답',
  wrong: '오답',
  explanation: '해설',
  chosenPrompt: '고른 주제',
  yourText: '내가 쓴 글',
  characters: (count: number) => `${count}자`,
  back: '모의고사 목록',
} as const;

/** The admin's results, 記述 queue and grading pages. */
export const admin = {
  resultsTitle: (title: string) => `${title} 결과`,
  loading: '결과를 불러오는 중입니다',
  loadFailed: '결과를 불러오지 못했습니다.',
  totalOf: (max: number) => `합계 (${max}점 만점)`,
  counts: '응시 현황',
  sat: '응시',
  submitted: '제출',
  graded: '채점 완료',
  writingWaiting: '기술 채점 대기',
  distribution: '영역별 분포',
  histogramOf: (section: string) => `${section} 점수 분포`,
  bin: (from: number, to: number) => `${from}~${to}점`,
  level: (level: number) => `${level}점`,
  count: '인원',
  people: (count: number) => `${count}명`,
  average: '평균',
  median: '중앙값',
  none: '-',
  noScores: '아직 점수가 없습니다.',
  students: '학생별 점수',
  studentsEmpty: '아직 제출한 학생이 없습니다.',
  student: '학생',
  email: '이메일',
  state: '상태',
  total: '합계',
  percentile: '백분위',
  percentileHint: '백분위: 이 모의고사 응시자 중 합계가 더 낮은 학생의 비율 (같은 점수는 절반)',
  submittedAt: '제출 시각',
  csv: 'CSV 내려받기',
  writingQueue: '기술 채점하기',
  writingTitle: (title: string) => `${title} 기술 채점`,
  waiting: '채점 대기',
  waitingEmpty: '채점을 기다리는 답안이 없습니다.',
  gradedList: '채점한 답안',
  gradedEmpty: '아직 채점한 답안이 없습니다.',
  grade: '채점',
  regrade: '다시 채점',
  gradedBy: '채점',
  results: '결과로 돌아가기',
  sittingTitle: (name: string) => `${name} 학생의 답안`,
  prompt: '고른 주제',
  text: '학생의 글',
  characters: (count: number) => `${count}자`,
  noText: '작성한 글이 없습니다.',
  answers: '객관식 답안',
  chosen: '고른 답',
  answer: '정답',
  levelLegend: '기술 점수 (JASSO 기준)',
  levelOption: (level: number) => `${level}점`,
  comment: '코멘트',
  commentHint: '학생의 결과 화면에 보입니다.',
  save: '저장',
  saved: '기술 점수를 저장했습니다.',
  next: '다음 답안',
  noneWaiting: '채점을 기다리는 다른 답안이 없습니다.',
  csvColumns: {
    student: '학생',
    email: '이메일',
    state: '상태',
    total: '합계',
    percentile: '백분위',
    submittedAt: '제출 시각',
  },
} as const;
