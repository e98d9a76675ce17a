// The error catalogue, word for word; natural Korean where the product's list was in English
// (docs/product/errors.md).
export const transport = {
  unauthorized: '인증이 만료되었거나 유효하지 않습니다.',
  forbidden: '접근 권한이 없습니다.',
  server: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  network: '서버에 연결할 수 없습니다. 네트워크를 확인해주세요.',
  timeout: '요청 시간이 초과되었습니다. 다시 시도해주세요.',
  invalidResponse: '서버 응답 형식이 올바르지 않습니다.',
} as const;

export const auth = {
  loginFailed: '이메일 또는 비밀번호를 확인하세요.',
  loginSuccess: '로그인에 성공했습니다!',
  profileFetchWarning: '사용자 정보 조회에 실패했습니다. 새로고침 후 다시 시도해주세요.',
  profileFetchFailed: '사용자 정보를 가져오는데 실패했습니다.',
  loggedOut: '로그아웃되었습니다.',
  logoutFailed: '로그아웃 중 오류가 발생했습니다.',
  placeholderName: '사용자',
} as const;

export const banner = {
  load: '배너 로드 중 오류가 발생했습니다',
  list: '배너 목록 조회 중 오류가 발생했습니다.',
} as const;

export const notice = {
  list: '공지사항을 불러오지 못했습니다',
  listQuery: '공지사항 조회 중 오류가 발생했습니다.',
  detail: '공지사항을 불러오지 못했습니다.',
} as const;

export const review = {
  list: '후기를 불러오지 못했습니다',
  listQuery: '후기 조회 중 오류가 발생했습니다.',
} as const;

export const signup = {
  failed: '회원가입에 실패했습니다. 다시 시도해주세요',
  success: '회원가입이 완료되었습니다!',
} as const;

export const assignment = {
  submitFailed: '과제 제출에 실패했습니다.',
  submitSuccess: '과제가 제출되었습니다!',
  submitError: '과제 제출 중 오류가 발생했습니다.',
} as const;

export const admin = {
  instructorsLoad: '강사 목록을 불러오지 못했습니다.',
  instructorsQuery: '강사 목록 조회 중 오류가 발생했습니다.',
  assignmentsLoad: '과제 데이터를 불러오지 못했습니다.',
  questionsQuery: '질문 목록 조회 중 오류가 발생했습니다.',
  questionDetailQuery: '질문 상세 조회 중 오류가 발생했습니다.',
  lecturesLoad: '강의 목록을 불러오지 못했습니다.',
  lectureLoad: '강의 정보를 불러오지 못했습니다.',
  listLoad: '목록을 불러오지 못했습니다.',
} as const;

export const lecture = {
  chapterCreate: '챕터 생성에 실패했습니다.',
  detailCreate: '디테일 생성에 실패했습니다.',
  contentDelete: '컨텐츠 삭제 실패',
  contentUpload: '콘텐츠 업로드 실패',
  videoUpload: '영상 업로드에 실패했습니다.',
} as const;

export const videoHost = {
  sessionFailed: '영상 업로드 세션을 만들지 못했습니다.',
  uploadFailed: '영상 파일 업로드에 실패했습니다.',
  invalidResponse: '영상 서비스의 응답이 올바르지 않습니다.',
  videoIdMissing: '업로드된 영상의 ID를 확인할 수 없습니다.',
} as const;

export const account = {
  withdrawFailed: '계정 탈퇴 중 오류가 발생했습니다.',
} as const;
