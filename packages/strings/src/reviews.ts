// Lecture reviews and pass stories (합격후기, docs/product/learning.md): the API's messages (read by
// the contract and the routes) and the words of the screens in the site, the classroom and the
// admin.

/**
 * Messages of the contract's rules and of the API (docs/product/api.md: one set of words for both).
 */
export const reviewMessages = {
  /** The original system's words, exactly */
  progressTooLow: '강의를 50% 이상 수강한 후 후기를 작성할 수 있습니다.',
  duplicate: '이미 이 강의에 후기를 작성했습니다. 작성한 후기를 수정해 주세요.',
  notEnrolled: '수강 중인 강의에만 후기를 작성할 수 있습니다.',
  studentsOnly: '수강생만 후기를 작성할 수 있습니다.',
  notFound: '후기를 찾을 수 없습니다.',
  ratingInvalid: '별점은 1점부터 5점까지 선택해 주세요.',
  titleRequired: '후기 제목을 입력해 주세요.',
  contentRequired: '후기 내용을 입력해 주세요.',
  tooLong: (label: string, max: number) => `${label}은(는) ${max}자 이하로 입력해 주세요.`,
  replyRequired: '답글 내용을 입력해 주세요.',
  lectureInvalid: '강의를 올바르게 선택해 주세요.',
  hiddenLocked: '숨김 처리된 후기는 수정할 수 없습니다.',
  hiddenDeleteLocked: '숨김 처리된 후기는 삭제할 수 없습니다. 관리자에게 문의해 주세요.',
  anonymous: '익명',
  listed: '수강 후기 목록입니다.',
  created: '후기가 등록되었습니다.',
  updated: '후기가 수정되었습니다.',
  deleted: '후기가 삭제되었습니다.',
  replied: '답글이 등록되었습니다.',
  replyDeleted: '답글이 삭제되었습니다.',
  moderated: '후기 상태가 변경되었습니다.',
  eligibility: '후기 작성 가능 여부입니다.',
  /** field labels in the length messages */
  titleLabel: '제목',
  contentLabel: '내용',
  replyLabel: '답글',
};

export const passStoryMessages = {
  universityRequired: '대학교를 선택해 주세요.',
  universityNotFound: '등록되지 않은 대학교입니다.',
  universityNameRequired: '대학교 이름을 입력해 주세요.',
  universityNameTaken: '이미 등록된 대학교입니다.',
  universityTypeInvalid: '대학 구분을 선택해 주세요.',
  universityInUse: '합격후기가 있는 대학교는 삭제할 수 없습니다.',
  logoInvalid: '로고는 이미지 파일(PNG, JPEG, WebP, GIF)로 첨부해 주세요.',
  logoTooLarge: '로고 이미지는 2MB 이하로 첨부해 주세요.',
  majorRequired: '학부·학과를 입력해 주세요.',
  yearInvalid: (min: number, max: number) =>
    `합격 연도는 ${min}년부터 ${max}년 사이로 입력해 주세요.`,
  reasonRequired: '학원을 선택한 이유를 입력해 주세요.',
  methodRequired: '공부 방법을 입력해 주세요.',
  adviceRequired: '후배에게 하고 싶은 말을 입력해 주세요.',
  statusInvalid: '승인 또는 반려를 선택해 주세요.',
  notFound: '합격후기를 찾을 수 없습니다.',
  notApproved: '승인된 합격후기만 추천할 수 있습니다.',
  studentsOnly: '수강생 계정으로만 합격후기를 작성할 수 있습니다.',
  tooManyPending: (max: number) =>
    `승인을 기다리는 합격후기가 ${max}개 있습니다. 검토가 끝난 뒤 다시 작성해 주세요.`,
  listed: '합격후기 목록입니다.',
  created: '합격후기가 제출되었습니다. 관리자 승인 후 공개됩니다.',
  reviewed: '합격후기 상태가 변경되었습니다.',
  universities: '대학교 목록입니다.',
  universitySaved: '대학교가 저장되었습니다.',
  universityDeleted: '대학교가 삭제되었습니다.',
  /** field labels in the length messages */
  universityNameLabel: '대학교 이름',
  majorLabel: '학부·학과',
  reasonLabel: '선택 이유',
  methodLabel: '공부 방법',
  adviceLabel: '후배에게 한마디',
};

export const universityTypeLabels = {
  NATIONAL: '국공립',
  PRIVATE: '사립',
  MEDICAL: '의학계',
} as const;

export const passStoryStatusLabels = {
  PENDING: '승인 대기',
  APPROVED: '승인',
  DECLINED: '반려',
} as const;

/** The screens' words. */
export const reviewStrings = {
  pageTitle: '수강 후기',
  pageDescription:
    'EJU 아카데미 수강생들이 직접 남긴 강의 후기와 별점입니다. 강의별 평균 별점과 후기를 확인해 보세요.',
  average: '평균 별점',
  averageValue: (average: string) => `${average}점`,
  totalCount: (count: number) => `후기 ${count}개`,
  starCount: (stars: number, count: number) => `${stars}점 ${count}개`,
  starsLabel: (stars: number) => `${stars}점`,
  filterLecture: '강의별 보기',
  allLectures: '전체 강의',
  empty: '등록된 후기가 없습니다.',
  rating: (rating: number) => `별점 ${rating}점`,
  reply: '강사 답글',
  replyBy: (name: string) => `${name} 답글`,
  noRating: '아직 후기가 없습니다',
  cardRating: (average: string, count: number) => `평균 별점 ${average}점, 후기 ${count}개`,
  // the classroom's form
  write: '수강 후기',
  writeTitle: '수강 후기 작성',
  editTitle: '수강 후기 수정',
  ratingLabel: '별점',
  titleLabel: '제목',
  contentLabel: '내용',
  anonymousLabel: '익명으로 작성',
  anonymousShort: '익명',
  submit: '후기 등록',
  save: '후기 수정',
  remove: '후기 삭제',
  removeConfirm: '작성한 후기를 삭제하시겠습니까?',
  notEligible: (rate: number) =>
    `강의를 50% 이상 수강한 후 후기를 작성할 수 있습니다. (현재 진도율 ${rate}%)`,
  hiddenNote: '관리자가 이 후기를 숨김 처리했습니다. 다른 사람에게는 보이지 않습니다.',
  saved: '후기가 저장되었습니다.',
  myReviewsEmpty: '작성한 후기가 없습니다. 강의실에서 진도율 50% 이상인 강의에 후기를 남겨 보세요.',
  hidden: '숨김',
  // the admin
  statusFilter: '상태',
  statusAll: '전체',
  statusVisible: '공개',
  statusHidden: '숨김',
  featured: '홈 추천',
  hide: '숨기기',
  unhide: '다시 공개',
  hideConfirm: '이 후기를 숨기시겠습니까? 모든 공개 화면에서 사라집니다.',
  feature: '홈에 추천',
  unfeature: '추천 해제',
  replyLabel: '답글',
  replySave: '답글 저장',
  replyRemove: '답글 삭제',
  replyRemoveConfirm: '답글을 삭제하시겠습니까?',
  author: '작성자',
  lecture: '강의',
  date: '작성일',
  loadFailed: '후기를 불러오지 못했습니다',
};

export const passStoryStrings = {
  pageTitle: '합격후기',
  /** the site header's review menu (here, not in siteStrings: that menu loads lazily) */
  menuLink: '합격후기 모아 보기',
  pageDescription:
    'EJU 아카데미 졸업생들이 직접 쓴 일본 대학 합격 이야기입니다. 대학 구분과 합격 연도별로 살펴보세요.',
  filterType: '대학 구분',
  filterYear: '합격 연도',
  all: '전체',
  yearLabel: (year: number) => `${year}년`,
  empty: '등록된 합격후기가 없습니다.',
  loadFailed: '합격후기를 불러오지 못했습니다',
  reason: '아카데미를 선택한 이유',
  method: '나의 공부 방법',
  advice: '후배에게 한마디',
  passed: (university: string, major: string) => `${university} ${major} 합격`,
  // the student's form
  writeTitle: '합격후기 작성',
  write: '합격후기 쓰기',
  university: '대학교',
  universityPlaceholder: '대학교를 검색하세요',
  major: '학부·학과',
  year: '합격 연도',
  submit: '합격후기 제출',
  mineEmpty: '제출한 합격후기가 없습니다.',
  // the admin
  approve: '승인',
  decline: '반려',
  featured: '홈 추천',
  feature: '홈에 추천',
  unfeature: '추천 해제',
  status: '상태',
  universitiesTitle: '대학교 목록',
  universitiesEmpty: '등록된 대학교가 없습니다.',
  universityName: '대학교 이름',
  universityType: '구분',
  logo: '로고',
  logoHint: '로고 이미지를 끌어 놓거나 눌러서 고르세요 (2MB 이하)',
  logoOf: (name: string) => `${name} 로고`,
  changeLogo: '로고 변경',
  changeLogoOf: (name: string) => `${name} 로고 변경`,
  addUniversity: '대학교 추가',
  deleteUniversity: '대학교 삭제',
  deleteUniversityConfirm: '이 대학교를 목록에서 삭제하시겠습니까?',
};

/** What the admin's review and pass-story screens say once a change is saved. */
export const moderationToasts = {
  reviewFeatured: '후기를 홈 추천에 올렸습니다.',
  reviewUnfeatured: '후기의 홈 추천을 해제했습니다.',
  reviewHidden: '후기를 숨겼습니다.',
  reviewShown: '후기를 다시 공개했습니다.',
  replySaved: '답글을 저장했습니다.',
  replyRemoved: '답글을 삭제했습니다.',
  storyApproved: '합격후기를 승인했습니다.',
  storyDeclined: '합격후기를 반려했습니다.',
  storyFeatured: '합격후기를 홈 추천에 올렸습니다.',
  storyUnfeatured: '합격후기의 홈 추천을 해제했습니다.',
  universityAdded: (name: string) => `${name}을(를) 대학교 목록에 추가했습니다.`,
  logoChanged: (name: string) => `${name}의 로고를 바꿨습니다.`,
  universityDeleted: '대학교를 삭제했습니다.',
};
