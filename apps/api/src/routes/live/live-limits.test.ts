// The live channel under abuse and after access ends (docs/decisions/036-live-channel-limits.md):
// a socket flooding join/leave is slowed, then closed (1008), and the room hears little of it; a
// user's sockets are capped; a frame is validated like a request; a signed-out session or an
// ended enrolment leaves its rooms at once, not at the next minute's check.
import { rm } from 'node:fs/promises';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveCloseCode, PresenceResponse } from '@academy/api-client/contract';
import * as live from '@academy/strings/live';
import * as validation from '@academy/strings/validation';
import { LIVE_LIMITS } from '../../lib/live/limits.ts';
import { createUser, enrol } from '../../test/fixtures.ts';
import { createLecture, createLectureTestApp, jsonRequest } from '../../test/lecture-fixtures.ts';
import { openChannel, serve, type TestChannel } from '../../test/live-client.ts';

let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let server: Awaited<ReturnType<typeof serve>>;
type U = Awaited<ReturnType<typeof createUser>>;
let teacher: U, admin: U;
let lesson: number;
let lectureId: number;

const ORIGIN = 'http://localhost:3001';
const withOrigin = (who: U) => ({ ...who.headers, Origin: ORIGIN });

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  teacher = await createUser(db, 'TEACHER');
  admin = await createUser(db, 'ADMIN');
  const lecture = await createLecture(db, teacher.user.id, { period: 30, title: '제한 강의' });
  lesson = lecture.video.id;
  lectureId = lecture.lecture.id;
  server = await serve(ctx.app);
});
afterAll(async () => {
  await server.close();
  await ctx.database.drop();
  await rm(ctx.dataDir, { recursive: true, force: true });
});

async function enrolledStudent() {
  const who = await createUser(ctx.database.db, 'STUDENT');
  const enrolment = await enrol(ctx.database.db, who.user.id, lectureId);
  return { ...who, enrolment };
}

async function joined(who: U, lessonId = lesson) {
  const channel = await openChannel(server.url, withOrigin(who));
  await channel.next('ready');
  channel.send({ type: 'join', lessonId });
  await channel.next('joined', (frame) => frame.lessonId === lessonId);
  return channel;
}

async function presentIds() {
  const response = await ctx.app.request(`/api/lessons/${lesson}/chat/presence`, {
    headers: admin.headers,
  });
  return v.parse(PresenceResponse, await response.json()).data.users.map((u) => u.userId);
}

const presenceFrames = (channel: TestChannel) =>
  channel.frames.filter((frame) => frame.type === 'presence').length;

describe('a client frame is checked like a request', () => {
  it('refuses a join whose since or lessonId is out of range, in Korean, and joins nothing', async () => {
    const student = await enrolledStudent();
    const channel = await openChannel(server.url, withOrigin(student));
    await channel.next('ready');
    for (const since of [2_147_483_648, 2 ** 53, 1e308, -1, 1.5]) {
      channel.send({ type: 'join', lessonId: lesson, since });
    }
    const errorCount = () => channel.frames.filter((f) => f.type === 'error').length;
    await channel.next('error', () => errorCount() >= 5);
    const refusals = channel.frames.filter((f) => f.type === 'error');
    expect(refusals).toHaveLength(5);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ code: 'BAD_REQUEST', message: live.chat.invalidCursor });
    }
    channel.send({ type: 'join', lessonId: 2_147_483_648 });
    expect(
      await channel.next('error', (frame) => frame.message === validation.common.invalidId),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    // nothing joined: no presence, no joined frame
    expect(channel.frames.some((frame) => frame.type === 'joined')).toBe(false);
    expect(await presentIds()).not.toContain(student.user.id);
    // a good join afterwards works
    channel.send({ type: 'join', lessonId: lesson, since: 2_147_483_647 });
    expect((await channel.next('joined')).missed).toEqual([]);
    channel.close();
  });

  it('refuses extra fields and oversized strings in a frame', async () => {
    const student = await enrolledStudent();
    const channel = await openChannel(server.url, withOrigin(student));
    await channel.next('ready');
    channel.send({ type: 'join', lessonId: lesson, extra: 'x'.repeat(2000) } as never);
    expect((await channel.next('error')).code).toBe('BAD_REQUEST');
    expect(channel.frames.some((frame) => frame.type === 'joined')).toBe(false);
    channel.close();
  });
});

describe('one socket cannot stall the channel', () => {
  it('limits a join/leave flood, closes the socket (1008) and spares the room presence frames', async () => {
    const listener = await enrolledStudent();
    const flooder = await enrolledStudent();
    const room = await joined(listener);
    const before = presenceFrames(room);
    const channel = await openChannel(server.url, withOrigin(flooder));
    await channel.next('ready');
    const closed = channel.closed;
    for (let i = 0; i < 600; i += 1) {
      channel.send({ type: 'join', lessonId: lesson });
      channel.send({ type: 'leave', lessonId: lesson });
    }
    const refusal = await channel.next('error', (frame) => frame.code === 'TOO_MANY_REQUESTS');
    expect(refusal.message).toBe(live.channel.tooFast);
    expect((await closed).code).toBe(1008);
    // the flooder has gone from the room, and the room heard it in a few frames, not hundreds
    expect(await presentIds()).not.toContain(flooder.user.id);
    const newcomer = await enrolledStudent();
    const next = await joined(newcomer);
    const last = await room.next('presence', (frame) =>
      frame.users.some((u) => u.userId === newcomer.user.id),
    );
    expect(last.users.map((u) => u.userId)).not.toContain(flooder.user.id);
    expect(presenceFrames(room) - before).toBeLessThanOrEqual(6);
    // the channel still answers others
    room.send({ type: 'ping' });
    await room.next('pong');
    room.close();
    next.close();
  });

  it('keeps at most LIVE_LIMITS.socketsPerUser sockets per user: the oldest is closed (4429)', async () => {
    const student = await enrolledStudent();
    const channels: TestChannel[] = [];
    for (let i = 0; i < LIVE_LIMITS.socketsPerUser; i += 1) {
      const channel = await openChannel(server.url, withOrigin(student));
      await channel.next('ready');
      channels.push(channel);
    }
    const newest = await openChannel(server.url, withOrigin(student));
    await newest.next('ready');
    expect((await channels[0]!.closed).code).toBe(LiveCloseCode.tooManyConnections);
    newest.send({ type: 'ping' });
    await newest.next('pong');
    for (const channel of [...channels.slice(1), newest]) channel.close();
  });

  it('refuses a user opening sockets faster than a page would (429 on the handshake)', async () => {
    const student = await enrolledStudent();
    for (let i = 0; i < LIVE_LIMITS.handshakeBurst; i += 1) {
      const channel = await openChannel(server.url, withOrigin(student));
      await channel.next('ready');
      channel.close();
    }
    await expect(openChannel(server.url, withOrigin(student))).rejects.toThrow('HTTP 429');
    // another user is not affected
    const other = await openChannel(server.url, withOrigin(await enrolledStudent()));
    await other.next('ready');
    other.close();
  });
});

describe('a socket does not outlive its access', () => {
  it('closes the channel at once when its session signs out (4401)', async () => {
    const student = await enrolledStudent();
    const channel = await joined(student);
    const response = await ctx.app.request('/api/auth/logout', {
      method: 'POST',
      headers: student.headers,
    });
    expect(response.status).toBe(200);
    expect((await channel.closed).code).toBe(LiveCloseCode.unauthorized);
  });

  it('closes every channel of a user who withdraws, at once (4401)', async () => {
    const student = await enrolledStudent();
    const channels = [await joined(student), await joined(student)];
    const response = await ctx.app.request('/api/users/profile', {
      method: 'DELETE',
      headers: { ...student.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'password1234' }),
    });
    expect(response.status).toBe(200);
    for (const channel of channels) {
      expect((await channel.closed).code).toBe(LiveCloseCode.unauthorized);
    }
  });

  it('removes a student from the lecture’s rooms once staff end the enrolment', async () => {
    const student = await enrolledStudent();
    const classmate = await enrolledStudent();
    const channel = await joined(student);
    const other = await joined(classmate);
    const ended = await ctx.app.request(
      `/api/admin/enrolments/${student.enrolment.id}/end`,
      jsonRequest('POST', {}, admin.headers),
    );
    expect(ended.status).toBe(200);
    const left = await channel.next('error', (frame) => frame.lessonId === lesson);
    expect(left).toMatchObject({ code: 'FORBIDDEN', message: live.chat.accessEnded });
    await other.next('presence', (frame) => !frame.users.some((u) => u.userId === student.user.id));
    // a message posted now reaches the classmate but not the student who left
    const posted = await ctx.app.request(
      `/api/lessons/${lesson}/chat/messages`,
      jsonRequest('POST', { content: '끝난 뒤의 메시지' }, classmate.headers),
    );
    expect(posted.status).toBe(201);
    await other.next('message', (frame) => frame.message.content === '끝난 뒤의 메시지');
    expect(channel.frames.some((frame) => frame.type === 'message')).toBe(false);
    channel.close();
    other.close();
  });

  it('removes a student from the room when the enrolment’s period runs out', async () => {
    const student = await createUser(ctx.database.db, 'STUDENT');
    await enrol(ctx.database.db, student.user.id, lectureId, {
      endsAt: new Date(Date.now() + 1500),
    });
    const channel = await joined(student);
    const left = await channel.next('error', (frame) => frame.lessonId === lesson, 5000);
    expect(left).toMatchObject({ code: 'FORBIDDEN', message: live.chat.accessEnded });
    expect(await presentIds()).not.toContain(student.user.id);
    channel.close();
  });
});
