import type { ServerFrame } from '@academy/api-client/contract/live';
import { loadFrameSchemas, type SocketLike } from '@academy/api-client/live-client';
import { notificationKeys } from '@academy/api-client/queries/live';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLiveConnection } from './connection.ts';

class FakeSocket implements SocketLike {
  readyState = 1;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send() {}
  close() {}
  push(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const notification = (id: number) => ({
  id,
  kind: 'QUESTION_ANSWERED' as const,
  text: '「수학」 강의에 남긴 질문에 답변이 등록되었습니다.',
  link: { app: 'classroom' as const, path: '/mypage/questions/1' },
  readAt: null,
  createdAt: '2026-11-25T07:00:00.000Z',
});

function setup() {
  const queryClient = new QueryClient();
  const socket = new FakeSocket();
  const connection = createLiveConnection(queryClient, {
    url: 'ws://test/api/live',
    createSocket: () => socket,
  });
  socket.onopen?.({});
  return { queryClient, socket, connection };
}

// Frames with records wait for the contract's schemas, which load once (live-client.ts).
beforeAll(() => loadFrameSchemas());

describe('the live connection', () => {
  it('counts a notification as it arrives, once, and refreshes the lists', () => {
    const { queryClient, socket } = setup();
    queryClient.setQueryData(notificationKeys.unreadCount(), 2);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    socket.push({ type: 'ready', userId: 5 });
    socket.push({ type: 'notification', notification: notification(10) });
    socket.push({ type: 'notification', notification: notification(10) });
    expect(queryClient.getQueryData(notificationKeys.unreadCount())).toBe(3);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [...notificationKeys.all, 'list'] });
  });

  it('rereads notifications after a reconnect (they are not replayed)', () => {
    const { queryClient, socket } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    socket.push({ type: 'ready', userId: 5 });
    expect(invalidate).not.toHaveBeenCalled();
    socket.push({ type: 'ready', userId: 5 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.all });
  });

  it('hands chat frames to the screens that listen, until they stop', () => {
    const { socket, connection } = setup();
    const heard: string[] = [];
    const stop = connection.subscribe((frame) => heard.push(frame.type));
    socket.push({ type: 'presence', lessonId: 3, users: [] });
    stop();
    socket.push({ type: 'presence', lessonId: 3, users: [] });
    expect(heard).toEqual(['presence']);
    expect(connection.status()).toBe('open');
  });
});
