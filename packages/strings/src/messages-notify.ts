// The words of the messages that reach a student away from the site (docs/product/messaging.md):
// a teacher's answer and an assignment's feedback, by 알림톡 (SMS when 알림톡 cannot be delivered).
// An 알림톡 text must match the template approved by Kakao word for word, variables aside.

export const questionAnswered = {
  alimtalk: (title: string, url: string) =>
    `[학원] 질문에 답변이 등록되었습니다.\n\n강의: ${title}\n\n아래 주소에서 선생님의 답변을 확인해주세요.\n${url}`,
  sms: (title: string, url: string) => `[학원] 「${title}」 질문에 답변이 등록되었습니다. ${url}`,
} as const;

export const feedbackGiven = {
  alimtalk: (title: string, url: string) =>
    `[학원] 과제에 피드백이 등록되었습니다.\n\n과제: ${title}\n\n아래 주소에서 선생님의 피드백을 확인해주세요.\n${url}`,
  sms: (title: string, url: string) => `[학원] 「${title}」 과제에 피드백이 등록되었습니다. ${url}`,
} as const;
