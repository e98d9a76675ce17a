// The hub's delivery to one connection, without sockets: what a rejoin replayed is not sent again
// when the database's notification of it arrives late.
import type { ChatMessage, ServerFrame } from '@academy/api-client/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import { LiveHub } from './hub.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

const LESSON = 7;
const message = (id: number): ChatMessage => ({
  id,
  lessonId: LESSON,
  author: { id: 2, name: '같은반학생', role: 'STUDENT' },
  content: `메시지 ${id}`,
  deleted: false,
  createdAt: new Date(0).toISOString(),
});

it('does not send live a message the rejoin already replayed, and still sends one it could not see', async () => {
  const hub = new LiveHub(database);
  const frames: ServerFrame[] = [];
  const connection = {
    user: { id: 1, name: '학생', role: 'STUDENT' as const },
    send: (frame: ServerFrame) => frames.push(frame),
    close: () => {},
  };
  hub.add(connection);
  // Two messages were posted while the student was away; the rejoin reads both from the database.
  await hub.join(connection, LESSON, () =>
    Promise.resolve({ missed: [message(10), message(11)], hasMore: false }),
  );
  // Another process's notification of the second one arrives only now; message 9 committed after
  // the replay's read (its transaction began first, so its id is lower); then a new message.
  await hub.dispatch({ k: 'message', message: message(11) });
  await hub.dispatch({ k: 'message', message: message(9) });
  await hub.dispatch({ k: 'message', message: message(12) });
  hub.close();

  const joined = frames.find((frame) => frame.type === 'joined');
  expect(joined?.type === 'joined' && joined.missed.map((m) => m.id)).toEqual([10, 11]);
  const live = frames.flatMap((frame) => (frame.type === 'message' ? [frame.message.id] : []));
  // 11 is not sent twice; 9, which the replay could not see, is not lost
  expect(live).toEqual([9, 12]);
});
