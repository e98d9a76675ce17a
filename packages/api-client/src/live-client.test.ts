import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, Notification, ServerFrame } from './contract/live.ts';
import { createLiveClient, loadFrameSchemas, type SocketLike } from './live-client.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.drop(code);
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const message = (id: number, lessonId = 7): ChatMessage => ({
  id,
  lessonId,
  author: { id: 1, name: '학생', role: 'STUDENT' },
  content: `메시지 ${id}`,
  deleted: false,
  createdAt: '2026-11-25T04:00:00.000Z',
});

const notification: Notification = {
  id: 3,
  kind: 'QUESTION_ANSWERED',
  text: '답변이 등록되었습니다.',
  link: { app: 'classroom', path: '/mypage/questions/1' },
  readAt: null,
  createdAt: '2026-11-25T04:00:00.000Z',
};

let sockets: FakeSocket[];
let frames: ServerFrame[];
const start = (
  extra: Partial<Parameters<typeof createLiveClient>[0]> = {},
  create = createLiveClient,
) =>
  create({
    url: 'ws://test/api/live',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    onFrame: (frame) => frames.push(frame),
    backoff: () => 1000,
    ...extra,
  });

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  frames = [];
});
afterEach(() => vi.useRealTimers());

describe('the frames’ schemas', () => {
  it('are not loaded for ready and pong; a frame with a record waits for them, in order', async () => {
    // A module of its own: the schemas are not loaded yet.
    vi.resetModules();
    const fresh = await import('./live-client.ts');
    const client = start({}, fresh.createLiveClient);
    sockets[0]!.open();
    sockets[0]!.push({ type: 'ready', userId: 1 });
    expect(frames).toEqual([{ type: 'ready', userId: 1 }]);
    sockets[0]!.push({ type: 'notification', notification });
    sockets[0]!.push({ type: 'pong' }); // after the notification, so it waits too
    expect(frames.map((f) => f.type)).toEqual(['ready']);
    await fresh.loadFrameSchemas();
    expect(frames.map((f) => f.type)).toEqual(['ready', 'notification', 'pong']);
    // Once loaded, the schemas read every frame: a ready without its user is dropped.
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'ready' }) });
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'ready', userId: 'x' }) });
    expect(frames).toHaveLength(3);
    client.close();
  });

  it('drop a ready or pong that is not the contract’s before they are loaded', async () => {
    vi.resetModules();
    const fresh = await import('./live-client.ts');
    const client = start({}, fresh.createLiveClient);
    sockets[0]!.open();
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'ready', userId: '1' }) });
    await fresh.loadFrameSchemas();
    expect(frames).toEqual([]);
    client.close();
  });
});

describe('the live client', () => {
  beforeEach(() => loadFrameSchemas());

  it('joins rooms once open and rejoins with the last id it saw after a drop', async () => {
    const client = start();
    client.join(7, 40); // the screen read history up to 40
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ type: 'join', lessonId: 7, since: 40 }]);
    sockets[0]!.push({ type: 'message', message: message(41) });
    sockets[0]!.push({ type: 'message', message: message(42) });
    sockets[0]!.drop();
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ type: 'join', lessonId: 7, since: 42 }]);
    client.close();
  });

  it('hands each message and notification on once, live or replayed', () => {
    const client = start();
    client.join(7);
    sockets[0]!.open();
    sockets[0]!.push({ type: 'message', message: message(5) });
    sockets[0]!.push({
      type: 'joined',
      lessonId: 7,
      missed: [message(5), message(6)],
      hasMore: false,
      users: [],
    });
    sockets[0]!.push({ type: 'message', message: message(6) });
    sockets[0]!.push({ type: 'notification', notification });
    sockets[0]!.push({ type: 'notification', notification });
    expect(frames.map((f) => f.type)).toEqual(['message', 'joined', 'notification']);
    const joined = frames[1] as Extract<ServerFrame, { type: 'joined' }>;
    expect(joined.missed.map((m) => m.id)).toEqual([6]);
    expect(client.lastSeen(7)).toBe(6);
    client.close();
  });

  it('ignores frames that are not the contract’s', () => {
    const client = start();
    sockets[0]!.open();
    sockets[0]!.onmessage?.({ data: 'not json' });
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'message', message: { id: 'x' } }) });
    expect(frames).toEqual([]);
    client.close();
  });

  it('waits longer after each failed attempt, and renews the session first', async () => {
    const waits: number[] = [];
    const beforeReconnect = vi.fn();
    const client = start({
      backoff: (attempt) => {
        waits.push(attempt);
        return attempt * 1000;
      },
      beforeReconnect,
    });
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(1000);
    sockets[1]!.drop(); // the handshake failed again
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    expect(waits).toEqual([1, 2]);
    expect(beforeReconnect).toHaveBeenCalledTimes(2);
    sockets[2]!.open();
    sockets[2]!.push({ type: 'ready', userId: 1 });
    sockets[2]!.drop();
    expect(waits).toEqual([1, 2, 1]); // a good connection starts the count again
    client.close();
  });

  it('stops for good when closed or when the server ends the session', async () => {
    const statuses: string[] = [];
    const client = start({ onStatus: (status) => statuses.push(status) });
    sockets[0]!.open();
    sockets[0]!.drop(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'open', 'closed']);
    client.close();
    const other = start();
    other.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('does not reconnect when replaced by a newer tab (4429) or closed for flooding (1008)', async () => {
    for (const code of [4429, 1008]) {
      const statuses: string[] = [];
      const before = sockets.length;
      const client = start({ onStatus: (status) => statuses.push(status) });
      sockets[before]!.open();
      sockets[before]!.drop(code);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(sockets).toHaveLength(before + 1);
      expect(statuses).toEqual(['connecting', 'open', 'closed']);
      client.close();
    }
  });

  it('leaves a room: no rejoin after a reconnect', async () => {
    const client = start();
    client.join(7);
    client.join(8);
    sockets[0]!.open();
    client.leave(7);
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'leave', lessonId: 7 });
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(1000);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ type: 'join', lessonId: 8 }]);
    client.close();
  });
});
