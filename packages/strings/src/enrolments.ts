// Enrolments, the roster and instructors' public profiles (docs/product/learning.md). Server
// messages and the labels of the admin screens, the purchase page and my page. One export per area,
// read through a namespace import (`import * as enrolmentStrings`), so a page carries only its
// areas' words.
export const validation = {
  studentRequired: '수강생을 선택하세요',
  lectureRequired: '강의를 선택하세요',
  endsOnInvalid: '종료일은 YYYY-MM-DD 형식의 날짜로 입력하세요',
  endsOnPast: '종료일은 오늘 이후 날짜로 입력하세요',
  emailsRequired: '이메일을 한 줄에 하나씩 입력하세요',
  emailsTooMany: (max: number) => `한 번에 최대 ${max}명까지 등록할 수 있습니다`,
  queryRequired: '이름 또는 이메일을 입력하세요',
  percentInvalid: '0에서 100 사이의 숫자를 입력하세요',
  daysInvalid: '0 이상의 일 수를 입력하세요',
  introductionTooLong: (max: number) => `소개는 ${max}자 이내로 입력하세요`,
} as const;

export const errors = {
  studentNotFound: '수강생을 찾을 수 없습니다.',
  enrolmentNotFound: '수강 등록 정보를 찾을 수 없습니다.',
  alreadyEnrolled: '이미 수강 중인 학생입니다.',
  alreadyEnded: '이미 종료된 수강입니다.',
  notPublished: '공개된 강의만 새 수강 등록을 받을 수 있습니다.',
  notEnrolled: '수강 중인 강의가 아닙니다. 강의를 구매한 뒤 이용해 주세요.',
  teacherNotFound: '강사를 찾을 수 없습니다.',
  accountDisabled: '비활성화된 계정입니다. 관리자에게 문의하세요.',
  cannotDeactivateSelf: '자신의 계정은 비활성화할 수 없습니다.',
  photoTooLarge: '이미지 파일은 5MB 이하여야 합니다.',
} as const;

export const bulkReasons = {
  invalidEmail: '이메일 형식이 아닙니다',
  notFound: '가입된 학생이 아닙니다',
  notStudent: '학생 계정이 아닙니다',
  alreadyEnrolled: '이미 수강 중입니다',
  duplicate: '목록에 두 번 있습니다',
} as const;

export const messages = {
  enrolled: '수강 등록했습니다.',
  bulkDone: (ok: number, failed: number) => `${ok}명 등록, ${failed}명 실패했습니다.`,
  updated: '수강 기간을 변경했습니다.',
  ended: '수강을 종료했습니다.',
  students: '학생 목록입니다.',
  student: '학생 정보입니다.',
  roster: '수강생 목록입니다.',
  teacher: '강사 정보입니다.',
  teacherUpdated: '강사 정보를 수정했습니다.',
  teacherDeactivated: '강사 계정을 비활성화했습니다.',
  teacherReactivated: '강사 계정을 다시 활성화했습니다.',
  instructors: '강사진입니다.',
} as const;

export const status = {
  ACTIVE: '수강 중',
  ENDED: '종료',
} as const;

export const source = {
  STAFF: '직접 등록',
  BULK: '일괄 등록',
  REQUEST: '수강 신청',
  ORDER: '구매',
  SEED: '기본 등록',
} as const;

export const admin = {
  navDeposits: '입금확인',
  navStudents: '학생관리',
  depositsTitle: '무통장 입금 확인',
  student: '학생',
  email: '이메일',
  lecture: '강의',
  requestedAt: '신청일',
  rosterTitle: '수강생',
  rosterOf: (title: string) => `${title} 수강생`,
  rosterEmpty: '수강생이 없습니다.',
  progress: '진도율',
  lastActivity: '최근 학습',
  quizBest: '퀴즈 최고점',
  pendingSubmissions: '피드백 대기',
  daysLeft: '남은 기간',
  unlimited: '무제한',
  days: (n: number) => `${n}일`,
  never: '기록 없음',
  behind: '진도 부진',
  behindBelow: '진도율 미만 (%)',
  behindDaysLeft: '남은 기간 미만 (일)',
  inactive: '미접속',
  inactiveDays: '학습 없음 (일 이상)',
  exportCsv: 'CSV 내보내기',
  enrol: '수강 등록',
  bulkEnrol: '일괄 등록',
  searchStudent: '학생 검색 (이름 또는 이메일)',
  period: '수강 기간',
  periodLecture: '강의 기간대로',
  periodUnlimited: '무제한',
  periodChosen: '종료일 지정',
  endsOn: '종료일',
  extend: '기간 변경',
  end: '수강 종료',
  endConfirm: (name: string) => `${name} 학생의 수강을 종료할까요? 더 이상 강의를 볼 수 없습니다.`,
  emails: '이메일 목록 (한 줄에 하나)',
  bulkFailed: '등록하지 못한 이메일',
  save: '저장',
  cancel: '취소',
  status: '상태',
  studentPage: '학생 정보',
  studentLectures: '수강 강의',
  noLectures: '수강 중인 강의가 없습니다.',
  loadError: '정보를 불러오지 못했습니다.',
} as const;

export const instructors = {
  edit: '강사 정보 수정',
  introduction: '소개',
  photo: '사진',
  subjects: '강의분야',
  active: '활성',
  inactive: '비활성',
  deactivate: '비활성화',
  reactivate: '다시 활성화',
  deactivateConfirm: (name: string) =>
    `${name} 강사를 비활성화할까요? 로그인할 수 없게 되며, 강의는 그대로 남습니다.`,
  reactivateConfirm: (name: string) =>
    `${name} 강사를 다시 활성화할까요? 다시 로그인할 수 있게 됩니다.`,
  details: (name: string) => `${name} 강사`,
  name: '이름',
  email: '이메일 (아이디)',
  photoKeep: '새 사진을 고르지 않으면 지금 사진이 그대로 남습니다',
  photoPlaceholder: '이미지 파일 선택',
  introductionHint: (max: number) => `홈 화면 강사진 소개에 보입니다 (최대 ${max}자)`,
  noIntroduction: '소개가 없습니다.',
  save: '저장',
  cancel: '취소',
  failed: '강사 정보를 저장하지 못했습니다.',
  statusFailed: '강사 상태를 바꾸지 못했습니다.',
} as const;
