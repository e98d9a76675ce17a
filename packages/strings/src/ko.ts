// The one catalogue of Korean text shown to people (one place for each concern).
// Shared sections live here; each app's own labels live in strings/<app>.ts, imported only by
// that app (so the site does not download the admin's words). Components read strings by key and
// tests find text through the same keys. Each section is its own export, read through
// `import * as ko from '@academy/strings'`, so a page's code carries only the sections it uses.

export const common = {
  appName: '아카데미',
  loading: '불러오는 중...',
  retry: '다시 시도',
  confirm: '확인',
  cancel: '취소',
  save: '저장',
  delete: '삭제',
  edit: '수정',
  create: '등록',
  close: '닫기',
  submit: '제출',
  back: '뒤로',
  previous: '이전',
  next: '다음',
  pageSize: '페이지 크기',
  pageSizeOption: (size: number) => `${size}개씩 보기`,
  pageOf: (page: number) => `${page} 페이지`,
  pagination: '페이지 이동',
  previousPage: '이전 페이지',
  nextPage: '다음 페이지',
  backToList: '목록으로',
  goHome: '홈으로',
  login: '로그인',
  logout: '로그아웃',
  signup: '회원가입',
  myPage: '마이페이지',
  classroom: '강의실',
  admin: '관리자',
  dashboard: '대시보드',
  empty: '표시할 내용이 없습니다.',
  errorTitle: '문제가 발생했습니다',
  errorDefault: '불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  crashText: '화면을 표시하는 중 오류가 발생했습니다. 다시 시도해 주세요.',
  confirmTitle: '확인해주세요',
  customDomain: '직접 입력',
  required: '필수',
  optional: '선택',
  choose: '선택해주세요',
  search: '검색',
  showPassword: '비밀번호 보기',
  hidePassword: '비밀번호 숨기기',
  unlimited: '무제한',
} as const;

export const carousel = {
  previous: '이전 슬라이드',
  next: '다음 슬라이드',
  goTo: (n: number) => `${n}번 슬라이드로 이동`,
  slide: '슬라이드',
} as const;

export const auth = {
  checking: '로그인 상태를 확인하는 중...',
  redirectingToLogin: '로그인 페이지로 이동하는 중...',
  noAccessTitle: '접근 권한이 없습니다',
  noAccessBody: '이 페이지는 강사와 관리자만 이용할 수 있습니다.',
  withdrawn: '계정이 탈퇴되었습니다.',
  roleStudent: '학생',
  roleTeacher: '강사',
  roleAdmin: '관리자',
  roleParent: '보호자',
  withdrawFailed: '계정 탈퇴 중 오류가 발생했습니다.',
} as const;

export const subjects = {
  physics: '물리',
  scienceMath: '이과 수학',
  chemistry: '화학',
  liberalMath: '문과 수학',
  essay: '소논문',
  statementOfPurpose: '지망이유서',
  other: '기타',
} as const;

export const studyYears = {
  first: '처음 시작',
  years: (n: number) => `${n}년`,
  fourOrMore: '4년 이상',
} as const;

export const tracks = {
  liberal: '문과',
  science: '이과',
} as const;

export const theme = {
  menuLabel: '화면 테마',
  light: '라이트',
  dark: '다크',
  system: '시스템 설정',
} as const;

/** A detail's type (contract DETAIL_TYPES): the classroom's outline and the admin show these. */
export const detailTypes = { VIDEO: '영상', LIVE: '라이브', QUIZ: '퀴즈', OTHER: '기타' } as const;
