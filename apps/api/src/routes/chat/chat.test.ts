import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LiveCloseCode,
  ChatMessageResponse,
  ChatPageResponse,
  PresenceResponse,
} from '@academy/api-client/contract';
import * as live from '@academy/strings/live';
import { enrolments } from '../../db/schema/learning.ts';
import { chatMessages } from '../../db/schema/live.ts';
import { users } from '../../db/schema/users.ts';
import { createUser, enrol } from '../../test/fixtures.ts';
import {
  createLecture,
  createLectureTestApp,
  jsonRequest,
  messageOf,
} from '../../test/lecture-fixtures.ts';
import { openChannel, serve } from '../../test/live-client.ts';
import { liveSettings } from '../live/live.routes.ts';

let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let server: Awaited<ReturnType<typeof serve>>;
type U = Awaited<ReturnType<typeof createUser>>;
let teacher: U, otherTeacher: U, admin: U, student: U, classmate: U, expired: U, chatty: U;
let lesson: number;
let lectureId: number;

const ORIGIN = 'http://localhost:3001'; // the classroom's default origin

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  teacher = await createUser(db, 'TEACHER');
  otherTeacher = await createUser(db, 'TEACHER');
  admin = await createUser(db, 'ADMIN');
  student = await createUser(db, 'STUDENT');
  classmate = await createUser(db, 'STUDENT');
  expired = await createUser(db, 'STUDENT');
  chatty = await createUser(db, 'STUDENT');
  const lecture = await createLecture(db, teacher.user.id, { period: 30, title: '채팅 강의' });
  lesson = lecture.video.id;
  lectureId = lecture.lecture.id;
  for (const enrolled of [student, classmate, chatty]) await enrol(db, enrolled.user.id, lectureId);
  // enrolled 40 days ago in a 30-day lecture: no longer enrolled
  await db.insert(enrolments).values({
    userId: expired.user.id,
    lectureId,
    startsAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000),
    endsAt: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000),
  });
  server = await serve(ctx.app);
});
afterAll(async () => {
  await server.close();
  await ctx.database.drop();
  await rm(ctx.dataDir, { recursive: true, force: true });
});

const messagesPath = (id = lesson) => `/api/lessons/${id}/chat/messages`;
const post = (content: unknown, headers: Record<string, string>, id = lesson) =>
  ctx.app.request(messagesPath(id), jsonRequest('POST', { content }, headers));
async function posted(content: string, who: U = student) {
  const response = await post(content, who.headers);
  expect(response.status).toBe(201);
  return v.parse(ChatMessageResponse, await response.json()).data;
}

describe('who may read and post in a lesson room', () => {
  it('lets enrolled students, the lecture’s teacher and admins read and post', async () => {
    for (const who of [student, teacher, admin]) {
      const message = await posted(`안녕하세요 ${who.user.name}`, who);
      expect(message).toMatchObject({
        lessonId: lesson,
        author: { id: who.user.id, name: who.user.name, role: who.user.role },
        deleted: false,
      });
      const history = await ctx.app.request(messagesPath(), { headers: who.headers });
      expect(history.status).toBe(200);
      const page = v.parse(ChatPageResponse, await history.json()).data;
      expect(page.messages.at(-1)?.id).toBe(message.id);
    }
  });

  it('refuses another lecture’s teacher and a student whose enrolment ended', async () => {
    for (const who of [otherTeacher, expired]) {
      const read = await ctx.app.request(messagesPath(), { headers: who.headers });
      expect(read.status).toBe(403);
      expect(await messageOf(read)).toBe(live.chat.forbidden);
      const write = await post('들어가도 되나요', who.headers);
      expect(write.status).toBe(403);
      const presence = await ctx.app.request(`/api/lessons/${lesson}/chat/presence`, {
        headers: who.headers,
      });
      expect(presence.status).toBe(403);
    }
    const stored = await ctx.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.content, '들어가도 되나요'));
    expect(stored).toHaveLength(0);
  });

  it('answers 401 without a session and 404 for a lesson that does not exist', async () => {
    expect((await ctx.app.request(messagesPath())).status).toBe(401);
    expect((await post('x', {})).status).toBe(401);
    const missing = await ctx.app.request(messagesPath(999_999), { headers: student.headers });
    expect(missing.status).toBe(404);
    expect(await messageOf(missing)).toBe(live.chat.lessonNotFound);
  });
});

describe('bad input', () => {
  it('refuses empty, blank, oversize and odd messages in Korean and stores nothing', async () => {
    const before = (await ctx.database.db.select().from(chatMessages)).length;
    const cases: [unknown, string][] = [
      ['', live.chat.contentRequired],
      ['   \n ', live.chat.contentRequired],
      ['가'.repeat(1001), live.chat.contentTooLong(1000)],
      [42, live.chat.contentRequired],
    ];
    for (const [content, message] of cases) {
      const response = await post(content, student.headers);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
    const extra = await ctx.app.request(
      messagesPath(),
      jsonRequest('POST', { content: '안녕', userId: teacher.user.id }, student.headers),
    );
    expect(extra.status).toBe(400);
    expect((await ctx.database.db.select().from(chatMessages)).length).toBe(before);
    // exactly 1,000 characters is fine, stored as text (markup stays text)
    const longest = await posted('<b>'.padEnd(1000, '나'));
    expect(longest.content).toHaveLength(1000);
    expect(longest.content.startsWith('<b>')).toBe(true);
  });

  it('refuses a bad history cursor or page size', async () => {
    const bad = await ctx.app.request(`${messagesPath()}?before=abc`, { headers: student.headers });
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe(live.chat.invalidCursor);
    const big = await ctx.app.request(`${messagesPath()}?size=101`, { headers: student.headers });
    expect(big.status).toBe(400);
  });

  it('limits how fast one user posts (429 with Retry-After), not the others', async () => {
    for (let i = 0; i < 10; i += 1) await posted(`연속 ${i}`, chatty);
    const refused = await post('한 번 더', chatty.headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await posted('저는 괜찮아요', classmate);
  });
});

describe('history', () => {
  it('pages from the newest, oldest first, with hasMore and before', async () => {
    const { lecture, video } = await createLecture(ctx.database.db, teacher.user.id);
    expect(lecture.id).toBeGreaterThan(0);
    for (const reader of [student, classmate])
      await enrol(ctx.database.db, reader.user.id, lecture.id);
    const ids = [];
    for (const text of ['하나', '둘', '셋', '넷', '다섯']) {
      const response = await post(text, classmate.headers, video.id);
      ids.push(v.parse(ChatMessageResponse, await response.json()).data.id);
    }
    const read = async (query: string) =>
      v.parse(
        ChatPageResponse,
        await (
          await ctx.app.request(`${messagesPath(video.id)}${query}`, { headers: student.headers })
        ).json(),
      ).data;
    const newest = await read('?size=2');
    expect(newest.messages.map((m) => m.content)).toEqual(['넷', '다섯']);
    expect(newest.hasMore).toBe(true);
    const older = await read(`?size=2&before=${newest.messages[0]!.id}`);
    expect(older.messages.map((m) => m.content)).toEqual(['둘', '셋']);
    const oldest = await read(`?size=2&before=${older.messages[0]!.id}`);
    expect(oldest.messages.map((m) => m.content)).toEqual(['하나']);
    expect(oldest.hasMore).toBe(false);
  });
});

describe('deleting', () => {
  it('lets the lecture’s teacher and admins delete; the message stays, shown as deleted', async () => {
    const first = await posted('지울 메시지');
    for (const who of [student, otherTeacher]) {
      const refused = await ctx.app.request(`${messagesPath()}/${first.id}`, {
        method: 'DELETE',
        headers: who.headers,
      });
      expect(refused.status).toBe(403);
    }
    const removed = await ctx.app.request(`${messagesPath()}/${first.id}`, {
      method: 'DELETE',
      headers: teacher.headers,
    });
    expect(removed.status).toBe(200);
    expect(v.parse(ChatMessageResponse, await removed.json()).data).toMatchObject({
      id: first.id,
      deleted: true,
      content: '',
    });
    const again = await ctx.app.request(`${messagesPath()}/${first.id}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(again.status).toBe(409);
    const page = v.parse(
      ChatPageResponse,
      await (await ctx.app.request(messagesPath(), { headers: student.headers })).json(),
    ).data;
    expect(page.messages.find((m) => m.id === first.id)).toMatchObject({
      deleted: true,
      content: '',
    });
    const second = await posted('관리자가 지울 메시지');
    const byAdmin = await ctx.app.request(`${messagesPath()}/${second.id}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(byAdmin.status).toBe(200);
    const wrongRoom = await ctx.app.request(`${messagesPath(lesson + 1)}/${second.id}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(wrongRoom.status).toBe(404);
  });
});

describe('the live channel', () => {
  const withOrigin = (who: U) => ({ ...who.headers, Origin: ORIGIN });

  it('refuses a handshake without a session or from another origin', async () => {
    await expect(openChannel(server.url, { Origin: ORIGIN })).rejects.toThrow('HTTP 401');
    await expect(
      openChannel(server.url, { ...student.headers, Origin: 'https://evil.example' }),
    ).rejects.toThrow('HTTP 403');
    const cookie = { Cookie: `access_token=${student.token}`, Origin: ORIGIN };
    const channel = await openChannel(server.url, cookie);
    expect((await channel.next('ready')).userId).toBe(student.user.id);
    channel.close();
  });

  it('ends an open channel once its user is disabled (4401)', async () => {
    const leaving = await createUser(ctx.database.db, 'STUDENT');
    const usual = liveSettings.sessionCheckMs;
    const checks: boolean[] = [];
    liveSettings.sessionCheckMs = 50;
    liveSettings.afterSessionCheck = (userId, signedIn) => {
      if (userId === leaving.user.id) checks.push(signedIn);
    };
    try {
      const channel = await openChannel(server.url, withOrigin(leaving));
      await channel.next('ready');
      // still open while active: two checks found the user signed in, and the socket answers
      await vi.waitFor(() => expect(checks.length).toBeGreaterThanOrEqual(2));
      expect(checks).not.toContain(false);
      await channel.roundTrip();
      expect(channel.frames.filter((frame) => frame.type !== 'pong').at(-1)?.type).toBe('ready');
      await ctx.database.db
        .update(users)
        .set({ disabledAt: new Date() })
        .where(eq(users.id, leaving.user.id));
      expect((await channel.closed).code).toBe(LiveCloseCode.unauthorized);
    } finally {
      liveSettings.sessionCheckMs = usual;
      liveSettings.afterSessionCheck = undefined;
    }
  });

  it('refuses joining a room one may not read, and unknown frames', async () => {
    const channel = await openChannel(server.url, withOrigin(expired));
    await channel.next('ready');
    channel.send({ type: 'join', lessonId: lesson });
    const refused = await channel.next('error', (frame) => frame.lessonId === lesson);
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: live.chat.forbidden });
    channel.send({ type: 'nonsense' } as never);
    expect((await channel.next('error', (frame) => !frame.lessonId)).message).toBe(
      live.channel.badMessage,
    );
    // Nothing of the room reaches it: once a reader in the room has the message, a round trip on
    // this channel brings anything the server had sent it before.
    const reader = await openChannel(server.url, withOrigin(classmate));
    reader.send({ type: 'join', lessonId: lesson });
    await reader.next('joined');
    const message = await posted('비밀 이야기');
    await reader.next('message', (frame) => frame.message.id === message.id);
    await channel.roundTrip();
    reader.close();
    expect(channel.frames.some((f) => f.type === 'message' && f.message.id === message.id)).toBe(
      false,
    );
    channel.close();
  });

  it('delivers a posted message to everyone in the room once, with presence', async () => {
    const mine = await openChannel(server.url, withOrigin(student));
    mine.send({ type: 'join', lessonId: lesson });
    const joined = await mine.next('joined');
    expect(joined.users.map((u) => u.userId)).toContain(student.user.id);
    const theirs = await openChannel(server.url, withOrigin(teacher));
    theirs.send({ type: 'join', lessonId: lesson });
    await theirs.next('joined');
    const seen = await mine.next('presence', (frame) =>
      frame.users.some((u) => u.userId === teacher.user.id),
    );
    expect(seen.lessonId).toBe(lesson);
    const presence = v.parse(
      PresenceResponse,
      await (
        await ctx.app.request(`/api/lessons/${lesson}/chat/presence`, { headers: admin.headers })
      ).json(),
    ).data;
    expect(presence.users.map((u) => u.userId).sort()).toEqual(
      [student.user.id, teacher.user.id].sort(),
    );

    const message = await posted('선생님 질문 있어요', classmate);
    for (const channel of [mine, theirs]) {
      const got = await channel.next('message', (frame) => frame.message.id === message.id);
      expect(got.message.content).toBe('선생님 질문 있어요');
    }
    const deleted = await ctx.app.request(`${messagesPath()}/${message.id}`, {
      method: 'DELETE',
      headers: teacher.headers,
    });
    expect(deleted.status).toBe(200);
    const gone = await mine.next('deleted', (frame) => frame.message.id === message.id);
    expect(gone.message).toMatchObject({ deleted: true, content: '' });
    // A second copy would come the way the first did, before a message posted after it.
    const marker = await posted('그다음 메시지', teacher);
    await mine.next('message', (frame) => frame.message.id === marker.id);
    const copies = mine.frames.filter(
      (frame) => frame.type === 'message' && frame.message.id === message.id,
    );
    expect(copies).toHaveLength(1);

    theirs.close();
    await mine.next('presence', (frame) => !frame.users.some((u) => u.userId === teacher.user.id));
    mine.close();
  });

  it('replays what a client missed when it rejoins with since', async () => {
    const channel = await openChannel(server.url, withOrigin(student));
    channel.send({ type: 'join', lessonId: lesson });
    await channel.next('joined');
    const seen = await posted('연결 중에 본 메시지', classmate);
    await channel.next('message', (frame) => frame.message.id === seen.id);
    channel.close(); // the connection drops
    await channel.closed;
    const missed = [await posted('놓친 메시지 1', classmate), await posted('놓친 메시지 2', admin)];
    const back = await openChannel(server.url, withOrigin(student));
    back.send({ type: 'join', lessonId: lesson, since: seen.id });
    const joined = await back.next('joined');
    expect(joined.missed.map((m) => m.id)).toEqual(missed.map((m) => m.id));
    expect(joined.hasMore).toBe(false);
    const after = await posted('다시 연결된 뒤', classmate);
    await back.next('message', (frame) => frame.message.id === after.id);
    expect(
      back.frames.filter((f) => f.type === 'message' && missed.some((m) => m.id === f.message.id)),
    ).toHaveLength(0);
    back.close();
  });
});
