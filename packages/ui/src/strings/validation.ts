// spec 5: every validation message, word for word. The contract's request schemas (server) and
// the forms (apps) both read them from here, so both refuse the same input with the same words.
export const validation = {
  login: {
    emailRequired: '이메일을 입력해주세요.',
    passwordRequired: '비밀번호를 입력해주세요.',
  },
  signup: {
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
  },
  instructor: {
    nameRequired: '이름을 입력하세요',
    emailRequired: '이메일을 입력하세요',
    passwordRequired: '패스워드를 입력하세요',
    passwordsMismatch: '비밀번호가 일치하지 않습니다',
    photoRequired: '사진을 첨부하세요',
    subjectRequired: '강의분야를 최소 1개 이상 선택하세요',
    subjectInvalid: '선택할 수 없는 강의분야입니다.',
    accountNumberInvalid: '계좌번호는 숫자와 하이픈(-)만 입력할 수 있습니다.',
    businessNumberInvalid: '주민/사업자등록번호 형식이 올바르지 않습니다.',
  },
  banner: {
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
  },
  video: {
    nameRequired: '영상 파일 이름이 없습니다.',
    sizeInvalid: '영상 파일 크기가 올바르지 않습니다.',
    tooLarge: '영상 파일은 2GB 이하만 올릴 수 있습니다.',
    busy: '지금은 업로드가 많습니다. 잠시 후 다시 시도해주세요.',
    notFound: '영상을 찾을 수 없습니다.',
    linkExpired: '영상 링크가 만료되었거나 올바르지 않습니다.',
  },
  notice: {
    notFound: '공지사항을 찾을 수 없습니다.',
  },
  lecture: {
    titleRequired: '강의명을 입력하세요',
    imageRequired: '대표 이미지를 선택하세요',
    teacherRequired: '로그인 정보를 확인해주세요. (teacherId 식별 불가)',
    priceInvalid: '가격은 0 이상의 정수여야 합니다.',
    periodInvalid: '수강 기간은 0 이상의 정수(일)여야 합니다.',
  },
  chapter: {
    lectureRequired: '강의 ID를 확인할 수 없습니다.',
    titleRequired: '챕터 제목을 입력하세요.',
  },
  detail: {
    titleRequired: '디테일 제목을 입력하세요.',
    typeRequired: '디테일 유형을 입력하세요. (예: VIDEO, LIVE, QUIZ)',
  },
  content: {
    videoRequired: '영상 파일을 선택하세요.',
    attachmentType: 'PDF 또는 이미지 파일만 첨부할 수 있습니다.',
  },
  answer: {
    contentRequired: '답변 내용을 입력하세요',
  },
  question: {
    lectureRequired: '강의를 선택하세요',
    titleRequired: '제목을 입력하세요',
    contentRequired: '내용을 입력하세요',
  },
  assignment: {
    urlRequired: '과제 URL을 입력해주세요.',
    detailRequired: '강의 디테일 정보가 없습니다.',
  },
  purchase: {
    itemRequired: '구매/장바구니 항목을 선택하세요.',
  },
  common: {
    tooLong: (max: number) => `${max}자 이하로 입력해주세요.`,
    invalidId: '올바른 ID가 아닙니다.',
    invalidPage: '페이지 번호가 올바르지 않습니다.',
    invalidSize: '페이지 크기가 올바르지 않습니다.',
    invalidBody: '요청 형식이 올바르지 않습니다.',
    unknownField: '허용되지 않는 항목이 포함되어 있습니다.',
    missingField: (field: string) => `필수 항목(${field})이 없습니다.`,
  },
} as const;

/** spec 5: confirmations before destroying. */
export const confirmations = {
  withdraw: '정말 계정을 탈퇴하시겠습니까? 이 작업은 되돌릴 수 없습니다.',
  deleteContent: '해당 컨텐츠를 삭제하시겠습니까?',
  deleteQuestion: '정말 삭제하시겠습니까?',
} as const;
