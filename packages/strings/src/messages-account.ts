// Account mail and the pages it opens (docs/product/messaging.md, docs/product/security.md):
// password reset, email verification, the verification notice and the message preferences
// (알림 설정). Read through a namespace import (`import * as messagesAccount from
// '@academy/strings/messages-account'`), so a page carries only the sections it uses.

/** The password-reset email (template `password-reset`). */
export const resetEmail = {
  subject: '[아카데미] 비밀번호 재설정 안내',
  greeting: (name: string) => `${name}님, 안녕하세요.`,
  body: '비밀번호 재설정을 요청하셨습니다. 아래 링크에서 새 비밀번호를 설정해주세요.',
  button: '새 비밀번호 설정하기',
  validFor: (minutes: number) => `이 링크는 ${minutes}분 동안 한 번만 사용할 수 있습니다.`,
  notYou: '요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.',
} as const;

/** The email-verification email (template `email-verification`). */
export const verifyEmail = {
  subject: '[아카데미] 이메일 주소를 인증해주세요',
  greeting: (name: string) => `${name}님, 아카데미에 오신 것을 환영합니다.`,
  body: '아래 링크를 눌러 이메일 주소 인증을 마쳐주세요. 인증 전에도 학습은 그대로 하실 수 있습니다.',
  button: '이메일 인증하기',
  validFor: (hours: number) => `이 링크는 ${hours}시간 동안 한 번만 사용할 수 있습니다.`,
  notYou: '가입하지 않으셨다면 이 메일을 무시해주세요.',
} as const;

/** The templates' names as people read them (알림 설정, the admin's outbox). */
export const templateNames: Record<string, string> = {
  'password-reset': '비밀번호 재설정',
  'email-verification': '이메일 인증',
  'guardian-invitation': '보호자 초대',
  'question-answered': '질문 답변 알림',
  'feedback-given': '과제 피드백 알림',
  'weekly-report': '주간 학습 보고서',
  'textbook-shipped': '교재 발송 알림',
};

/** The API's answers and refusals. */
export const answers = {
  resetRequested:
    '입력하신 이메일로 가입된 계정이 있다면 비밀번호 재설정 링크를 보냈습니다. 메일함을 확인해주세요.',
  resetAction: '비밀번호 재설정 요청',
  resetDone:
    '비밀번호가 변경되었습니다. 모든 기기에서 로그아웃되었으니 새 비밀번호로 로그인해주세요.',
  resetLinkInvalid:
    '비밀번호 재설정 링크가 올바르지 않거나 만료되었습니다. 비밀번호 찾기에서 다시 요청해주세요.',
  verified: '이메일 인증이 완료되었습니다.',
  verifyLinkInvalid:
    '이메일 인증 링크가 올바르지 않거나 만료되었습니다. 로그인 후 인증 메일을 다시 받아주세요.',
  verificationSent: '인증 메일을 보냈습니다. 메일함을 확인해주세요.',
  alreadyVerified: '이미 인증된 이메일입니다.',
  resendAction: '인증 메일 다시 보내기',
  preferences: '알림 설정입니다.',
  preferenceSaved: '알림 설정이 저장되었습니다.',
  templateUnknown: '알 수 없는 알림입니다.',
  accountAlwaysSent: '계정 알림은 끌 수 없습니다.',
  channelUnknown: '이 알림은 해당 경로로 보내지 않습니다.',
  summaries: {
    requestReset: '비밀번호 재설정 링크 요청 (공개; 계정 유무와 관계없이 같은 답)',
    confirmReset: '새 비밀번호 설정 (공개; 재설정 링크의 토큰, 한 번만)',
    confirmVerification: '이메일 인증 (공개; 인증 링크의 토큰, 한 번만)',
    resendVerification: '인증 메일 다시 보내기 (본인)',
    preferences: '내 알림 설정 (알림별, 경로별)',
    updatePreference: '알림 설정 변경 (알림 하나, 경로 하나)',
  },
} as const;

export const validation = {
  tokenRequired: '링크가 올바르지 않습니다. 메일의 링크를 다시 열어주세요.',
  userInvalid: '링크가 올바르지 않습니다. 메일의 링크를 다시 열어주세요.',
} as const;

/** The site's 비밀번호 찾기 page. */
export const forgotPage = {
  title: '비밀번호 찾기',
  intro: '가입하신 이메일 주소를 입력하시면 비밀번호를 다시 설정할 수 있는 링크를 보내드립니다.',
  email: '이메일',
  submit: '재설정 링크 받기',
  sentTitle: '메일을 확인해주세요',
  again: '다른 이메일로 다시 요청',
  toLogin: '로그인으로',
  failed: '요청하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** The site's 새 비밀번호 설정 page (the reset link). */
export const resetPage = {
  title: '새 비밀번호 설정',
  intro: '새로 사용할 비밀번호를 입력해주세요. 변경하면 모든 기기에서 로그아웃됩니다.',
  password: '새 비밀번호',
  passwordConfirm: '새 비밀번호 확인',
  submit: '비밀번호 변경',
  doneTitle: '비밀번호가 변경되었습니다',
  toLogin: '로그인하기',
  forgotAgain: '재설정 링크 다시 받기',
  failed: '비밀번호를 변경하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** The site's 이메일 인증 page (the verification link). */
export const verifyPage = {
  title: '이메일 인증',
  working: '이메일을 인증하는 중입니다...',
  doneTitle: '이메일 인증이 완료되었습니다',
  toClassroom: '강의실로 가기',
  toHome: '홈으로',
  failedTitle: '이메일을 인증하지 못했습니다',
} as const;

/** The classroom's notice to an unverified student. */
export const verifyNotice = {
  title: '이메일 인증이 필요합니다',
  body: (email: string) =>
    `${email} 주소로 보낸 메일의 링크를 눌러 인증을 마쳐주세요. 인증 전에도 학습은 그대로 할 수 있습니다.`,
  resend: '인증 메일 다시 보내기',
  sent: '인증 메일을 보냈습니다. 메일함을 확인해주세요.',
  failed: '인증 메일을 보내지 못했습니다. 잠시 후 다시 시도해주세요.',
  unverified: '미인증',
} as const;

/** The classroom's 알림 설정 tab. */
export const preferences = {
  title: '알림 설정',
  intro: '받고 싶은 알림과 받을 경로를 고르세요. 바꾸는 즉시 저장됩니다.',
  account: '계정 알림',
  accountHint: '비밀번호 재설정, 이메일 인증 같은 계정 알림은 항상 이메일로 보내드립니다.',
  alwaysSent: '항상 발송',
  informational: '학습 알림',
  promotional: '이벤트·혜택 알림',
  marketing: '마케팅 정보 수신 동의',
  marketingHint:
    '이벤트·혜택 알림은 마케팅 정보 수신에 동의하셨을 때만 보내드립니다. 개인정보 탭의 동의와 같은 항목입니다.',
  marketingOff: '마케팅 정보 수신에 동의하지 않아 이벤트·혜택 알림은 보내지 않습니다.',
  noneYet: '아직 설정할 수 있는 알림이 없습니다.',
  channel: { EMAIL: '이메일', ALIMTALK: '카카오 알림톡', SMS: '문자' } as Record<string, string>,
  toggle: (template: string, channel: string) => `${template} ${channel} 수신`,
  saved: '알림 설정이 저장되었습니다.',
  saveFailed: '알림 설정을 저장하지 못했습니다. 다시 시도해주세요.',
  loadFailed: '알림 설정을 불러오지 못했습니다.',
  changedAt: (when: string) => `${when} 변경`,
} as const;
