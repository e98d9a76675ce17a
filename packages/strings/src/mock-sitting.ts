// A student's sitting of an EJU mock exam (docs/product/mock-exams.md#sitting): the API's answers
// and the classroom's screens. Read through a namespace import
// (`import * as sittingStrings from '@academy/strings/mock-sitting'`).

import * as examNav from './exam-nav.ts';
export const validation = {
  choice: '보기 번호를 골라 주세요.',
  promptIndex: '두 주제 중 하나(0 또는 1)를 골라 주세요.',
  text: '답안은 글자로 입력해 주세요.',
  textTooLong: (max: number) => `답안은 ${max}자까지 저장됩니다.`,
  answerShape: '객관식은 보기 번호(choice)를, 기술은 주제(promptIndex)와 답안(text)을 보내 주세요.',
} as const;

export const errors = {
  examNotFound: '모의고사를 찾을 수 없습니다.',
  sittingNotFound: '아직 시작하지 않은 모의고사입니다.',
  itemNotFound: '이 모의고사에 없는 문제입니다.',
  notOpenYet: '아직 응시 기간이 아닙니다.',
  closed: '응시 기간이 끝난 모의고사입니다.',
  sittingOver: '이미 제출된 모의고사입니다. 답안을 바꿀 수 없습니다.',
  otherSection:
    '지금 풀고 있는 섹션의 문제가 아닙니다. 시간이 끝났거나 다음 섹션으로 넘어갔습니다.',
  choiceOutOfRange: '없는 보기 번호입니다.',
  wrongKind: '이 문제에 맞지 않는 답안 형식입니다.',
  alreadyPlayed: '이미 들은 문제입니다. 듣기는 한 번만 재생됩니다.',
  notListening: '듣기 문제가 아닙니다.',
  audioMissing: '듣기 음성을 찾을 수 없습니다.',
  studentsOnly: '모의고사는 학생만 응시할 수 있습니다.',
} as const;

export const messages = {
  list: '모의고사 목록',
  overview: '모의고사 안내',
  started: '모의고사를 시작했습니다.',
  sitting: '응시 현황',
  saved: '저장했습니다.',
  audio: '듣기 음성 주소를 발급했습니다. 한 번만 재생됩니다.',
  next: '다음 섹션을 시작했습니다.',
  submitted: '제출했습니다.',
} as const;

/** The classroom's pages. */
export const page = {
  title: '모의고사',
  nav: examNav.mockExams,
  open: '응시 가능',
  upcoming: '예정',
  finished: '종료',
  empty: '응시할 수 있는 모의고사가 없습니다.',
  emptyHint: '선생님이 모의고사를 열면 여기에 나타납니다.',
  loadError: '모의고사를 불러오지 못했습니다.',
  retry: '다시 시도',
  start: '시작하기',
  resume: '이어서 풀기',
  result: '결과 보기',
  back: '모의고사 목록',
  window: (from: string, to: string) => `응시 기간 ${from} ~ ${to}`,
  minutes: (minutes: number) => `${minutes}분`,
  items: (count: number) => `${count}문항`,
  totalTime: (minutes: number) => `총 ${minutes}분`,
  sittingStates: {
    NONE: '미응시',
    IN_PROGRESS: '응시 중',
    SUBMITTED: '제출됨',
    GRADED: '채점 완료',
  },
} as const;

export const intro = {
  sections: '섹션 구성',
  rules: '응시 안내',
  ruleList: [
    '섹션은 순서대로 이어서 진행되며, 섹션마다 제한 시간이 있습니다.',
    '답안은 고를 때마다 바로 저장됩니다. 연결이 끊겨도 다시 연결되면 저장됩니다.',
    '듣기 음성은 문제마다 한 번만 재생됩니다.',
    '시간은 서버 시계로 잽니다. 창을 닫아도 시간은 계속 흐르고, 시간이 끝나면 자동으로 제출됩니다.',
  ],
  start: '시작하기',
  confirmTitle: '모의고사를 시작할까요?',
  confirmText: '시작하면 첫 섹션의 시간이 바로 흐르기 시작하고 멈출 수 없습니다.',
  confirm: '시작',
  cancel: '취소',
  notOpen: '지금은 응시 기간이 아닙니다.',
} as const;

export const section = {
  timeLeft: '남은 시간',
  timeLeftAnnounce: (minutes: number) => `남은 시간 ${minutes}분입니다.`,
  navigator: '문항 이동',
  itemLabel: (number: number, answered: boolean) =>
    `${number}번 문항${answered ? ' (답함)' : ' (안 답함)'}`,
  item: (number: number) => `${number}번`,
  options: '보기',
  previous: '이전 문항',
  next: '다음 문항',
  review: '검토하기',
  saveStates: {
    saved: '저장됨',
    saving: '저장 중',
    offline: '연결이 끊겨 저장 대기 중',
    error: '저장하지 못했습니다',
  },
  writing: {
    choosePrompt: '주제 선택',
    answer: '답안',
    count: (count: number, min: number, max: number) => `${count}자 / 목표 ${min}~${max}자`,
    under: '목표 분량보다 짧습니다.',
    over: '목표 분량을 넘었습니다.',
    pickFirst: '먼저 주제를 고르세요.',
  },
  listening: {
    play: '듣기',
    confirmTitle: '음성을 재생할까요?',
    confirmText: '듣기 음성은 한 번만 재생되며 다시 들을 수 없습니다.',
    confirm: '재생',
    playing: '재생 중…',
    finished: '재생이 끝났습니다.',
    played: '이미 들은 문제입니다.',
    loading: '음성을 불러오는 중…',
  },
  deadlineReached: '시간이 끝났습니다. 다음 섹션으로 넘어갑니다.',
} as const;

export const review = {
  title: '검토',
  unanswered: (count: number) => `답하지 않은 문항 ${count}개`,
  allAnswered: '모든 문항에 답했습니다.',
  goTo: (number: number) => `${number}번으로 가기`,
  back: '문제로 돌아가기',
  nextSection: '다음 섹션',
  submit: '제출',
  confirmNextTitle: '다음 섹션으로 넘어갈까요?',
  confirmNextText: '넘어가면 이 섹션으로 돌아올 수 없습니다.',
  confirmSubmitTitle: '제출할까요?',
  confirmSubmitText: '제출하면 답안을 바꿀 수 없습니다.',
  confirm: '확인',
  cancel: '취소',
  pending: '아직 저장되지 않은 답안이 있습니다. 연결되면 저장한 뒤 진행하세요.',
} as const;

export const finished = {
  title: '제출했습니다',
  text: '수고했습니다. 객관식은 바로 채점되고, 기술은 선생님이 채점합니다.',
  byDeadline: '시간이 끝나 자동으로 제출되었습니다.',
  result: '결과 보기',
  list: '모의고사 목록',
} as const;
