// The site app's own labels (imported only by apps/site). 2.10. (docs/product/screens.md)
export const documentTitle = (page: string) => `${page} | EJU 아카데미`;

export const brand = 'EJU 아카데미';

/** What search engines and shared links show of each page (its description meta tag). */
export const descriptions = {
  home: 'EJU 일본 대학 입시 전문 온라인 아카데미: 강사진, 강의, 수강 후기와 합격 후기',
  notices: 'EJU 아카데미의 공지사항',
  purchase: 'EJU 아카데미의 강의와 수강료',
  login: 'EJU 아카데미 로그인',
  signup: 'EJU 아카데미 회원가입',
  policy: 'EJU 아카데미의 약관과 개인정보 처리방침',
  notFound: '찾는 페이지가 없습니다',
} as const;

export const header = {
  homeLabel: 'EJU 아카데미 홈으로',
  about: '학원 소개',
  courseGuide: '과정 안내',
  reviews: '수강 후기',
  courseReviews: '강의 후기',
  successReviews: '합격 후기',
  notices: '공지사항',
  purchase: '수강 신청',
  classroom: '강의실 입장',
  connecting: '연결 중...',
  login: '로그인',
  signup: '회원가입',
  logout: '로그아웃',
  myPage: '마이페이지',
  admin: '관리자',
  greeting: (name: string) => `${name}님`,
  openMenu: '메뉴 열기',
  mainNav: '주 메뉴',
} as const;

export const courseGuide = {
  groups: [
    { label: '기초 과정', courses: ['EJU 일본어 기초', '기초 수학', '기초 과학'] },
    { label: '심화 과정', courses: ['EJU 일본어 독해', '이과 수학 코스2', '물리·화학 심화'] },
    { label: '특별 과정', courses: ['종합과목 특강', '지망이유서 첨삭', '면접 대비'] },
  ],
  levels: ['초급', '중급', '고급', '프리미엄'],
} as const;

export const footer = {
  label: '사이트 정보',
  details: [
    '대표 김지훈',
    '사업자등록번호 214-86-01234',
    '학원 등록번호 제2016-12호 (서울특별시 강남서초교육지원청)',
    '서울특별시 강남구 테헤란로 152, 7층',
    '전화 02-555-0123',
    '이메일 contact@academy.test',
  ],
  hoursTitle: '운영 시간',
  privacy: '개인정보 처리방침',
  terms: '이용약관',
  copyright: '© 2026 EJU 아카데미. 모든 권리 보유.',
  /** The academy's hours (docs/product/screens.md), in the footer and on the home page. */
  hours: [
    ['평일', '09:00 - 22:00'],
    ['주말', '09:00 - 18:00'],
    ['공휴일', '휴무'],
  ] as const,
} as const;

export const login = {
  title: '로그인',
  email: '이메일',
  password: '비밀번호',
  submit: '로그인',
  findId: '아이디 찾기',
  findPassword: '비밀번호 찾기',
  toSignup: '회원가입',
  toHome: '홈으로',
  noAccount: '아직 회원이 아니신가요?',
} as const;

export const notices = {
  title: '공지사항',
  important: '중요',
  author: '작성자',
  date: '작성일',
  views: '조회수',
  backToList: '목록으로',
  empty: '등록된 공지사항이 없습니다.',
  subject: '제목',
} as const;

export const reviews = {
  title: '강의 후기',
  empty: '등록된 후기가 없습니다.',
  rating: (rating: number) => `별점 ${rating}점`,
} as const;

export const signup = {
  title: '회원가입',
  steps: ['계정 정보', '학습 정보', 'EJU 점수'],
  emailId: '이메일 아이디',
  emailDomain: '이메일 도메인',
  customDomain: '도메인 직접 입력',
  emailPreview: (email: string) => `가입 이메일: ${email}`,
  password: '비밀번호',
  passwordConfirm: '비밀번호 확인',
  name: '이름',
  phone: '휴대폰 번호',
  parentPhone: '학부모 휴대폰 번호',
  address: '주소',
  addressDetail: '상세 주소',
  school: '목표 학교',
  department: '학과',
  addSchool: '목표 학교 추가',
  removeSchool: (index: number) => `${index}번째 목표 학교 삭제`,
  studyYears: '학습 기간',
  track: '계열',
  listening: '청해',
  reading: '독해',
  totalListenRead: '청독해 합계',
  science: '과학/종합과목',
  elective: (index: number) => `선택 과목 ${index}`,
  electiveScore: (index: number) => `선택 과목 ${index} 점수`,
  additionalMessage: '추가 메시지',
  agree: '이용약관 및 개인정보 처리방침에 동의합니다',
  next: '다음',
  back: '이전',
  submit: '가입하기',
} as const;

export const purchase = {
  title: '수강 신청',
  defaultDescription: '강의설명',
  period: (days: number) => `수강기간 ${days}일`,
  dialogTitle: (title: string) => `${title} 선택`,
  course: '강의',
  textbook: (name: string | null) => (name ? `교재: ${name}` : '교재 없음'),
  cancel: '취소',
  empty: '판매 중인 강의가 없습니다.',
  teacher: (name: string) => `${name} 선생님`,
} as const;

export const notFound = {
  title: '페이지를 찾을 수 없습니다',
  text: '주소가 바뀌었거나 없는 페이지입니다.',
  home: '홈으로 가기',
} as const;
