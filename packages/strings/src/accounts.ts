// The student's own account (docs/product/screens.md: my page): editing the profile, the official
// EJU sittings, the password change, the learning summary and the withdrawal, with their
// validation messages (docs/product/validation.md) and the API's answers. One area of its own, read
// through a namespace import (`import * as accounts from '@academy/strings/accounts'`), so the
// login form carries none of it.

/** The official EJU subjects by their Korean names (the Japanese names beside them). */
export const subjects = {
  japaneseReading: '일본어 독해 (読解)',
  japaneseListening: '일본어 청해·청독해 (聴解・聴読解)',
  japaneseTotal: '일본어 합계 (독해 + 청해·청독해)',
  japaneseWriting: '일본어 기술 (記述)',
  science: '이과 (理科)',
  science1: '이과 첫 번째 과목',
  science2: '이과 두 번째 과목',
  scienceScore1: '이과 첫 번째 과목 점수',
  scienceScore2: '이과 두 번째 과목 점수',
  generalStudies: '종합과목 (総合科目)',
  math: '수학 (数学)',
  mathCourse: '수학 코스',
  mathScore: '수학 점수',
  physics: '물리',
  chemistry: '화학',
  biology: '생물',
  course1: '코스1',
  course2: '코스2',
} as const;

export const validation = {
  sittingYear: '시행 연도는 2002년부터 2100년 사이의 연도로 입력해주세요.',
  sittingMonth: '시행 회차는 6월 또는 11월을 선택해주세요.',
  scoreRange: (max: number) => `0에서 ${max} 사이의 정수를 입력해주세요.`,
  scienceSubject: '이과 과목은 물리, 화학, 생물 중에서 선택해주세요.',
  sciencePair: '이과 과목과 점수를 모두 입력하거나 모두 비워주세요.',
  scienceSame: '이과 두 과목은 서로 다른 과목이어야 합니다.',
  scienceWithGeneral:
    '이과와 종합과목은 한 회차에 함께 응시할 수 없습니다. 둘 중 하나만 입력해주세요.',
  mathCourse: '수학은 코스1 또는 코스2를 선택해주세요.',
  mathPair: '수학 코스와 점수를 모두 입력하거나 모두 비워주세요.',
  currentPasswordRequired: '현재 비밀번호를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  newPasswordSame: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
} as const;

/** The API's answers and refusals. */
export const answers = {
  studentsOnly: '학생 계정만 이용할 수 있습니다.',
  profileUpdated: '프로필이 수정되었습니다.',
  currentPasswordWrong: '현재 비밀번호가 올바르지 않습니다.',
  passwordWrong: '비밀번호가 올바르지 않습니다.',
  passwordAction: '비밀번호 확인',
  passwordChanged: '비밀번호가 변경되었습니다. 다른 기기의 로그인은 모두 종료되었습니다.',
  summary: '학습 요약입니다.',
  sittings: '공식 EJU 성적 목록입니다.',
  sittingCreated: '공식 EJU 성적이 등록되었습니다.',
  sittingUpdated: '공식 EJU 성적이 수정되었습니다.',
  sittingDeleted: '공식 EJU 성적이 삭제되었습니다.',
  sittingNotFound: '공식 EJU 성적을 찾을 수 없습니다.',
  sittingTaken: (year: number, month: number) =>
    `${year}년 ${month}월 회차의 성적이 이미 등록되어 있습니다. 등록된 성적을 수정해주세요.`,
  summaries: {
    updateProfile: '내 프로필 수정 (학생: 연락처, 주소, 목표 대학, 가입 시 점수)',
    changePassword: '비밀번호 변경 (현재 비밀번호 확인, 다른 세션 종료)',
    learningSummary: '내 학습 요약 (수강 강의, 완료 레슨, 시청 시간, 퀴즈, 과제)',
    listSittings: '내 공식 EJU 성적 목록 (최근 회차부터)',
    createSitting: '공식 EJU 성적 등록 (연도와 6월/11월 회차당 하나)',
    updateSitting: '공식 EJU 성적 수정',
    deleteSitting: '공식 EJU 성적 삭제',
  },
} as const;

/** My page's labels (the classroom). */
export const mypage = {
  editProfile: '프로필 수정',
  save: '저장',
  cancel: '취소',
  saved: '프로필이 수정되었습니다.',
  saveFailed: '프로필을 저장하지 못했습니다. 다시 시도해주세요.',
  email: '이메일 (아이디)',
  name: '이름',
  studentContact: '학생 연락처',
  parentContact: '학부모 연락처',
  phonePlaceholder: '010-0000-0000',
  address: '주소',
  majorType: '계열',
  studyYears: '학습 기간',
  goals: '목표 대학',
  school: '목표 학교',
  major: '학과',
  addGoal: '목표 학교 추가',
  removeGoal: (index: number) => `${index}번째 목표 학교 삭제`,
  scores: '가입 시 입력한 점수 (각 100점 만점)',
  scoresHint: '공식 EJU 성적이 아니라 실력을 가늠하는 자기 평가·학원 모의고사 점수입니다.',
  elective: (index: number) => `선택 과목 ${index}`,
  electiveScore: (index: number) => `선택 과목 ${index} 점수`,
  note: '추가 메시지',
} as const;

export const sittings = {
  title: '공식 EJU 성적',
  hint: '6월·11월 EJU 본시험의 실제 점수를 회차별로 기록하세요. 응시하지 않은 과목은 비워두면 됩니다.',
  latest: '최근 응시 회차',
  empty: '등록된 공식 EJU 성적이 없습니다.',
  add: '성적 추가',
  edit: '수정',
  delete: '삭제',
  save: '저장',
  cancel: '취소',
  addTitle: '공식 EJU 성적 추가',
  editTitle: '공식 EJU 성적 수정',
  year: '시행 연도',
  month: '회차',
  monthName: (month: number) => `${month}월`,
  sittingName: (year: number, month: number) => `${year}년 ${month}월`,
  deleteConfirm: (year: number, month: number) =>
    `${year}년 ${month}월 회차의 성적을 삭제하시겠습니까?`,
  outOf: (score: number, max: number) => `${score} / ${max}`,
  notTaken: '-',
  saveFailed: '성적을 저장하지 못했습니다. 다시 시도해주세요.',
  deleteFailed: '성적을 삭제하지 못했습니다. 다시 시도해주세요.',
  loadFailed: '성적을 불러오지 못했습니다.',
  staffOnly: '공식 EJU 성적은 학생 계정에서 기록합니다.',
} as const;

export const summary = {
  lectures: '수강 중인 강의',
  lessons: '완료한 레슨',
  lessonsOf: (done: number, total: number) => `${done} / ${total}`,
  watched: '누적 시청 시간',
  quizzesTaken: '응시한 퀴즈',
  quizzesPassed: '통과한 퀴즈',
  quizAverage: '퀴즈 평균 최고 점수',
  quizAverageValue: (score: number) => `${score}점`,
  assignments: '제출한 과제',
  assignmentsPassed: '통과한 과제',
  studyDays: '연속 학습일',
  studyDaysValue: (days: number) => `${days}일`,
  none: '-',
  loadFailed: '학습 요약을 불러오지 못했습니다.',
  empty: '아직 학습 기록이 없습니다. 강의를 시작해보세요!',
} as const;

export const password = {
  title: '비밀번호 변경',
  current: '현재 비밀번호',
  next: '새 비밀번호',
  nextHint: '8자 이상',
  confirm: '새 비밀번호 확인',
  submit: '비밀번호 변경',
  hint: '변경하면 지금 쓰는 이 기기를 뺀 다른 모든 기기에서 로그아웃됩니다.',
  failed: '비밀번호를 변경하지 못했습니다. 다시 시도해주세요.',
} as const;

export const withdraw = {
  title: '회원 탈퇴',
  intro: '탈퇴하면 아래 정보가 지워지고 되돌릴 수 없습니다.',
  removed: [
    '이름, 이메일, 연락처, 주소, 목표 대학과 가입 시 입력한 점수',
    '기록한 공식 EJU 성적',
    '수강 등록, 시청·퀴즈·출석 기록, 알림, 질문에 올린 사진, 내려받기 파일',
    '모든 기기의 로그인',
  ],
  kept: '작성한 질문, 제출한 과제, 채팅, 후기는 "탈퇴한 회원"의 이름으로 남습니다. 약관 동의 기록은 법에 따라 탈퇴 후 5년 동안 보관한 뒤 지웁니다.',
  password: '비밀번호',
  passwordHint: '본인 확인을 위해 비밀번호를 입력해주세요.',
  submit: '회원 탈퇴',
} as const;

/** The public page a withdrawn member lands on (the site). */
export const goodbye = {
  title: '탈퇴가 완료되었습니다',
  body: '그동안 EJU 아카데미와 함께해주셔서 감사합니다. 계정과 개인정보는 모두 지워졌습니다.',
  again: '언젠가 다시 공부를 시작하실 때, 언제든 새로 가입하실 수 있습니다.',
  toHome: '홈으로',
} as const;

/** The sign-up's third step: what its four numbers are. */
export const signupScores = {
  title: '이 점수는 무엇인가요?',
  body: '아래 네 점수는 EJU 공식 성적(독해·청해 각 200점 등)이 아니라, 지금 실력을 가늠하기 위한 자기 평가나 학원 모의고사 점수입니다. 각각 100점 만점으로 입력해주세요. 실제 EJU 성적은 가입 후 마이페이지에서 회차별로 기록할 수 있습니다.',
} as const;
