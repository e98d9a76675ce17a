// The staff access log, its monthly review, export reasons and masked contacts
// (docs/product/security.md: staff access log). Server messages and the admin's labels, one export
// per area, read through a namespace import (`import * as accessLogStrings`).

export const validation = {
  reasonRequired: '내보내는 이유를 입력하세요',
  reasonTooLong: (max: number) => `이유는 ${max}자 이내로 입력하세요`,
  noteRequired: '검토 내용을 입력하세요',
  noteTooLong: (max: number) => `검토 내용은 ${max}자 이내로 입력하세요`,
  monthInvalid: '월은 YYYY-MM 형식으로 입력하세요',
  dateInvalid: '날짜는 YYYY-MM-DD 형식으로 입력하세요',
  cursorInvalid: '잘못된 페이지 위치입니다',
  searchTooLong: (max: number) => `검색어는 ${max}자 이내로 입력하세요`,
} as const;

export const errors = {
  /** an export asked for without its reason: nothing is exported */
  exportReasonRequired: '개인정보가 담긴 파일을 내보내려면 이유를 입력해야 합니다.',
  monthReviewed: '이미 검토를 마친 달입니다.',
  monthInFuture: '아직 오지 않은 달은 검토할 수 없습니다.',
  /** a month the months list does not show: before the log's first entry, or past its 24 months */
  monthNotListed: '기록이 시작되기 전의 달은 검토할 수 없습니다.',
  notOwnStudent: '담당 강의의 수강생만 볼 수 있습니다.',
} as const;

export const messages = {
  log: '접근 기록',
  months: '월별 검토 현황',
  reviewed: '검토를 마쳤습니다.',
  contact: '연락처',
} as const;

/** What staff did, as the log screen names it. */
export const actions = {
  VIEW: '열람',
  EXPORT: '내보내기',
  CREATE: '등록',
  UPDATE: '수정',
  DELETE: '삭제',
} as const;

/** What was acted on; any other kind shows as it is stored. */
export const targets: Record<string, string> = {
  student: '학생 정보',
  'student-overview': '주간 학습 현황',
  'student-report': '주간 보고서 발송',
  roster: '수강생 명단',
  lectures: '강의',
  chapters: '챕터',
  details: '차시',
  contents: '강의 자료',
  enrolments: '수강 등록',
  'enrolment-requests': '수강 신청',
  order: '주문',
  submissions: '과제 제출',
  questions: '질문',
  'follow-ups': '추가 질문',
  attendance: '출석',
  banners: '배너',
  notices: '공지사항',
  teachers: '강사',
  teacher: '강사',
  universities: '대학',
  reviews: '후기',
  'pass-stories': '합격후기',
  'payment-account': '입금 계좌 설정',
  messages: '채팅 메시지',
  'upload-sessions': '동영상 업로드',
  tus: '동영상 업로드',
  'access-log-reviews': '접근 기록 검토',
  'consent-documents': '약관 문서',
  guardians: '보호자',
  'playback-devices': '재생 기기',
  'playback-limit': '동시 재생 제한 설정',
  'guardian-invitations': '보호자 초대',
  'mock-results': '모의고사 결과',
  'mock-sittings': '모의고사 답안',
  'mock-exams': '모의고사',
  sections: '모의고사 섹션',
  'question-bank': '문제은행',
  coupons: '쿠폰',
  orders: '주문',
  'order-lines': '교재 배송',
  audio: '듣기 음원',
  captions: '자막',
  'enrolment-pauses': '수강 일시정지',
  refunds: '환불',
  // routes under a student's page whose own word is not the target (the log notes the right one)
  students: '학생 정보',
  invitations: '보호자 초대',
};

export const roles = { TEACHER: '강사', ADMIN: '관리자', STUDENT: '학생' } as const;

/** The admin's log screen. */
export const screen = {
  title: '접근 기록',
  intro:
    '직원의 학생 개인정보 열람, 내보내기, 변경이 모두 기록됩니다. 기록은 고칠 수도 지울 수도 없으며 2년 이상 보관됩니다.',
  actor: '직원 (이름 또는 이메일)',
  action: '작업',
  anyAction: '모든 작업',
  student: '학생 (이름 또는 이메일)',
  from: '시작일',
  to: '종료일',
  search: '검색',
  reset: '초기화',
  at: '일시',
  who: '직원',
  what: '대상',
  concerned: '학생',
  where: '접속 정보',
  reason: '이유',
  more: '더 보기',
  empty: '조건에 맞는 기록이 없습니다.',
  loadError: '접근 기록을 불러오지 못했습니다.',
  monthsTitle: '월별 검토',
  monthsIntro: '매달 기록을 살펴보고 검토 완료로 표시하세요.',
  month: '월',
  entries: '기록 수',
  review: '검토',
  notReviewed: '검토 전',
  reviewedBy: (name: string, at: string) => `${name} · ${at} 검토`,
  markReviewed: '검토 완료',
  markReviewedOf: (month: string) => `${month} 검토 완료`,
  note: '검토 내용',
  notePlaceholder: '예: 내보내기 3건 모두 업무상 필요 확인',
  save: '저장',
  cancel: '취소',
  unreviewedCount: (count: number) => `검토하지 않은 달이 ${count}개 있습니다.`,
  allReviewed: '모든 달의 검토를 마쳤습니다.',
  monthsError: '월별 검토 현황을 불러오지 못했습니다.',
} as const;

/** The reason asked before a file of personal data is downloaded. */
export const exportDialog = {
  title: '내보내는 이유',
  intro: '학생 개인정보가 담긴 파일입니다. 내보내는 이유는 접근 기록에 남습니다.',
  reason: '이유',
  placeholder: '예: 학부모 상담 자료 준비',
  download: '내려받기',
  cancel: '취소',
} as const;

/** A masked contact and the action that shows it whole (recorded as a view). */
export const contacts = {
  show: '보기',
  showOf: (name: string) => `${name} 연락처 보기`,
  email: '이메일',
  studentContact: '학생 연락처',
  parentContact: '보호자 연락처',
  none: '-',
  loadError: '연락처를 불러오지 못했습니다.',
} as const;
