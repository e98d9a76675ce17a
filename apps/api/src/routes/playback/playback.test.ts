// Streaming and playback sessions (docs/product/player.md; docs/decisions/059-hls-streaming.md):
// a short clip made with ffmpeg is packaged (renditions by its height, AES-128 segments that
// decrypt with the stored key), played through the tokened playlists, and the key is refused
// without a token, with an expired one, another person's or a taken-over one; a second device
// takes over past the limit (409 with the reason); staff see and reset devices per role.
import { createDecipheriv } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLAYBACK_TAKEN_OVER,
  PlaybackDeviceListResponse,
  PlaybackSessionResponse,
  VideoResponse,
} from '@academy/api-client/contract';
import * as s from '@academy/strings/streaming';
import { contents } from '../../db/schema/lectures.ts';
import { playbackSessions, videoStreams } from '../../db/schema/streaming.ts';
import { videos } from '../../db/schema/videos.ts';
import { playbackToken } from '../../lib/playback-token.ts';
import { findFfmpeg, runFfmpeg } from '../../lib/video-host/ffmpeg.ts';
import { hlsDir } from '../../lib/video-host/hls-packaging.ts';
import { openStreamKey, queuePackaging, runPackaging } from '../../lib/video-host/packaging-job.ts';
import { createUsers, enrol, type TestUser } from '../../test/fixtures.ts';
import {
  createLecture,
  createLectureTestApp,
  jsonRequest,
  messageOf,
} from '../../test/lecture-fixtures.ts';
import { testEnv } from '../../test/test-app.ts';
import { createApp } from '../../app.ts';
import { createLogger } from '../../lib/logger.ts';

let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let people: Record<'teacher' | 'otherTeacher' | 'admin' | 'alice' | 'bob' | 'outsider', TestUser>;
let lecture: Awaited<ReturnType<typeof createLecture>>;
const VIDEO_ID = 'streamingTestVideo0001';
const env = () => ({ ...testEnv, DATA_DIR: ctx.dataDir });
const ffmpeg = findFfmpeg('auto');

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  people = await createUsers(db, {
    teacher: 'TEACHER',
    otherTeacher: 'TEACHER',
    admin: 'ADMIN',
    alice: 'STUDENT',
    bob: 'STUDENT',
    outsider: 'STUDENT',
  });
  lecture = await createLecture(db, people.teacher.user.id);
  await enrol(db, people.alice.user.id, lecture.lecture.id);
  await enrol(db, people.bob.user.id, lecture.lecture.id);
  // A 7-second 720p clip with sound, as an upload leaves it in the library.
  const library = path.join(ctx.dataDir, 'videos', 'library');
  await mkdir(library, { recursive: true });
  const source = path.join(library, `${VIDEO_ID}.mp4`);
  await runFfmpeg(ffmpeg!, [
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=1280x720:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    '-t',
    '7',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-f',
    'mp4',
    source,
  ]);
  await db.insert(videos).values({
    id: VIDEO_ID,
    ownerId: people.teacher.user.id,
    name: 'clip.mp4',
    status: 'READY',
    size: 1000,
    fileKey: `library/${VIDEO_ID}.mp4`,
    contentType: 'video/mp4',
    completedAt: new Date(),
  });
  await db
    .update(contents)
    .set({ videoId: VIDEO_ID })
    .where(eq(contents.detailId, lecture.video.id));
}, 120_000);

afterAll(async () => {
  await ctx.database.drop();
  await rm(ctx.dataDir, { recursive: true, force: true });
});

const start = (who: TestUser, deviceId: string, detailId = lecture.video.id) =>
  ctx.app.request(
    `/api/lessons/${detailId}/playback`,
    jsonRequest('POST', { deviceId, deviceLabel: `Chrome · ${deviceId}` }, who.headers),
  );
const started = async (who: TestUser, deviceId: string) => {
  const response = await start(who, deviceId);
  expect(response.status).toBe(201);
  return v.parse(PlaybackSessionResponse, await response.json()).data;
};
const beat = (who: TestUser, sessionId: string) =>
  ctx.app.request(
    `/api/playback/${sessionId}/heartbeat`,
    jsonRequest('POST', { positionSeconds: 3 }, who.headers),
  );
const hls = (rest: string, token?: string, headers: Record<string, string> = {}) =>
  ctx.app.request(
    `/api/videos/${VIDEO_ID}/hls/${rest}${token === undefined ? '' : `?pt=${token}`}`,
    { headers },
  );

async function storedKey() {
  const [row] = await ctx.database.db
    .select()
    .from(videoStreams)
    .where(eq(videoStreams.videoId, VIDEO_ID));
  return { row: row!, key: openStreamKey(testEnv, row!.sealedKey) };
}

describe('packaging', () => {
  it('packages by the source height with AES-128 segments that decrypt with the stored key', async () => {
    expect(await queuePackaging(env(), ctx.database.db, VIDEO_ID, ctx.database.jobs)).toBe(true);
    // its job, one per video (queued again, it is not doubled)
    await queuePackaging(env(), ctx.database.db, VIDEO_ID, ctx.database.jobs);
    const jobs = (await ctx.database.db.execute(
      sql`select data from pgboss.job where name = 'video-packaging'`,
    )) as unknown as { rows: { data: { videoId: string } }[] };
    expect(jobs.rows.map((row) => row.data)).toEqual([{ videoId: VIDEO_ID }]);
    expect(await runPackaging({ env: env(), database: ctx.database }, VIDEO_ID)).toBe('READY');
    const { row, key } = await storedKey();
    expect(row.renditions.map((r) => r.height)).toEqual([360, 720]);
    expect(row.renditions.map((r) => r.width)).toEqual([640, 1280]);
    // the key is stored sealed, never as its hex, and no key file is left among the packaged files
    expect(row.sealedKey).not.toContain(key.toString('hex'));
    const dir = hlsDir(ctx.dataDir, VIDEO_ID);
    const files = (await readdir(dir, { recursive: true })).map(String).sort();
    expect(files).toContain('master.m3u8');
    expect(files.filter((f) => /key/.test(f))).toEqual([]);
    for (const name of ['360p', '720p']) {
      const playlist = await readFile(path.join(dir, name, 'index.m3u8'), 'utf8');
      expect(playlist).toContain('#EXT-X-KEY:METHOD=AES-128');
      const durations = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
      expect(durations.length).toBeGreaterThanOrEqual(2);
      // ~4 s segments, the first ones ~2 s (a first frame sooner on a slow network)
      expect(Math.max(...durations)).toBeLessThanOrEqual(4.1);
      expect(durations[0]).toBeLessThanOrEqual(2.1);
      // encrypted: not an MPEG-TS packet until deciphered (the IV is the media sequence number)
      const segment = await readFile(path.join(dir, name, 'seg0.ts'));
      expect(segment[0] === 0x47 && segment[188] === 0x47).toBe(false);
      const decipher = createDecipheriv('aes-128-cbc', key, Buffer.alloc(16));
      const plain = Buffer.concat([decipher.update(segment), decipher.final()]);
      expect(plain[0]).toBe(0x47);
      expect(plain[188]).toBe(0x47);
    }
    // a redelivered job of a packaged video does nothing
    expect(await runPackaging({ env: env(), database: ctx.database }, VIDEO_ID)).toBe('READY');
    // staff see it packaged
    const status = await ctx.app.request(`/api/videos/${VIDEO_ID}`, {
      headers: people.teacher.headers,
    });
    expect(v.parse(VideoResponse, await status.json()).data.streaming).toEqual({
      state: 'READY',
      renditions: [360, 720],
      error: null,
    });
  }, 120_000);

  it('restarts cleanly from a crash mid-packaging (a partial folder, the state PACKAGING)', async () => {
    const { db } = ctx.database;
    const other = 'streamingTestVideo0002';
    await db.insert(videos).values({
      id: other,
      ownerId: people.teacher.user.id,
      name: 'clip2.mp4',
      status: 'READY',
      size: 1000,
      fileKey: `library/${VIDEO_ID}.mp4`,
      contentType: 'video/mp4',
    });
    await queuePackaging(env(), db, other, ctx.database.jobs);
    await db
      .update(videoStreams)
      .set({ state: 'PACKAGING' })
      .where(eq(videoStreams.videoId, other));
    const partial = `${hlsDir(ctx.dataDir, other)}.partial`;
    await mkdir(path.join(partial, '360p'), { recursive: true });
    expect(await runPackaging({ env: env(), database: ctx.database }, other)).toBe('READY');
    expect(existsSync(partial)).toBe(false);
    expect(existsSync(path.join(hlsDir(ctx.dataDir, other), '720p', 'index.m3u8'))).toBe(true);
  }, 120_000);
});

describe('without ffmpeg', () => {
  it('queues nothing and tells staff the video plays as its file', async () => {
    const { db } = ctx.database;
    const plain = 'streamingTestVideo0003';
    await db.insert(videos).values({
      id: plain,
      ownerId: people.teacher.user.id,
      name: 'clip3.mp4',
      status: 'READY',
      size: 1000,
      fileKey: `library/${VIDEO_ID}.mp4`,
      contentType: 'video/mp4',
    });
    const none = { ...env(), FFMPEG_PATH: 'none' };
    expect(await queuePackaging(none, db, plain, ctx.database.jobs)).toBe(false);
    const app = createApp({ env: none, database: ctx.database, logger: createLogger('silent') });
    const status = await app.request(`/api/videos/${plain}`, { headers: people.admin.headers });
    expect(v.parse(VideoResponse, await status.json()).data.streaming).toEqual({
      state: 'UNAVAILABLE',
      renditions: [],
      error: null,
    });
  });
});

describe('playing the stream', () => {
  it('serves tokened playlists, segments and the key to the current playback', async () => {
    const session = await started(people.alice, 'alice-laptop-01');
    expect(session.heartbeatSeconds).toBe(30);
    expect(session.playerUrl).toMatch(new RegExp(`^/api/videos/${VIDEO_ID}/player\\?pt=`));
    const page = await ctx.app.request(session.playerUrl, { headers: people.alice.headers });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-hls="/api/videos/');
    // what hls.js asks for first is preloaded with the page (one round trip, not four)
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/videos/${VIDEO_ID}/hls/key?pt=${session.token}">`,
    );
    expect(html).toMatch(/\/api\/videos\/hls-[\d.]+\.js/);
    const master = await hls('master.m3u8', session.token!);
    expect(master.status).toBe(200);
    expect(master.headers.get('cache-control')).toContain('no-store');
    const masterText = await master.text();
    expect(masterText).toContain('RESOLUTION=640x360');
    expect(masterText).toContain(`/api/videos/${VIDEO_ID}/hls/720p/index.m3u8?pt=${session.token}`);
    const variant = await (await hls('360p/index.m3u8', session.token!)).text();
    expect(variant).toContain(`URI="/api/videos/${VIDEO_ID}/hls/key?pt=${session.token}"`);
    expect(variant).toContain(`/api/videos/${VIDEO_ID}/hls/360p/seg0.ts?pt=${session.token}`);
    const key = await hls('key', session.token!);
    expect(key.status).toBe(200);
    expect(key.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await key.arrayBuffer())).toEqual((await storedKey()).key);
    expect((await hls('360p/seg0.ts', session.token!)).status).toBe(200);
    const script = /\/api\/videos\/hls-[\d.]+\.js/.exec(html)![0];
    const served = await ctx.app.request(script, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-encoding')).toBe('br');
  });

  it('gives a player without the native controls on request (the classroom draws its own)', async () => {
    const response = await ctx.app.request(
      `/api/lessons/${lecture.video.id}/playback?controls=0`,
      jsonRequest(
        'POST',
        { deviceId: 'alice-custom-ui1', deviceLabel: 'Chrome' },
        people.alice.headers,
      ),
    );
    const session = v.parse(PlaybackSessionResponse, await response.json()).data;
    expect(session.playerUrl).toMatch(/&controls=0$/);
    const html = await (await ctx.app.request(session.playerUrl)).text();
    expect(html).toContain('<video playsinline');
    expect(html).not.toContain('<video controls');
  });

  it('refuses the key without a token, with an expired one, a forged one or another person’s', async () => {
    const session = await started(people.bob, 'bob-phone-0001');
    const missing = await hls('key');
    expect(missing.status).toBe(401);
    expect(await messageOf(missing)).toBe(s.errors.tokenMissing);
    const [, user] = session.token!.split('.');
    const expired = playbackToken(
      testEnv,
      { sessionId: session.sessionId, userId: Number(user), videoId: VIDEO_ID },
      Date.now() - 11 * 60 * 1000,
    );
    const late = await hls('key', expired.token);
    expect(late.status).toBe(401);
    expect(await messageOf(late)).toBe(s.errors.tokenExpired);
    // a token for another video does not open this one
    const elsewhere = playbackToken(testEnv, {
      sessionId: session.sessionId,
      userId: Number(user),
      videoId: 'streamingTestVideo0002',
    });
    expect((await hls('key', elsewhere.token)).status).toBe(401);
    const forged = `${session.token!.slice(0, -4)}AAAA`;
    expect((await hls('key', forged)).status).toBe(401);
    // Bob's token in Alice's signed-in browser
    const borrowed = await hls('key', session.token!, people.alice.headers);
    expect(borrowed.status).toBe(403);
    expect(await messageOf(borrowed)).toBe(s.errors.notYourToken);
  });
});

describe('the shared-account limit', () => {
  it('a second device takes over the first, whose heartbeat answers 409 with why', async () => {
    const first = await started(people.alice, 'alice-desktop-1');
    expect((await beat(people.alice, first.sessionId)).status).toBe(200);
    const second = await started(people.alice, 'alice-tablet-01');
    const refused = await beat(people.alice, first.sessionId);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body).toMatchObject({ code: PLAYBACK_TAKEN_OVER, message: s.errors.takenOver });
    // the stream stops for the first: its key is refused
    const key = await hls('key', first.token!);
    expect(key.status).toBe(403);
    expect(await messageOf(key)).toBe(s.errors.takenOver);
    expect((await beat(people.alice, second.sessionId)).status).toBe(200);
    expect((await hls('key', second.token!)).status).toBe(200);
  });

  it('with a limit of 2 two run and a third takes over the oldest; only an admin sets it', async () => {
    const put = (who: TestUser, maxSimultaneous: unknown) =>
      ctx.app.request(
        '/api/academy/playback-limit',
        jsonRequest('PUT', { maxSimultaneous }, who.headers),
      );
    expect((await put(people.teacher, 2)).status).toBe(403);
    const bad = await put(people.admin, 0);
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe(s.errors.limitInvalid);
    expect((await put(people.admin, 2)).status).toBe(200);
    try {
      const one = await started(people.bob, 'bob-device-001');
      const two = await started(people.bob, 'bob-device-002');
      expect((await beat(people.bob, one.sessionId)).status).toBe(200);
      expect((await beat(people.bob, two.sessionId)).status).toBe(200);
      await started(people.bob, 'bob-device-003');
      expect((await beat(people.bob, one.sessionId)).status).toBe(409);
      expect((await beat(people.bob, two.sessionId)).status).toBe(200);
    } finally {
      await put(people.admin, 1);
    }
  });

  it('refuses a student not enrolled and bad input, changing nothing', async () => {
    const outsider = await start(people.outsider, 'outsider-0001');
    expect(outsider.status).toBe(403);
    const bad = await start(people.alice, 'no');
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe(s.errors.deviceIdInvalid);
    const rows = await ctx.database.db
      .select()
      .from(playbackSessions)
      .where(eq(playbackSessions.userId, people.outsider.user.id));
    expect(rows).toEqual([]);
    expect((await start(people.alice, 'alice-quiz-001', lecture.quiz.id)).status).toBe(400);
  });
});

describe('devices', () => {
  it('the lecture’s teacher and an admin see them; another teacher and students do not; a reset stops playback', async () => {
    const session = await started(people.alice, 'alice-reset-001');
    const list = (who: TestUser) =>
      ctx.app.request(`/api/admin/students/${people.alice.user.id}/devices`, {
        headers: who.headers,
      });
    const seen = await list(people.teacher);
    expect(seen.status).toBe(200);
    const devices = v.parse(PlaybackDeviceListResponse, await seen.json()).data;
    expect(devices[0]).toMatchObject({ deviceId: 'alice-reset-001', playing: true });
    expect(devices.length).toBeGreaterThanOrEqual(3);
    expect((await list(people.admin)).status).toBe(200);
    expect((await list(people.otherTeacher)).status).toBe(403);
    expect((await list(people.alice)).status).toBe(403);
    const reset = (who: TestUser) =>
      ctx.app.request(`/api/admin/students/${people.alice.user.id}/devices`, {
        method: 'DELETE',
        headers: who.headers,
      });
    expect((await reset(people.otherTeacher)).status).toBe(403);
    expect((await reset(people.bob)).status).toBe(403);
    expect((await beat(people.alice, session.sessionId)).status).toBe(200);
    const done = await reset(people.teacher);
    expect(done.status).toBe(200);
    expect(((await done.json()) as { data: { removed: number } }).data.removed).toBe(
      devices.length,
    );
    expect(
      v.parse(PlaybackDeviceListResponse, await (await list(people.admin)).json()).data,
    ).toEqual([]);
    const after = await beat(people.alice, session.sessionId);
    expect(after.status).toBe(409);
    expect((await hls('key', session.token!)).status).toBe(403);
    // she plays again at once: sign-ins and new playbacks are never blocked
    expect((await start(people.alice, 'alice-reset-001')).status).toBe(201);
  });
});
