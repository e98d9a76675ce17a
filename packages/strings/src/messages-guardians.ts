// Guardians (docs/product/parents.md): the parent's role, invitations by email or phone, the
// guardian links a student sees and the parent's list of children. Server messages, the words of
// my page's 보호자 tab, the parent's classroom, the site's acceptance page, the admin's student page
// and the invitation's email and SMS. Read through a namespace import.
import { brand } from './site.ts';

/** Days an invitation's link works (docs/product/parents.md). */
export const INVITATION_DAYS = 7;
/** The age from which a student removes a guardian themselves (under it: staff do). */
export const ADULT_AGE = 19;

export const validation = {
  addressRequired: '이메일 또는 휴대폰 번호 중 하나를 입력하세요',
  oneAddress: '이메일과 휴대폰 번호 중 하나만 입력하세요',
  birthDateInvalid: '생년월일은 YYYY-MM-DD 형식의 날짜로 입력하세요',
  birthDateFuture: '생년월일은 오늘 이전 날짜로 입력하세요',
} as const;

export const errors = {
  parentsRefused: '보호자 계정으로는 이용할 수 없는 기능입니다.',
  addressIsStudent:
    '학생 계정으로 가입된 이메일입니다. 보호자는 학생 계정과 다른 이메일로 초대해 주세요.',
  addressIsStaff: '강사·관리자 계정으로 가입된 이메일입니다. 보호자는 다른 이메일로 초대해 주세요.',
  ownAddress: '자신의 이메일이나 휴대폰 번호로는 초대할 수 없습니다.',
  alreadyFollowing: '이미 연결된 보호자입니다.',
  invitationPending: '이 주소로 보낸 초대가 아직 유효합니다. 취소한 뒤 다시 보낼 수 있습니다.',
  tooManyPending: (max: number) => `대기 중인 초대는 최대 ${max}개까지 보낼 수 있습니다.`,
  invitationNotFound: '초대를 찾을 수 없습니다. 받은 링크를 다시 확인해 주세요.',
  invitationExpired: `초대 기간(${INVITATION_DAYS}일)이 지났습니다. 학생에게 다시 초대해 달라고 요청해 주세요.`,
  invitationAccepted: '이미 수락된 초대입니다. 보호자 계정으로 로그인해 자녀를 확인하세요.',
  invitationCancelled: '취소된 초대입니다. 학생에게 다시 초대해 달라고 요청해 주세요.',
  acceptNotParent:
    '학생·강사 계정으로는 보호자 초대를 수락할 수 없습니다. 로그아웃한 뒤 보호자 계정으로 수락해 주세요.',
  emailIsStudent:
    '학생 계정으로 가입된 이메일입니다. 보호자 계정은 학생 계정과 다른 이메일로 만들어 주세요.',
  emailIsParent: '이미 가입된 보호자 이메일입니다. 그 계정으로 로그인한 뒤 수락해 주세요.',
  emailIsStaff: '강사·관리자 계정으로 가입된 이메일입니다. 다른 이메일로 만들어 주세요.',
  removalNeedsStaff:
    '만 19세 미만 학생은 보호자 연결을 직접 해제할 수 없습니다. 삭제는 학원에 요청해주세요.',
  guardianNotFound: '연결된 보호자를 찾을 수 없습니다.',
  childNotFound: '연결된 자녀가 아닙니다.',
  parentAccountNotFound: '이 이메일로 가입된 보호자 계정이 없습니다. 초대를 보내 주세요.',
  studentNotFound: '학생을 찾을 수 없습니다.',
  birthDateLocked:
    '보호자가 연결된 뒤에는 생년월일을 학원에서만 바꿀 수 있습니다. 학원에 요청해 주세요.',
} as const;

export const answers = {
  guardians: '보호자 목록입니다.',
  invited: '보호자에게 초대를 보냈습니다.',
  cancelled: '초대를 취소했습니다.',
  removed: '보호자 연결을 해제했습니다.',
  linked: '보호자를 연결했습니다.',
  children: '자녀 목록입니다.',
  unfollowed: '자녀와의 연결을 해제했습니다.',
  invitation: '보호자 초대입니다.',
  accepted: '초대를 수락했습니다. 이제 자녀의 학습 현황을 볼 수 있습니다.',
  birthDateSaved: '생년월일을 저장했습니다.',
} as const;

/** An invitation's state as lists show it. */
export const states = {
  PENDING: '대기 중',
  EXPIRED: '만료됨',
} as const;

/** my page's 보호자 tab (a student). */
export const mypage = {
  title: '나의 보호자',
  lead: '보호자는 내 강의 진도, 학습 시간, 퀴즈 결과, 과제와 질문 목록을 볼 수 있습니다. 메시지와 비밀번호는 볼 수 없습니다.',
  empty: '연결된 보호자가 없습니다.',
  linkedOn: (date: string) => `${date} 연결`,
  remove: '연결 해제',
  removeTitle: '보호자 연결 해제',
  removeConfirm: (name: string) =>
    `${name}님과의 연결을 해제할까요? 보호자는 더 이상 내 학습 현황을 볼 수 없습니다.`,
  askAcademy: '만 19세 미만은 보호자 연결을 직접 해제할 수 없습니다. 삭제는 학원에 요청해주세요.',
  pendingTitle: '대기 중인 초대',
  pendingEmpty: '대기 중인 초대가 없습니다.',
  expiresOn: (date: string) => `${date}까지 유효`,
  expired: '만료됨',
  cancel: '초대 취소',
  cancelTitle: '초대 취소',
  cancelConfirm: '이 초대를 취소할까요? 보낸 링크는 더 이상 쓸 수 없습니다.',
  inviteTitle: '보호자 초대하기',
  inviteLead: `보호자의 이메일이나 휴대폰 번호로 초대 링크를 보냅니다. 링크는 ${INVITATION_DAYS}일 동안 유효합니다.`,
  byEmail: '이메일',
  byPhone: '휴대폰',
  channel: '보낼 곳',
  email: '보호자 이메일',
  phone: '보호자 휴대폰 번호',
  phonePlaceholder: '010-0000-0000',
  send: '초대 보내기',
  sending: '보내는 중…',
  loadError: '보호자 정보를 불러오지 못했습니다.',
  sendFailed: '초대를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
} as const;

/** The optional birth date on my page's profile and the admin's student page. */
export const birthDate = {
  label: '생년월일',
  description: '선택 입력입니다. 만 19세 이상이면 보호자 연결을 직접 해제할 수 있습니다.',
  unknown: '미입력',
  save: '저장',
  edit: '생년월일 수정',
} as const;

/** The parent's classroom: the nav and the list of children. */
export const children = {
  title: '자녀 학습 현황',
  navLabel: '보호자 메뉴',
  nav: { children: '자녀 목록', account: '내 계정', site: '사이트 홈' },
  empty: '연결된 자녀가 없습니다. 자녀가 보낸 초대 링크를 열어 연결할 수 있습니다.',
  lectures: (count: number) => `수강 중인 강의 ${count}개`,
  linkedOn: (date: string) => `${date}부터 연결`,
  open: '학습 현황 보기',
  unfollow: '연결 해제',
  unfollowTitle: '자녀 연결 해제',
  unfollowConfirm: (name: string) =>
    `${name}님과의 연결을 해제할까요? 다시 연결하려면 새 초대가 필요합니다.`,
  loadError: '자녀 목록을 불러오지 못했습니다.',
  retry: '다시 시도',
  accountTitle: '내 계정',
} as const;

/** The site's page an invitation's link opens. */
export const accept = {
  title: '보호자 초대',
  documentTitle: '보호자 초대 수락',
  invitedBy: (student: string) => `${student} 학생이 보호자로 초대했습니다.`,
  lead: '수락하면 자녀의 강의 진도, 학습 시간, 퀴즈 결과, 과제와 질문 목록을 볼 수 있습니다.',
  validUntil: (date: string) => `${date}까지 유효한 초대입니다.`,
  newAccount: '보호자 계정 만들기',
  newAccountLead: '처음이라면 보호자 계정을 만들고 수락하세요. 학생 계정과 다른 이메일을 쓰세요.',
  name: '이름',
  email: '이메일',
  password: '비밀번호',
  passwordDescription: '8자 이상',
  createAndAccept: '계정 만들고 수락',
  haveAccount: '이미 보호자 계정이 있나요?',
  loginToAccept: '로그인하고 수락하기',
  signedInAs: (name: string) => `${name}님(보호자)으로 로그인되어 있습니다.`,
  acceptAsMe: '이 계정으로 수락',
  wrongRole: errors.acceptNotParent,
  done: '연결되었습니다',
  doneLead: (student: string) => `이제 ${student} 학생의 학습 현황을 볼 수 있습니다.`,
  goChildren: '자녀 학습 현황 보기',
  missingAccount: '보호자 계정을 만들거나, 보호자 계정으로 로그인한 뒤 수락해 주세요.',
  missingToken: '초대 링크가 올바르지 않습니다. 받은 링크를 다시 확인해 주세요.',
  loadError: '초대를 불러오지 못했습니다.',
} as const;

/** The admin's student page: its 보호자 section. */
export const admin = {
  title: '보호자',
  empty: '연결된 보호자가 없습니다.',
  remove: '연결 해제',
  removeConfirm: (name: string) => `${name}님과 학생의 연결을 해제할까요?`,
  pending: '대기 중인 초대',
  cancel: '초대 취소',
  invite: '초대 보내기',
  inviteLead: '보호자의 이메일이나 휴대폰 번호로 초대 링크를 보냅니다.',
  link: '보호자 계정 연결',
  linkLead: '이미 보호자 계정이 있으면 그 이메일로 바로 연결합니다.',
  linkEmail: '보호자 계정 이메일',
  linkSubmit: '연결',
  loadError: '보호자 정보를 불러오지 못했습니다.',
  invitedBy: {
    student: '학생이 초대',
    staff: '학원이 초대',
  },
  linkedBy: { student: '초대 수락', staff: '학원이 연결' },
} as const;

/** The invitation's message (lib/outbox/templates/guardian-invitation.ts). */
export const invitationMessage = {
  subject: (student: string) => `[${brand}] ${student} 학생이 보호자로 초대했습니다`,
  greeting: '안녕하세요.',
  body: (student: string) =>
    `${student} 학생이 ${brand}의 보호자로 초대했습니다. 수락하면 자녀의 강의 진도와 학습 현황을 볼 수 있습니다.`,
  action: '초대 수락하기',
  expires: (date: string) => `이 링크는 ${date}까지 유효하며 한 번만 쓸 수 있습니다.`,
  ignore: '초대받을 일이 없다면 이 메일을 무시하셔도 됩니다.',
  sms: (student: string, url: string) =>
    `[${brand}] ${student} 학생이 보호자로 초대했습니다. 수락: ${url}`,
} as const;
