// The public course pages (docs/product/screens.md: 과정 안내, a lecture's course page), the
// academy's payment account in the enrolment dialog and its admin settings screen, and the
// messages of their calls. Read only by the pages and routes that show them.

/** The site's course list (/courses) and a lecture's page (/courses/:lectureId). */
export const coursePage = {
  listTitle: '과정 안내',
  listDescription: 'EJU 아카데미의 과정과 강의: 강의별 커리큘럼, 미리보기, 수강료와 수강 후기',
  listIntro:
    '기초·심화·특별 과정의 강의를 한눈에 보고, 강의를 눌러 커리큘럼과 무료 미리보기를 확인하세요.',
  groupsTitle: '과정 구성',
  lecturesTitle: '개설 강의',
  details: '자세히 보기',
  aboutDescription: 'EJU 아카데미 소개: 수강생, 합격 대학과 학원 운영 시간',
  description: (title: string, teacher: string) =>
    `${title} (${teacher} 선생님): 커리큘럼, 무료 미리보기, 수강료와 수강 후기`,
  teacher: (name: string) => `${name} 선생님`,
  instructorTitle: '강사 소개',
  overviewTitle: '강의 소개',
  curriculumTitle: '커리큘럼',
  curriculumSummary: (chapters: number, lessons: number) =>
    `${chapters}개 챕터 · ${lessons}개 차시`,
  emptyCurriculum: '커리큘럼을 준비하고 있습니다.',
  previewBadge: '무료 미리보기',
  previewTitle: '무료 미리보기',
  previewPlay: (title: string) => `「${title}」 미리보기 재생`,
  previewFrame: (title: string) => `「${title}」 미리보기 영상`,
  previewLoading: '미리보기를 불러오는 중…',
  noPreview: '이 강의는 미리보기 차시가 없습니다.',
  priceLabel: '수강료',
  periodLabel: '수강 기간',
  periodDays: (days: number) => `${days}일`,
  periodUnlimited: '기간 제한 없음',
  textbookLabel: '교재',
  reviewsTitle: '수강 후기',
  noReviews: '아직 작성된 수강 후기가 없습니다.',
  allReviews: '이 강의의 후기 전체 보기',
  backToList: '과정 안내로',
  lessonMinutes: (minutes: number) => `${minutes}분`,
} as const;

/** The academy's bank account for enrolment fees (enrolment dialog and admin settings). */
export const paymentAccount = {
  title: '입금 계좌',
  bank: '은행',
  accountNumber: '계좌번호',
  holder: '예금주',
  line: (bank: string, number: string, holder: string) => `${bank} ${number} (예금주 ${holder})`,
  notSet: '입금 계좌가 아직 등록되지 않았습니다. 학원(02-555-0123)에 문의해 주세요.',
  loading: '입금 계좌를 불러오는 중…',
  failed: '입금 계좌를 불러오지 못했습니다. 학원(02-555-0123)에 문의해 주세요.',
} as const;

/** The admin's 학원 설정 screen (ADMIN only). */
export const academySettings = {
  nav: '학원 설정',
  title: '학원 설정',
  accountSection: '수강료 입금 계좌',
  accountHelp: '무통장 입금을 고른 학생에게 이 계좌가 안내됩니다.',
  save: '저장',
  saved: '입금 계좌가 저장되었습니다.',
  failed: '입금 계좌를 저장하지 못했습니다.',
  loadFailed: '학원 설정을 불러오지 못했습니다.',
  adminOnly: '학원 설정은 관리자만 바꿀 수 있습니다.',
} as const;

/** Validation of the payment account (contract) and the course calls' answers (API). */
export const courseMessages = {
  bankRequired: '은행 이름을 입력하세요.',
  accountNumberRequired: '계좌번호를 입력하세요.',
  accountNumberInvalid: '계좌번호는 숫자와 하이픈(-)으로 6~30자 입력하세요.',
  holderRequired: '예금주를 입력하세요.',
  previewVideoOnly: '미리보기는 영상 차시만 지정할 수 있습니다.',
  courseRead: '강의 안내입니다.',
  previewRead: '미리보기 영상입니다.',
  noPreview: '이 강의에는 미리보기 영상이 없습니다.',
  accountRead: '입금 계좌입니다.',
  accountSaved: '입금 계좌가 저장되었습니다.',
} as const;

/** The admin's lesson edit form: the free preview switch. */
export const previewLesson = {
  label: '무료 미리보기',
  description:
    '방문자가 강의 안내 페이지에서 로그인 없이 볼 수 있습니다. 강의마다 영상 차시 하나만 지정됩니다.',
} as const;
