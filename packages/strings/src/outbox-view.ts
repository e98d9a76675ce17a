// The admin's local outbox view (docs/product/messaging.md, docs/product/screens.md): the list of
// messages and one message as it would be sent.

import { titles } from './admin.ts';

export const answers = {
  list: '발송함 목록입니다.',
  detail: '메시지 내용입니다.',
  summaries: {
    list: '발송함: 메시지 목록 (최신순, 채널·상태·알림 종류로 거르기, 관리자)',
    detail: '발송함: 메시지 하나를 보낼 모양 그대로 보기 (관리자, 열람 기록)',
  },
} as const;

export const screen = {
  title: titles.outbox,
  nav: titles.outbox,
  intro:
    '이메일·알림톡·문자로 보내는 메시지입니다. 로컬 모드에서는 실제로 보내지 않고 여기에 보관합니다. 주소는 가려서 보여줍니다.',
  channel: '채널',
  state: '상태',
  template: '알림 종류',
  any: '전체',
  createdAt: '작성',
  recipient: '받는 사람',
  address: '주소',
  attempts: '시도',
  open: '보기',
  openLabel: (id: number) => `${id}번 메시지 보기`,
  noRecipient: '계정 없음',
  empty: '메시지가 없습니다.',
  loadError: '발송함을 불러오지 못했습니다.',
  more: '더 보기',
  channels: { EMAIL: '이메일', ALIMTALK: '알림톡', SMS: '문자' } as Record<string, string>,
  states: {
    PENDING: '대기',
    SENDING: '발송 중',
    SENT: '발송됨',
    FAILED: '실패',
    HELD: '보관 (로컬)',
    SKIPPED: '생략 (이미 읽음)',
  } as Record<string, string>,
  purposes: { ACCOUNT: '계정', INFORMATIONAL: '정보', PROMOTIONAL: '광고' } as Record<
    string,
    string
  >,
} as const;

export const detail = {
  title: (id: number) => `메시지 ${id}`,
  back: '발송함으로',
  held: '로컬 모드: 이 메시지는 실제로 발송되지 않았습니다.',
  notSentYet: '아직 발송되지 않은 메시지입니다.',
  subject: '제목',
  html: 'HTML 본문',
  htmlFrame: '메일 HTML 미리보기',
  text: '텍스트 본문',
  message: '메시지 본문',
  notRenderable: '이 메시지의 알림 종류로 내용을 만들 수 없습니다.',
  purpose: '목적',
  notBefore: '발송 예정',
  sentAt: '발송',
  lastError: '마지막 오류',
  loadError: '메시지를 불러오지 못했습니다.',
  logged: '이 메시지를 연 기록은 열람 기록에 남습니다.',
} as const;
