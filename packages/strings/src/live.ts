// The live channel's words (docs/decisions/016-live-channel.md): the lesson chat's refusals and
// answers, and the texts of in-app notifications. The API builds them (it is the only place a
// notification is written) and the screens show them as they come.
export const chat = {
  contentRequired: '메시지를 입력해주세요.',
  contentTooLong: (max: number) => `메시지는 ${max}자 이하로 입력해주세요.`,
  forbidden: '이 강의의 채팅방에 참여할 수 없습니다.',
  accessEnded: '수강 기간이 끝나 채팅방에서 나왔습니다.',
  lessonNotFound: '수업을 찾을 수 없습니다.',
  messageNotFound: '메시지를 찾을 수 없습니다.',
  deleteForbidden: '메시지는 강의 담당 선생님과 관리자만 삭제할 수 있습니다.',
  alreadyDeleted: '이미 삭제된 메시지입니다.',
  rateLimitedAction: '메시지 전송',
  invalidCursor: '메시지 위치가 올바르지 않습니다.',
  deletedPlaceholder: '삭제된 메시지입니다.',
  history: '채팅 기록입니다.',
  sent: '메시지를 보냈습니다.',
  deleted: '메시지를 삭제했습니다.',
  presence: '채팅방 참여자 목록입니다.',
} as const;

export const channel = {
  originRefused: '허용되지 않은 출처의 연결입니다.',
  badMessage: '알 수 없는 요청입니다.',
  upgradeRequired: '실시간 연결(WebSocket)로만 사용할 수 있습니다.',
  tooFast: '요청이 너무 잦습니다. 잠시 후 다시 시도해주세요.',
  connectAction: '실시간 연결',
} as const;

export const notification = {
  notFound: '알림을 찾을 수 없습니다.',
  list: '알림 목록입니다.',
  unreadCount: '읽지 않은 알림 수입니다.',
  markedRead: '알림을 읽음으로 표시했습니다.',
  allMarkedRead: '모든 알림을 읽음으로 표시했습니다.',
  questionAnswered: (lectureTitle: string) =>
    `「${lectureTitle}」 강의에 남긴 질문에 답변이 등록되었습니다.`,
  feedbackGiven: (lessonTitle: string) => `「${lessonTitle}」 과제에 피드백이 등록되었습니다.`,
  noticePinned: (noticeTitle: string) => `중요 공지가 등록되었습니다: ${noticeTitle}`,
  questionAsked: (lectureTitle: string) => `「${lectureTitle}」 강의에 새 질문이 등록되었습니다.`,
  submissionArrived: (lessonTitle: string) => `「${lessonTitle}」 과제가 새로 제출되었습니다.`,
} as const;

/** The lesson chat panel in the classroom (채팅 기록 tab). */
export const panel = {
  label: '수업 채팅',
  log: '채팅 메시지',
  empty: '아직 메시지가 없습니다. 첫 메시지를 남겨 보세요.',
  loadOlder: '이전 메시지 더 보기',
  loadOlderFailed: '이전 메시지를 불러오지 못했습니다.',
  loadFailed: '채팅 기록을 불러오지 못했습니다.',
  input: '메시지',
  inputHint: (max: number) => `Enter로 보내기, Shift+Enter로 줄바꿈 (${max}자 이하)`,
  send: '보내기',
  sendFailed: '메시지를 보내지 못했습니다.',
  delete: '삭제',
  deleteMessage: (author: string) => `${author}님의 메시지 삭제`,
  confirmDelete: '이 메시지를 삭제할까요? 모든 참여자에게 삭제된 메시지로 표시됩니다.',
  deleteFailed: '메시지를 삭제하지 못했습니다.',
  present: (count: number) => `지금 참여 중 ${count}명`,
  presentList: '채팅방 참여자',
  me: '나',
  connecting: '실시간 연결 중…',
  reconnecting: '연결이 끊겼습니다. 다시 연결하는 중…',
  closed: '실시간 연결이 종료되었습니다. 페이지를 새로고침해 주세요.',
  roles: { STUDENT: '학생', TEACHER: '선생님', ADMIN: '관리자', PARENT: '보호자' },
} as const;

/** The notification bell in the classroom and admin headers. */
export const bell = {
  /** The bell's name holds the badge's visible count as a word (99+ above 99): WCAG 2.5.3. */
  label: (unread: number) =>
    unread > 0 ? `알림, 읽지 않음 ${unread > 99 ? '99+' : unread}` : '알림',
  title: '알림',
  empty: '새 알림이 없습니다.',
  loadFailed: '알림을 불러오지 못했습니다.',
  markRead: '읽음',
  markReadOf: (text: string) => `읽음으로 표시: ${text}`,
  markAllRead: '모두 읽음',
  unread: '읽지 않음',
  more: (count: number) => `외 ${count}개`,
} as const;
