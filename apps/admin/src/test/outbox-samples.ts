// Messages the outbox screen's tests and stories show: a reset link the local mode kept, a
// verification waiting, and a text message that failed.
import type { OutboxMessage } from '@academy/api-client/contract/outbox';

export const sampleTemplates = ['password-reset', 'email-verification'];

export const sampleMessages: OutboxMessage[] = [
  {
    id: 3,
    createdAt: '2026-11-28T03:00:00.000Z',
    channel: 'EMAIL',
    address: 'ki***@example.com',
    template: 'password-reset',
    state: 'HELD',
    attempts: 1,
    recipient: { id: 7, name: '김민지' },
    sentAt: null,
    lastError: null,
    purpose: 'ACCOUNT',
    notBefore: '2026-11-28T03:00:00.000Z',
    email: {
      subject: '[아카데미] 비밀번호 재설정 안내',
      text: '김민지님, 안녕하세요.\n\nhttp://localhost:3000/reset-password?user=7&token=abc',
      html: '<p style="color:#212529">김민지님, 안녕하세요.</p>',
    },
    text: null,
  },
  {
    id: 2,
    createdAt: '2026-11-28T02:00:00.000Z',
    channel: 'EMAIL',
    address: 'pa***@example.com',
    template: 'email-verification',
    state: 'PENDING',
    attempts: 0,
    recipient: { id: 8, name: '박서준' },
    sentAt: null,
    lastError: null,
    purpose: 'ACCOUNT',
    notBefore: '2026-11-28T02:00:00.000Z',
    email: {
      subject: '[아카데미] 이메일 주소를 인증해주세요',
      text: '박서준님, 아카데미에 오신 것을 환영합니다.',
      html: '<p>박서준님, 아카데미에 오신 것을 환영합니다.</p>',
    },
    text: null,
  },
  {
    id: 1,
    createdAt: '2026-11-27T09:00:00.000Z',
    channel: 'SMS',
    address: '010-****-5678',
    template: 'question-answered',
    state: 'FAILED',
    attempts: 5,
    recipient: null,
    sentAt: null,
    lastError: '503',
    purpose: null,
    notBefore: '2026-11-27T09:00:00.000Z',
    email: null,
    text: null,
  },
];
