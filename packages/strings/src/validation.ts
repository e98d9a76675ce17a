// Every validation message, word for word (docs/product/validation.md). The contract's request
// schemas (server) and the forms (apps) both read them from here, so both refuse the same input
// with the same words. One export per form or area, read through a namespace import
// (`import * as validation from '@academy/strings/validation'`, then `validation.signup.x`): the
// bundler then sends a page only the areas it uses, not the admin's words with the login form.
export const login = {
  emailRequired: '이메일을 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
} as const;

export const signup = {
  emailIdRequired: '이메일 아이디를 입력해주세요.',
  emailDomainRequired: '이메일 도메인을 선택해주세요.',
  emailInvalid: '올바른 이메일 형식이 아닙니다',
  emailTaken: '이미 사용 중인 이메일입니다.',
  passwordMin: '비밀번호는 8자 이상이어야 합니다',
  passwordConfirmRequired: '비밀번호 확인을 입력해주세요.',
  passwordsMatch: '비밀번호가 일치합니다',
  passwordsMismatch: '비밀번호가 일치하지 않습니다',
  nameMin: '이름은 2자 이상이어야 합니다.',
  phoneInvalid: '올바른 전화번호 형식이 아닙니다',
  addressRequired: '주소를 입력해주세요.',
  targetSchoolIncomplete: '목표학교와 학과를 모두 입력해주세요',
  targetSchoolMax: '최대 5개까지만 추가할 수 있습니다',
  targetSchoolMin: '목표 학교를 1개 이상 입력해주세요.',
  studyYearsRequired: '학습 기간을 선택해주세요.',
  trackRequired: '계열을 선택해주세요.',
  scoreRequired: '점수를 입력해주세요.',
  scoreRange: '0에서 100 사이의 정수를 입력해주세요.',
  electivePair: '선택 과목과 점수를 모두 입력하거나 모두 비워주세요.',
  termsRequired: '이용약관에 동의해주세요.',
} as const;

export const instructor = {
  nameRequired: '이름을 입력하세요',
  emailRequired: '이메일을 입력하세요',
  passwordRequired: '패스워드를 입력하세요',
  passwordsMismatch: '비밀번호가 일치하지 않습니다',
  photoRequired: '사진을 첨부하세요',
  subjectRequired: '강의분야를 최소 1개 이상 선택하세요',
  subjectInvalid: '선택할 수 없는 강의분야입니다.',
  accountNumberInvalid: '계좌번호는 숫자와 하이픈(-)만 입력할 수 있습니다.',
  businessNumberInvalid: '주민/사업자등록번호 형식이 올바르지 않습니다.',
} as const;

export const banner = {
  titleRequired: '제목을 입력하세요',
  imageRequired: '배너 이미지를 선택하세요',
  urlRequired: '링크 URL을 입력하세요',
  urlInvalid: '올바른 URL 형식이 아닙니다. (http:// 또는 https://)',
  activeLimit: '활성 배너는 최대 5개까지 가능합니다.',
  imageTooLarge: '배너 이미지는 10MB 이하만 올릴 수 있습니다.',
  imageInvalid: '이미지 파일(JPEG, PNG, WebP, GIF)만 올릴 수 있습니다.',
  activeRequired: '활성 여부를 선택하세요.',
  orderInvalid: '배너 순서 정보가 올바르지 않습니다.',
  orderDuplicate: '같은 배너가 순서 목록에 두 번 들어 있습니다.',
  notFound: '배너를 찾을 수 없습니다.',
} as const;

export const video = {
  nameRequired: '영상 파일 이름이 없습니다.',
  sizeInvalid: '영상 파일 크기가 올바르지 않습니다.',
  tooLarge: '영상 파일은 2GB 이하만 올릴 수 있습니다.',
  busy: '지금은 업로드가 많습니다. 잠시 후 다시 시도해주세요.',
  busyOwn: '진행 중인 업로드가 많습니다. 올리고 있는 영상이 끝난 뒤 다시 시도해주세요.',
  notFound: '영상을 찾을 수 없습니다.',
  linkExpired: '영상 링크가 만료되었거나 올바르지 않습니다.',
  /** A video is its uploader's (and the admins') */
  notYours: '직접 업로드한 영상만 볼 수 있습니다.',
} as const;

export const notice = {
  notFound: '공지사항을 찾을 수 없습니다.',
} as const;

export const lecture = {
  titleRequired: '강의명을 입력하세요',
  imageRequired: '대표 이미지를 선택하세요',
  teacherRequired: '로그인 정보를 확인해주세요. (teacherId 식별 불가)',
  urlInvalid: '올바른 URL 형식이 아닙니다. (http:// 또는 https://)',
  teacherNotYou: '본인의 강의만 등록할 수 있습니다.',
  teacherNotFound: '강사를 찾을 수 없습니다.',
  priceInvalid: '가격은 0 이상의 정수여야 합니다.',
  periodInvalid: '수강 기간은 0 이상의 정수(일)여야 합니다.',
  textbookPriceInvalid: '교재 가격은 0 이상의 정수(원)로 입력하거나 비워두세요.',
  textbookPriceNeedsName: '교재 가격을 정하려면 교재명을 먼저 입력하세요.',
  imageTooLarge: '대표 이미지는 5MB 이하여야 합니다.',
  notFound: '강의 정보를 찾을 수 없습니다',
  forbidden: '다른 선생님의 강의입니다. 접근 권한이 없습니다.',
} as const;

export const chapter = {
  lectureRequired: '강의 ID를 확인할 수 없습니다.',
  titleRequired: '챕터 제목을 입력하세요.',
} as const;

export const detail = {
  titleRequired: '디테일 제목을 입력하세요.',
  typeRequired: '디테일 유형을 입력하세요. (예: VIDEO, LIVE, QUIZ)',
  notFound: '강의 디테일을 찾을 수 없습니다.',
  chapterNotFound: '챕터를 찾을 수 없습니다.',
} as const;

export const content = {
  videoRequired: '영상 파일을 선택하세요.',
  attachmentType: 'PDF 또는 이미지 파일만 첨부할 수 있습니다.',
  attachmentTooLarge: '첨부 파일은 20MB 이하여야 합니다.',
  tooManyAttachments: (max: number) => `첨부 파일은 최대 ${max}개까지 올릴 수 있습니다.`,
  videoIdInvalid: '영상 ID 형식이 올바르지 않습니다.',
  videoDurationInvalid: '영상 길이는 1초부터 24시간(86400초) 사이의 초 단위 숫자로 입력하세요.',
  alreadyExists: '이 디테일에는 이미 컨텐츠가 있습니다.',
  notFound: '컨텐츠를 찾을 수 없습니다.',
  videoNotFound: '업로드된 영상을 찾을 수 없습니다.',
  videoNotYours: '직접 업로드한 영상만 연결할 수 있습니다.',
} as const;

export const answer = {
  contentRequired: '답변 내용을 입력하세요',
  alreadyAnswered: '이미 답변이 등록된 질문입니다. 답변 수정을 이용하세요.',
  notAnswered: '아직 답변이 없는 질문입니다.',
} as const;

export const question = {
  lectureRequired: '강의를 선택하세요',
  titleRequired: '제목을 입력하세요',
  contentRequired: '내용을 입력하세요',
  notFound: '질문을 찾을 수 없습니다.',
  answeredLocked: '답변이 등록된 질문은 수정하거나 삭제할 수 없습니다.',
  rateLimitedAction: '질문 등록',
  tooManyOpen: (max: number) =>
    `답변을 기다리는 질문이 ${max}개 있습니다. 답변을 받은 뒤 새 질문을 등록해주세요.`,
} as const;

export const assignment = {
  urlRequired: '과제 URL을 입력해주세요.',
  detailRequired: '강의 디테일 정보가 없습니다.',
  urlInvalid: '올바른 URL 형식이 아닙니다. (http:// 또는 https://)',
  quizTakesNoLink: '퀴즈에는 과제 링크를 제출하지 않습니다.',
  pending: '이전 제출이 아직 피드백을 기다리고 있습니다.',
  alreadyPassed: '이미 통과한 과제입니다.',
  submissionNotFound: '제출 내역을 찾을 수 없습니다.',
  feedbackRequired: '피드백 내용을 입력해주세요.',
  feedbackFinal: '이미 피드백이 제출되어 수정할 수 없습니다.',
  feedbackTooLong: (max: number) => `피드백은 ${max}자 이하로 입력해주세요.`,
} as const;

export const attendance = {
  lessonRequired: '출석을 기록할 라이브 강의를 선택하세요.',
  studentRequired: '출석을 기록할 학생을 선택하세요.',
  notLive: '라이브 강의에만 출석을 기록할 수 있습니다.',
  notEnrolled: '이 강의를 수강하는 학생이 아닙니다.',
  studentsRequired: '출석을 기록할 학생을 1명 이상 선택하세요.',
  tooManyStudents: (max: number) => `한 번에 ${max}명까지 기록할 수 있습니다.`,
  statusRequired: '출석 상태를 선택하세요.',
  enrolmentEnded: '수강 기간이 끝났거나 취소된 학생은 출석을 기록할 수 없습니다.',
  undoSameDay: '출석 기록은 기록한 당일(한국 시간)에만 되돌리거나 바꿀 수 있습니다.',
  nothingToUndo: '되돌릴 출석 기록이 없습니다.',
} as const;

// A LIVE lesson's schedule and join link (docs/product/validation.md: live lessons)
export const liveLesson = {
  startsAtInvalid: '방송 시작 시각을 올바르게 입력하세요.',
  startsAtRequired: '방송 시작 시각을 입력하세요.',
  minutesInvalid: (min: number, max: number) =>
    `방송 시간은 ${min}분에서 ${max}분 사이로 입력하세요.`,
  urlInvalid: '입장 링크는 https://로 시작하는 주소여야 합니다.',
} as const;

export const learning = {
  notVideo: '영상 강의가 아닙니다.',
  notQuiz: '퀴즈 강의가 아닙니다.',
  studentsOnly: '수강생만 학습 기록을 남길 수 있습니다.',
  periodEnded: '수강 기간이 끝난 강의입니다.',
  noVideo: '이 강의에는 아직 영상이 없습니다.',
  intervalsRequired: '시청 구간을 1개 이상 보내주세요.',
  tooManyIntervals: (max: number) => `시청 구간은 한 번에 ${max}개까지 보낼 수 있습니다.`,
  intervalInvalid: '시청 구간은 [시작 초, 끝 초] 형식이어야 합니다.',
  intervalReversed: '시청 구간의 끝이 시작보다 앞설 수 없습니다.',
  intervalsOverlap: '한 번에 보낸 시청 구간이 서로 겹칩니다.',
  intervalOutside: '시청 구간이 영상 길이를 벗어났습니다.',
  durationInvalid: '영상 길이가 올바르지 않습니다.',
  durationMismatch: '영상 길이가 기록된 길이와 다릅니다. 페이지를 새로 고쳐주세요.',
  positionInvalid: '재생 위치가 올바르지 않습니다.',
  answersRequired: '모든 문항에 답을 선택해주세요.',
  answerUnknown: '이 퀴즈에 없는 문항이나 보기입니다.',
  answerDuplicate: '한 문항에 답을 두 번 보낼 수 없습니다.',
  quizEmpty: '아직 문항이 없는 퀴즈입니다.',
  playbackRate: '재생 속도는 0.5배에서 2배 사이여야 합니다.',
  questionRequired: '문항을 입력하세요.',
  questionCount: '퀴즈 문항은 1개 이상 50개 이하로 입력하세요.',
  optionCount: '보기는 2개 이상 5개 이하로 입력하세요.',
  optionRequired: '보기 내용을 입력하세요.',
  oneCorrect: '정답 보기를 정확히 1개 선택하세요.',
  passScore: '통과 점수는 0에서 100 사이의 정수여야 합니다.',
  threshold: '완료 기준은 1에서 100 사이의 정수(%)여야 합니다.',
  maxAttempts: (max: number) => `응시 횟수는 1에서 ${max} 사이의 정수로 입력하세요.`,
  revealAnswers: '정답 공개 시점을 선택하세요.',
  noAttemptsLeft: (allowed: number) =>
    `이 퀴즈는 ${allowed}번까지 응시할 수 있습니다. 남은 응시 기회가 없습니다.`,
} as const;

export const purchase = {
  itemRequired: '구매/장바구니 항목을 선택하세요.',
} as const;

export const common = {
  tooLong: (max: number) => `${max}자 이하로 입력해주세요.`,
  invalidId: '올바른 ID가 아닙니다.',
  invalidPath: '주소 형식이 올바르지 않습니다.',
  invalidOrder: '순서는 0 이상 1000000 이하의 정수로 입력해주세요.',
  invalidText: '입력값에 사용할 수 없는 문자나 범위를 벗어난 값이 있습니다.',
  invalidPage: '페이지 번호가 올바르지 않습니다.',
  invalidSize: '페이지 크기가 올바르지 않습니다.',
  invalidBody: '요청 형식이 올바르지 않습니다.',
  unknownField: '허용되지 않는 항목이 포함되어 있습니다.',
  missingField: (field: string) => `필수 항목(${field})이 없습니다.`,
  invalidField: (field: string) => `${field} 항목의 형식이 올바르지 않습니다.`,
  tooShort: (field: string) => `${field} 항목이 너무 짧습니다.`,
  tooLarge: (field: string) => `${field} 항목의 값이 너무 큽니다.`,
  tooSmall: (field: string) => `${field} 항목의 값이 너무 작습니다.`,
} as const;

/** Confirmations before destroying (docs/product/validation.md). */
export const confirmations = {
  withdraw: '정말 계정을 탈퇴하시겠습니까? 이 작업은 되돌릴 수 없습니다.',
  deleteContent: '해당 컨텐츠를 삭제하시겠습니까?',
  deleteQuestion: '정말 삭제하시겠습니까?',
  removePhoto: '이 사진을 삭제하시겠습니까? 삭제한 사진은 되돌릴 수 없습니다.',
} as const;

/** A follow-up on an answered question (docs/product/validation.md). */
export const followUp = {
  contentRequired: '추가 질문 내용을 입력하세요',
  notAnswered: '답변을 받은 뒤에 추가 질문을 남길 수 있습니다.',
  tooMany: (max: number) => `한 질문에는 추가 질문을 ${max}개까지 남길 수 있습니다.`,
  notFound: '추가 질문을 찾을 수 없습니다.',
  alreadyAnswered: '이미 답변한 추가 질문입니다.',
} as const;

/** Photos attached to a question (docs/product/validation.md). */
export const questionImages = {
  required: '첨부할 사진을 선택하세요.',
  type: '사진은 JPG, PNG, WEBP 파일만 첨부할 수 있습니다.',
  tooLarge: (megabytes: number) => `사진은 한 장에 ${megabytes}MB 이하여야 합니다.`,
  tooMany: (max: number) => `사진은 한 질문에 ${max}장까지 첨부할 수 있습니다.`,
  notFound: '사진을 찾을 수 없습니다.',
} as const;

/** Replacing an assignment link before its review (docs/product/learning.md). */
export const resubmit = {
  reviewed: '이미 검토가 끝난 제출은 바꿀 수 없습니다. 피드백을 확인해주세요.',
} as const;

/** The staff's question and submission boards' filters (docs/product/validation.md). */
export const staffBoards = {
  statusInvalid: '상태 필터가 올바르지 않습니다.',
  lectureInvalid: '강의 필터가 올바르지 않습니다.',
  sortInvalid: '정렬 기준이 올바르지 않습니다.',
  searchTooLong: (max: number) => `검색어는 ${max}자 이하로 입력해주세요.`,
  cursorInvalid: '페이지 위치가 올바르지 않습니다. 목록의 첫 페이지부터 다시 열어주세요.',
} as const;

/** Consents and the consent documents (docs/product/privacy.md). */
export const consent = {
  kindInvalid: '문서 종류를 선택해주세요.',
  versionInvalid: '문서의 판이 올바르지 않습니다.',
  choiceInvalid: '동의 여부가 올바르지 않습니다.',
  duplicateKind: '같은 문서에 두 번 답할 수 없습니다.',
  noChoice: '바꿀 동의를 하나 이상 보내주세요.',
  titleRequired: '제목을 입력해주세요.',
  bodyRequired: '본문을 입력해주세요. 빈 문서는 게시할 수 없습니다.',
  linkInvalid: '내려받기 링크가 올바르지 않습니다. 마이페이지에서 내려받기를 다시 눌러주세요.',
  /** the sign-up's required boxes */
  required: {
    TERMS: '이용약관에 동의해주세요.',
    PRIVACY: '개인정보 수집·이용 (필수)에 동의해주세요.',
  },
} as const;
