// The admin app's own labels (imported only by apps/admin). 8.3. (docs/product/screens.md,
// docs/product/validation.md)
export const documentTitle = (page: string) => `${page} | EJU 아카데미 관리자`;

// Header titles by route; anything else shows 관리자 (docs/product/screens.md).
export const titles = {
  instructors: '강사관리',
  instructorsNew: '강사등록',
  assignments: '과제관리',
  qna: '질의응답',
  banners: '배너관리',
  lectures: '강의관리',
  lecturesNew: '강의등록',
  notices: '공지사항 관리',
  noticeNew: '공지사항 작성',
  noticeEdit: '공지사항 수정',
  reviews: '후기 관리',
  passStories: '합격후기 관리',
  outbox: '발송함',
  studentReport: '주간 학습 보고서',
  studentScores: '성적',
  mockExams: '모의고사',
  mockExamNew: '모의고사 만들기',
  mockResults: '모의고사 결과',
  mockWriting: '기술 채점',
  mockSitting: '답안 보기',
  questionBank: '문제은행',
  questionBankNew: '문제 등록',
  coupons: '쿠폰',
  couponNew: '쿠폰 만들기',
  couponEdit: '쿠폰 수정',
  orders: '주문',
  orderDetail: '주문 상세',
  shipments: '배송',
  refunds: '환불 관리',
  cashReceipts: '현금영수증 미발급',
  fallback: '관리자',
} as const;

export const nav = {
  label: '관리 메뉴',
  notices: '공지사항',
  toSite: '사이트로 가기',
} as const;

export const instructors = {
  details: '상세',
  empty: '등록된 강사가 없습니다.',
  register: '강사 등록',
} as const;

export const lectures = {
  empty: '등록된 강의가 없습니다.',
  create: '강의 등록',
  name: '강의명',
  category: '분류',
  price: '가격',
  backToList: '목록으로',
  notFound: '강의 정보를 찾을 수 없습니다',
  structure: '강의 구성',
  detailCount: (count: number) => `${count}개 차시`,
  addChapter: '챕터 추가',
  chapterTitle: '챕터 제목',
  addDetail: '디테일 추가',
  detailTitle: '디테일 제목',
  detailType: '디테일 유형',
  detailTypePlaceholder: '고르거나 입력 (예: 영상, VIDEO)',
  hasContent: '컨텐츠 있음',
  noContent: '컨텐츠 없음',
  chapterCreated: '챕터가 추가되었습니다.',
  addContent: '컨텐츠 추가',
  contentDialog: (title: string) => `${title} 컨텐츠`,
  videoFile: '영상 파일',
  videoFilePlaceholder: '영상 파일 선택',
  videoId: '올린 영상에서 고르기 (선택)',
  videoPickerPlaceholder: '영상 제목으로 찾기',
  videoPickerEmpty: '올린 영상이 없습니다.',
  videoPickerFailed: '영상 목록을 불러오지 못했습니다.',
  videoLengthUnknown: '길이 모름',
  videoOption: (name: string, length: string) => `${name} (${length})`,
  videoCurrent: (id: string) => `지금 쓰는 영상 (${id})`,
  videoDuration: '영상 길이 (초, 선택)',
  videoDurationHint:
    '학습 완료 기준이 이 길이로 계산됩니다. 비워 두면 학생의 플레이어가 알려 준 길이를 씁니다.',
  contentText: '설명',
  attachments: 'PDF 또는 이미지 첨부',
  attachmentDescription: '첨부 설명',
  uploading: (percent: number) => `영상 업로드 중 ${percent}%`,
  cancelUpload: '업로드 취소',
  saveContent: '저장',
  contentCreated: '컨텐츠가 등록되었습니다.',
  playVideo: '영상 재생',
  deleteContent: '삭제',
  contentDeleted: '컨텐츠가 삭제되었습니다.',
  playerTitle: (title: string) => `${title} 영상 플레이어`,
  detailCreated: '디테일이 추가되었습니다.',
} as const;

export const banners = {
  active: '활성 배너',
  inactive: '비활성 배너',
  empty: '항목이 없습니다.',
  saving: '순서를 저장 중...',
  orderRestored: '순서를 저장하지 못해 이전 순서로 되돌렸습니다.',
  activate: '활성화',
  deactivate: '비활성화',
  create: '배너 등록',
  dragHandle: (title: string) => `${title} 순서 변경 (스페이스로 잡고 화살표로 이동)`,
  lifted: (title: string, position: number) =>
    `${title} 배너를 잡았습니다. 현재 ${position}번째입니다.`,
  moved: (title: string, position: number) => `${title} 배너를 ${position}번째로 옮기는 중입니다.`,
  dropped: (title: string, position: number) => `${title} 배너를 ${position}번째에 놓았습니다.`,
  cancelled: (title: string) => `${title} 배너 이동을 취소했습니다.`,
  usage:
    '스페이스 키로 배너를 잡고, 위아래 화살표로 옮긴 뒤, 스페이스 키로 놓습니다. Esc로 취소합니다.',
  title: '제목',
  image: '배너 이미지',
  imageHint: '이미지를 끌어다 놓거나 눌러서 선택하세요',
  url: '링크 URL',
  submit: '등록',
  created: '배너가 등록되었습니다.',
  edit: '수정',
  editOf: (title: string) => `${title} 수정`,
  remove: '삭제',
  removeOf: (title: string) => `${title} 삭제`,
  editTitle: '배너 수정',
  imageKeep: '새 이미지를 고르지 않으면 지금 이미지가 그대로 남습니다',
  save: '저장',
  cancel: '취소',
  updated: '배너가 수정되었습니다.',
  deleteConfirm: (title: string) =>
    `‘${title}’ 배너를 삭제할까요? 홈 화면에서도 사라지며 되돌릴 수 없습니다.`,
  deleted: '배너가 삭제되었습니다.',
  deleteFailed: '배너를 삭제하지 못했습니다.',
} as const;

export const lectureCreate = {
  title: '강의명',
  subtitle: '부제목',
  description: '강의 설명',
  image: '대표 이미지',
  imagePlaceholder: '이미지 파일 선택',
  price: '가격 (원)',
  period: '수강 기간 (일, 0은 무제한)',
  category: '분류',
  course: '과정',
  target: '수강 대상',
  url: '상세 페이지 URL',
  textbookName: '교재명 (선택)',
  textbookPrice: '교재 가격 (원, 선택)',
  textbookPriceHint: '비우면 교재를 온라인으로 팔지 않습니다.',
  preview: '미리보기',
  submit: '강의 등록',
  created: '강의가 등록되었습니다.',
} as const;

export const instructorCreate = {
  photo: '사진',
  photoPlaceholder: '이미지 파일 선택',
  name: '이름',
  contact: '연락처',
  emailId: '이메일 아이디',
  emailDomain: '이메일 도메인',
  customDomain: '도메인 직접 입력',
  emailPreview: (email: string) => `이메일: ${email}`,
  password: '비밀번호',
  passwordConfirm: '비밀번호 확인',
  passwordsMatch: '비밀번호가 일치합니다',
  subjects: '강의 분야',
  intro: '소개',
  bankName: '은행명',
  accountNumber: '계좌번호',
  accountHolder: '예금주',
  businessNumber: '주민/사업자 등록번호',
  businessNumberPurpose:
    '강사료 지급 및 원천징수 신고에만 씁니다. 암호화해 보관하며, 저장한 뒤에는 일부만 가려서 보여 줍니다. (하이픈 선택)',
  reset: '초기화',
  submit: '등록',
  created: '강사 등록이 완료되었습니다.',
} as const;

export const assignments = {
  refresh: '새로고침',
  newAssignment: '새 과제',
  totalGroups: (count: number) => `총 그룹 ${count}개`,
  noSubmissions: '제출 내역이 없습니다.',
  noData: '표시할 데이터가 없습니다.',
  counts: (total: number, passed: number, pending: number) =>
    `제출 ${total} · 통과 ${passed} · 대기 ${pending}`,
  done: '완료',
  waiting: '대기',
  student: '학생',
  submittedAt: '제출 시각',
  url: '제출 URL',
  noUrl: '제출 URL 정보가 없습니다.',
  feedback: '피드백',
  pass: '통과',
  save: '저장',
  locked: '이미 피드백이 제출되어 수정할 수 없습니다.',
  saved: '피드백이 저장되었습니다.',
  back: '목록으로',
} as const;

export const qna = {
  empty: '등록된 질문이 없습니다.',
  answered: '답변완료',
  unanswered: '미답변',
  student: '학생',
  lecture: '강의',
  answer: '답변',
  edit: '답변 수정',
  back: '목록으로',
  answerLabel: '답변 내용',
  submitNew: '제출',
  submitEdit: '수정',
  created: '답변이 등록되었습니다.',
  updated: '답변이 수정되었습니다.',
  // 미답변 is ordered by since when each question waits (asked, or followed up)
  waitingNewest: '최근 대기순',
  waitingOldest: '오래 기다린 순',
} as const;

// A LIVE lesson completes when staff mark the student present or late (or its recording is
// watched); a mark can be undone or changed on the day it was made (docs/product/learning.md)
export const attendance = {
  title: '라이브 강의 출석',
  hint: '출석·지각은 학생의 학습 완료로 기록됩니다. 기록한 당일에는 되돌리거나 바꿀 수 있습니다. 수강 기간이 끝났거나 취소된 학생은 보이지 않습니다.',
  lesson: '라이브 강의',
  student: '학생',
  state: '출석 상태',
  selectAll: '전체 선택',
  select: (student: string) => `${student} 선택`,
  selected: (count: number) => `${count}명 선택됨`,
  markAs: (status: string) => `${status} 처리`,
  statuses: { PRESENT: '출석', LATE: '지각', ABSENT: '결석', EXCUSED: '공결' },
  watched: '녹화 시청',
  notMarked: '미기록',
  markedOn: (date: string) => `${date} 기록`,
  marked: (count: number, status: string) => `${count}명을 ${status}(으)로 기록했습니다.`,
  undo: '되돌리기',
  undoLabel: (student: string) => `${student} 학생 출석 기록 되돌리기`,
  undone: (count: number) => `${count}명의 출석 기록을 되돌렸습니다.`,
  loadError: '출석 현황을 불러오지 못했습니다.',
  markError: '출석을 기록하지 못했습니다.',
  undoError: '출석 기록을 되돌리지 못했습니다.',
  empty: '수강 중인 학생이 없습니다.',
} as const;

export const notFound = {
  title: '페이지를 찾을 수 없습니다',
  home: '관리자 홈으로',
} as const;

/** The Q&A and assignments boards' filters, in the address (docs/product/screens.md). */
export const boardFilters = {
  label: '목록 필터',
  status: '상태',
  all: '전체',
  unanswered: '미답변',
  answered: '답변완료',
  pending: '대기',
  reviewed: '완료',
  lecture: '강의',
  allLectures: '모든 강의',
  search: '학생 검색',
  searchPlaceholder: '이름 또는 이메일',
  searchSubmit: '검색',
  sort: '정렬',
  newest: '최신순',
  oldest: '오래된순',
  noMatch: '조건에 맞는 항목이 없습니다.',
} as const;

/** A question's thread after its answer and its photos, on the staff's side. */
export const qnaThread = {
  followUp: '추가 질문',
  waiting: '답변 대기',
  answerLabel: '추가 질문 답변',
  submit: '답변 등록',
  answered: '추가 질문에 답변했습니다.',
  photos: '첨부 사진',
  photoAlt: (index: number) => `첨부 사진 ${index}`,
} as const;

/** Counted up to 100 (the server stops there): the badge shows 99+, its name 100개 이상. */
const upTo99 = (count: number, unit: string) =>
  count > 99 ? `100${unit} 이상` : `${count}${unit}`;

/** The admin menu's counts of what waits. */
export const waiting = {
  questions: (count: number) => `미답변 질문 ${upTo99(count, '개')}`,
  submissions: (count: number) => `검토 대기 과제 ${upTo99(count, '개')}`,
  cashReceipts: (count: number) => `현금영수증 미발급 ${upTo99(count, '건')}`,
} as const;

/** The access log's menu item and header title (admins), here with the menu's words so the log's
 * own words stay with its page (docs/product/security.md). */
export const accessLogPage = { title: '접근 기록' } as const;
/** The consent documents' menu item (the screen's words: consents.ts). */
export const consentDocuments = {
  nav: '약관 관리',
} as const;
