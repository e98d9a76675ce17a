// Korean messages the auth routes answer with (the forms show the server's message: design 4).
export const authMessages = {
  loginSuccess: '로그인에 성공했습니다!',
  /** spec 8.2: the same words for an unknown email and a wrong password */
  loginFailed: '이메일 또는 비밀번호를 확인하세요.',
  loginAction: '로그인',
  emailCheckAction: '이메일 확인',
  signupAction: '회원가입',
  refreshed: '토큰이 갱신되었습니다.',
  refreshInvalid: '로그인 정보가 만료되었습니다. 다시 로그인해주세요.',
  refreshOrigin: '허용되지 않은 출처의 요청입니다.',
  loggedOut: '로그아웃되었습니다.',
  signedUp: '회원가입이 완료되었습니다!',
  emailTaken: '이미 사용 중인 이메일입니다.',
  emailAvailable: '사용 가능한 이메일입니다.',
  teacherRegistered: '강사 등록이 완료되었습니다.',
} as const;
