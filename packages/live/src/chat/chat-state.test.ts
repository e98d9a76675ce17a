import type { ChatMessage } from '@academy/api-client/contract/live';
import { describe, expect, it } from 'vitest';
import { chatReducer, initialChat, newestId } from './chat-state.ts';

const message = (id: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  lessonId: 7,
  author: { id: 1, name: '김하늘', role: 'STUDENT' },
  content: `메시지 ${id}`,
  deleted: false,
  createdAt: '2026-11-25T07:00:00.000Z',
  ...extra,
});

describe('chatReducer', () => {
  it('keeps messages oldest first and each once, whichever way they arrived', () => {
    let state = chatReducer(initialChat, {
      type: 'newest',
      page: { messages: [message(3), message(4)], hasMore: true },
    });
    state = chatReducer(state, { type: 'messages', messages: [message(5), message(4)] });
    state = chatReducer(state, {
      type: 'older',
      page: { messages: [message(1), message(2)], hasMore: false },
    });
    expect(state.messages.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(state.hasOlder).toBe(false);
    expect(newestId(state)).toBe(5);
  });

  it('a deletion wins over a stale copy of the message', () => {
    let state = chatReducer(initialChat, {
      type: 'newest',
      page: { messages: [message(1)], hasMore: false },
    });
    state = chatReducer(state, {
      type: 'messages',
      messages: [message(1, { deleted: true, content: '' })],
    });
    state = chatReducer(state, { type: 'messages', messages: [message(1)] });
    expect(state.messages[0]).toMatchObject({ deleted: true, content: '' });
  });

  it('a refetched newest page does not bring back the 이전 메시지 button', () => {
    let state = chatReducer(initialChat, {
      type: 'newest',
      page: { messages: [message(3)], hasMore: true },
    });
    state = chatReducer(state, { type: 'older', page: { messages: [message(1)], hasMore: false } });
    state = chatReducer(state, {
      type: 'newest',
      page: { messages: [message(3)], hasMore: true },
    });
    expect(state.hasOlder).toBe(false);
  });
});
