// Consents, a person's own data and withdrawal (docs/product/privacy.md): the documents' names,
// the sign-up's consent boxes, my page's 개인정보 tab, the classroom's agree-again screen, the
// admin's documents screen, the API's answers and the messages of their forms. Kept apart from
// the apps' catalogues: only the screens that show them load these words.

/** What each document is called (the kinds: TERMS, PRIVACY, PRIVACY_OPTIONAL, MARKETING). */
export const kinds = {
  TERMS: '이용약관',
  PRIVACY: '개인정보 수집·이용 (필수)',
  PRIVACY_OPTIONAL: '개인정보 수집·이용 (선택)',
  MARKETING: '마케팅 정보 수신',
} as const;

export const required = '필수';
export const optional = '선택';
export const versionLabel = (version: number) => `${version}판`;

/** The sign-up's last step. */
export const signup = {
  heading: '약관 동의',
  agree: (name: string, isRequired: boolean) =>
    `[${isRequired ? '필수' : '선택'}] ${name}에 동의합니다`,
  view: '전문 보기',
  viewOf: (name: string) => `${name} 전문 보기 (새 창)`,
  loading: '약관을 불러오는 중입니다.',
  loadFailed: '약관을 불러오지 못했습니다. 새로고침한 뒤 다시 시도해주세요.',
  marketingHint:
    '이벤트, 강의 소식과 혜택을 문자와 이메일로 받아볼 수 있습니다. 동의하지 않아도 가입할 수 있습니다.',
  optionalHint:
    '진학 상담 자료와 학습 통계에 프로필을 활용합니다. 동의하지 않아도 가입할 수 있습니다.',
};

/** The public pages of the documents (/terms, /privacy, /agreements/...). */
export const documentPage = {
  published: (date: string) => `시행일: ${date}`,
  missing: '아직 게시된 문서가 없습니다.',
  optionalTitle: '개인정보 수집·이용 동의 (선택)',
  marketingTitle: '마케팅 정보 수신 동의',
  description: 'EJU 아카데미의 약관과 개인정보 처리 안내입니다.',
};

/** My page's 개인정보 tab: the consents, their history and 내 정보 내려받기. */
export const mypage = {
  consentsTitle: '동의 현황',
  consentsHint: '필수 동의는 회원 탈퇴로 철회할 수 있습니다. 선택 동의는 언제든 바꿀 수 있습니다.',
  agreedOn: (version: string, date: string) => `${version} 동의 · ${date}`,
  declined: '동의하지 않음',
  toggleLabel: (name: string) => `${name} 동의`,
  granted: '동의했습니다.',
  withdrawn: '동의를 철회했습니다.',
  historyTitle: '동의 기록',
  historyEmpty: '동의 기록이 없습니다.',
  historyColumns: { kind: '항목', version: '판', choice: '선택', when: '일시', source: '경로' },
  grantedCell: '동의',
  withdrawnCell: '철회',
  sources: {
    SIGNUP: '회원가입',
    MYPAGE: '마이페이지',
    RECONSENT: '재동의',
    SEED: '데모 데이터',
  },
  viewDocument: '전문 보기',
  exportTitle: '내 정보 내려받기',
  exportHint:
    '학원이 보관하는 내 정보(프로필, 수강, 학습 기록, 퀴즈, 과제, 질문, 후기, 채팅, 알림, 동의 기록)를 JSON 파일 한 개로 받습니다. 파일이 준비되면 15분 동안 한 번 내려받을 수 있는 링크가 만들어집니다.',
  exportRequest: '내려받기 요청',
  exportRequested: '요청했습니다. 파일이 준비되면 이곳에 내려받기 버튼이 나타납니다.',
  exportDownload: '내려받기',
  exportEmpty: '아직 요청한 파일이 없습니다.',
  exportStatus: {
    PENDING: '준비 중',
    READY: '내려받기 가능',
    DOWNLOADED: '내려받음',
    EXPIRED: '기간 만료',
  },
  exportRequestedAt: (date: string) => `${date} 요청`,
  exportLoadFailed: '내려받기 요청 목록을 불러오지 못했습니다.',
  consentsLoadFailed: '동의 현황을 불러오지 못했습니다.',
};

/** The classroom's screen when a required document has a newer version than the one agreed. */
export const gate = {
  title: '약관이 바뀌었습니다',
  body: '아래 문서가 새 판으로 바뀌었습니다. 계속 이용하려면 내용을 확인하고 동의해주세요.',
  agree: '동의하고 계속하기',
  check: (name: string, version: string) => `${name} (${version})에 동의합니다`,
  checkAll: '모든 항목에 동의해주세요.',
  logout: '로그아웃',
};

/** The admin's 약관 관리 screen. */
export const admin = {
  title: '약관 관리',
  intro:
    '게시한 판은 바꿀 수 없습니다. 새 판을 게시하면 필수 문서는 회원에게 다시 동의를 받습니다.',
  current: (version: string, date: string) => `현재 ${version} · ${date} 게시`,
  none: '게시된 판이 없습니다.',
  history: '지난 판',
  newVersion: '새 판 작성',
  kindLabel: '문서',
  titleLabel: '제목',
  bodyLabel: '본문',
  bodyHint: '빈 줄로 문단을 나눕니다. "## "로 시작하는 줄은 소제목입니다.',
  publish: '게시',
  confirmTitle: '새 판 게시',
  confirmBody: (name: string, version: string) =>
    `${name} ${version}을 게시합니다. 게시한 판은 바꾸거나 지울 수 없습니다.`,
  confirm: '게시하기',
  cancel: '취소',
  published: '새 판을 게시했습니다.',
  loadFailed: '약관을 불러오지 못했습니다.',
};

/** The API's answers and refusals. */
export const answers = {
  documents: '게시된 약관입니다.',
  documentHistory: '약관의 모든 판입니다.',
  published: '새 판을 게시했습니다.',
  noDocument: '게시된 문서가 없습니다.',
  adminOnly: '약관은 관리자만 게시할 수 있습니다.',
  myConsents: '동의 현황입니다.',
  consentsRecorded: '동의 내용을 저장했습니다.',
  requiredMissing: (name: string) => `${name}에 동의해야 가입할 수 있습니다.`,
  staleVersion: (name: string) =>
    `${name}이(가) 새 판으로 바뀌었습니다. 페이지를 새로고침한 뒤 다시 동의해주세요.`,
  requiredWithdraw: (name: string) =>
    `${name}은(는) 필수 동의라 철회할 수 없습니다. 동의를 철회하려면 회원 탈퇴를 해주세요.`,
  requiredUnpublished: '약관이 아직 게시되지 않아 동의할 수 없습니다.',
  exports: '내 정보 내려받기 요청 목록입니다.',
  exportRequested: '내려받기를 요청했습니다. 파일이 준비되면 내려받을 수 있습니다.',
  exportBusy: '이미 준비 중이거나 내려받지 않은 파일이 있습니다. 그 파일을 먼저 내려받아주세요.',
  exportDailyLimit: (count: number) =>
    `내 정보 내려받기는 하루에 ${count}번까지 요청할 수 있습니다. 내일 다시 요청해주세요.`,
  exportNotReady: '파일이 아직 준비되지 않았습니다. 잠시 후 다시 시도해주세요.',
  exportGone: '이미 내려받았거나 보관 기간이 지난 파일입니다. 새로 요청해주세요.',
  linkReady: '내려받기 링크를 만들었습니다. 15분 동안 한 번 쓸 수 있습니다.',
  linkUsed: '이미 사용한 내려받기 링크입니다. 파일이 필요하면 새로 요청해주세요.',
  linkExpired: '내려받기 링크가 만료되었습니다. 마이페이지에서 내려받기를 다시 눌러주세요.',
  linkInvalid: '내려받기 링크가 올바르지 않습니다. 마이페이지에서 내려받기를 다시 눌러주세요.',
  summaries: {
    documents: '게시된 약관 (each kind, its current version)',
    document: '약관 한 종류의 현재 판',
    history: '약관의 모든 판 (ADMIN)',
    publish: '약관 새 판 게시 (ADMIN)',
    myConsents: '내 동의 현황과 기록',
    changeConsents: '동의 / 철회 (append-only)',
    exports: '내 정보 내려받기 요청 목록',
    requestExport: '내 정보 내려받기 요청',
    exportLink: '내려받기 링크 발급 (15분, 한 번)',
    exportFile: '내 정보 파일 (JSON)',
  },
};

/**
 * Version 1 of the two optional documents, published by the first start (the required ones start
 * from the policy pages' text, policies.ts). Later versions are written on the admin's screen.
 */
export const firstVersions = {
  PRIVACY_OPTIONAL: {
    title: '개인정보 수집·이용 동의 (선택)',
    body: [
      '## 수집 항목',
      '지망 대학과 학부, EJU 성적, 학습 기간, 계열, 남기신 메모',
      '## 이용 목적',
      '진학 상담 자료 작성, 학원의 합격 통계와 강의 개선을 위한 학습 통계(개인을 알아볼 수 없게 가공하여 이용)',
      '## 보관 기간',
      '동의를 철회하거나 회원 탈퇴할 때까지 보관하며, 그 후 지체 없이 파기합니다.',
      '## 동의를 거부할 권리',
      '동의하지 않아도 회원가입과 강의 수강에 제한이 없습니다. 마이페이지에서 언제든 동의를 바꿀 수 있습니다.',
    ].join('\n\n'),
  },
  MARKETING: {
    title: '마케팅 정보 수신 동의',
    body: [
      '## 받는 정보',
      '새 강의와 특강 소식, 할인과 이벤트 안내, 설명회 일정',
      '## 받는 방법',
      '이메일, 문자(SMS/알림톡). 광고성 정보는 밤 9시부터 아침 8시까지 보내지 않습니다.',
      '## 보관 기간',
      '동의를 철회하거나 회원 탈퇴할 때까지 보관합니다. 동의와 철회의 기록은 탈퇴 후 5년 동안 보관합니다.',
      '## 동의를 거부할 권리',
      '동의하지 않아도 회원가입과 강의 수강에 제한이 없습니다. 수업 일정, 과제 피드백 같은 서비스 안내는 동의와 관계없이 보내 드립니다. 마이페이지에서 언제든 철회할 수 있습니다.',
    ].join('\n\n'),
  },
};
