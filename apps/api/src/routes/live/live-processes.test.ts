// Two real API processes (src/server.ts) on one PostgreSQL database: a message or a notification
// posted to one reaches the clients of the other once; a stopped process's clients reconnect to
// the other and miss nothing; a dropped database listener makes clients rejoin with `since`.
// PostgreSQL only (TEST_DATABASE_URL): PGlite is one process by design.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatMessageResponse, LiveCloseCode, QuestionResponse } from '@academy/api-client/contract';
import { createUser, enrol } from '../../test/fixtures.ts';
import { createLecture, jsonRequest } from '../../test/lecture-fixtures.ts';
import { openChannel, type TestChannel } from '../../test/live-client.ts';
import { openTestDatabase, testEnv } from '../../test/test-app.ts';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ORIGIN = 'http://localhost:3001';

function freePort() {
  return new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Api {
  base: string;
  live: string;
  child: ChildProcess;
}

async function startApi(url: string, dataDir: string): Promise<Api> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SERVE_APPS: 'false',
      API_PORT: String(port),
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      JWT_SECRET: testEnv.JWT_SECRET,
      DATA_ENCRYPTION_KEY: testEnv.DATA_ENCRYPTION_KEY,
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await vi.waitFor(
      async () =>
        expect((await fetch(`${base}/api/health`)).ok, 'the API process answers').toBe(true),
      { timeout: 60_000, interval: 100 },
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { base, live: `ws://127.0.0.1:${port}/api/live`, child };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let dataDir: string;
  let a: Api;
  let b: Api;
  type U = Awaited<ReturnType<typeof createUser>>;
  let teacher: U, student: U;
  let lesson: number;
  let lectureId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'academy-live-'));
    // users first: the processes then find the database not empty and do not seed it
    teacher = await createUser(database.db, 'TEACHER');
    student = await createUser(database.db, 'STUDENT');
    const lecture = await createLecture(database.db, teacher.user.id, { title: '두 프로세스' });
    lesson = lecture.video.id;
    lectureId = lecture.lecture.id;
    await enrol(database.db, student.user.id, lectureId);
    [a, b] = await Promise.all([
      startApi(database.url!, path.join(dataDir, 'a')),
      startApi(database.url!, path.join(dataDir, 'b')),
    ]);
  }, 120_000);
  afterAll(async () => {
    for (const api of [a, b]) api?.child.kill('SIGKILL');
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = async (api: Api, who: U, content: string) => {
    const response = await fetch(
      `${api.base}/api/lessons/${lesson}/chat/messages`,
      jsonRequest('POST', { content }, who.headers),
    );
    expect(response.status).toBe(201);
    return v.parse(ChatMessageResponse, await response.json()).data;
  };
  const join = async (api: Api, who: U, since?: number) => {
    const channel = await openChannel(api.live, { ...who.headers, Origin: ORIGIN });
    channel.send({ type: 'join', lessonId: lesson, since });
    return { channel, joined: await channel.next('joined') };
  };
  const copies = (channel: TestChannel, id: number) =>
    channel.frames.filter((f) => f.type === 'message' && f.message.id === id).length;
  /**
   * Every process delivers what it hears from the database in the order it was written: once a
   * message posted now has reached `channels`, a second copy of anything before it would have too.
   */
  const afterEverythingBefore = async (...channels: TestChannel[]) => {
    const marker = await post(a, student, '이전 것이 모두 전달된 뒤');
    for (const channel of channels)
      await channel.next('message', (frame) => frame.message.id === marker.id);
  };

  it('delivers a message posted to one process to the clients of both, once', async () => {
    const onB = await join(b, student);
    const onA = await join(a, teacher);
    // presence crosses processes too
    await onB.channel.next('presence', (frame) =>
      frame.users.some((u) => u.userId === teacher.user.id),
    );
    const message = await post(a, teacher, '다른 프로세스에서 보낸 메시지');
    await onB.channel.next('message', (frame) => frame.message.id === message.id);
    await onA.channel.next('message', (frame) => frame.message.id === message.id);
    await afterEverythingBefore(onA.channel, onB.channel);
    expect(copies(onB.channel, message.id)).toBe(1);
    expect(copies(onA.channel, message.id)).toBe(1);

    // the bell: a notification written through A reaches the student on B
    const asked = await fetch(
      `${b.base}/api/lectures/${lectureId}/questions`,
      jsonRequest('POST', { title: '질문', content: '궁금합니다' }, student.headers),
    );
    const question = v.parse(QuestionResponse, await asked.json()).data;
    await onA.channel.next('notification', (f) => f.notification.kind === 'QUESTION_ASKED');
    await fetch(
      `${a.base}/api/teachers/me/questions/${question.id}/answer`,
      jsonRequest('POST', { content: '답변' }, teacher.headers),
    );
    await onB.channel.next('notification', (f) => f.notification.kind === 'QUESTION_ANSWERED');
    await afterEverythingBefore(onB.channel);
    expect(onB.channel.frames.filter((f) => f.type === 'notification')).toHaveLength(1);
    onA.channel.close();
    onB.channel.close();
  });

  it('reconnects with since after the database listener drops, missing nothing', async () => {
    const { channel } = await join(b, student);
    const seen = await post(a, teacher, '끊기기 전');
    await channel.next('message', (frame) => frame.message.id === seen.id);
    // The database drops both processes' listening connections (as a restart would).
    await database.db.execute(
      // (a listening connection's last query is its LISTEN or its heartbeat's pg_notify)
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and (query ilike 'LISTEN%' or query ilike 'select pg_notify(%')`,
    );
    const during = await post(a, teacher, '듣지 못하는 동안');
    // once B hears again it tells its clients to rejoin
    expect((await channel.closed).code).toBe(LiveCloseCode.resync);
    const back = await join(b, student, seen.id);
    expect(back.joined.missed.map((m) => m.id)).toContain(during.id);
    const after = await post(a, teacher, '다시 들린 뒤');
    await back.channel.next('message', (frame) => frame.message.id === after.id);
    await afterEverythingBefore(back.channel);
    expect(copies(back.channel, after.id)).toBe(1);
    back.channel.close();
  });

  it('closes a socket on one process at once when its session signs out through the other', async () => {
    const leaving = await createUser(database.db, 'STUDENT');
    await enrol(database.db, leaving.user.id, lectureId);
    const { channel } = await join(b, leaving);
    const response = await fetch(`${a.base}/api/auth/logout`, {
      method: 'POST',
      headers: leaving.headers,
    });
    expect(response.status).toBe(200);
    // at once: the minute's session check would not come within the wait
    expect((await channel.closed).code).toBe(LiveCloseCode.unauthorized);
  });

  it('takes a student out of the lecture’s rooms on the other process when staff end the enrolment', async () => {
    const leaving = await createUser(database.db, 'STUDENT');
    const enrolment = await enrol(database.db, leaving.user.id, lectureId);
    const { channel } = await join(b, leaving);
    const admin = await createUser(database.db, 'ADMIN');
    const ended = await fetch(
      `${a.base}/api/admin/enrolments/${enrolment.id}/end`,
      jsonRequest('POST', {}, admin.headers),
    );
    expect(ended.status).toBe(200);
    const left = await channel.next('error', (frame) => frame.lessonId === lesson);
    expect(left.code).toBe('FORBIDDEN');
    channel.close();
  });

  it('a stopped process’s clients reconnect to the other and miss nothing', async () => {
    const { channel } = await join(b, student);
    const seen = await post(a, teacher, '멈추기 전');
    await channel.next('message', (frame) => frame.message.id === seen.id);
    b.child.kill('SIGTERM');
    expect((await channel.closed).code).toBe(1001);
    const missed = [await post(a, teacher, '멈춘 뒤 1'), await post(a, teacher, '멈춘 뒤 2')];
    const back = await join(a, student, seen.id);
    expect(back.joined.missed.map((m) => m.id)).toEqual(missed.map((m) => m.id));
    back.channel.close();
  });
});
