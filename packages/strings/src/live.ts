// The live channel's words (issue 22): the lesson chat's refusals and answers, and the texts of
// in-app notifications. The API builds them (it is the only place a notification is written) and
// the screens show them as they come.
export const live = {
  chat: {
    contentRequired: '메시지를 입력해주세요.',
    contentTooLong: (max: number) => `메시지는 ${max}자 이하로 입력해주세요.`,
    forbidden: '이 강의의 채팅방에 참여할 수 없습니다.',
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
  },
  channel: {
    originRefused: '허용되지 않은 출처의 연결입니다.',
    badMessage: '알 수 없는 요청입니다.',
    upgradeRequired: '실시간 연결(WebSocket)로만 사용할 수 있습니다.',
  },
  notification: {
    notFound: '알림을 찾을 수 없습니다.',
    list: '알림 목록입니다.',
    unreadCount: '읽지 않은 알림 수입니다.',
    markedRead: '알림을 읽음으로 표시했습니다.',
    allMarkedRead: '모든 알림을 읽음으로 표시했습니다.',
    questionAnswered: (lectureTitle: string) =>
      `「${lectureTitle}」 강의에 남긴 질문에 답변이 등록되었습니다.`,
    feedbackGiven: (lessonTitle: string) => `「${lessonTitle}」 과제에 피드백이 등록되었습니다.`,
    noticePinned: (noticeTitle: string) => `중요 공지가 등록되었습니다: ${noticeTitle}`,
    enrolmentApproved: (lectureTitle: string) => `「${lectureTitle}」 수강 신청이 승인되었습니다.`,
    enrolmentDeclined: (lectureTitle: string) => `「${lectureTitle}」 수강 신청이 거절되었습니다.`,
    questionAsked: (lectureTitle: string) => `「${lectureTitle}」 강의에 새 질문이 등록되었습니다.`,
    submissionArrived: (lessonTitle: string) => `「${lessonTitle}」 과제가 새로 제출되었습니다.`,
  },
} as const;
