import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ErrorEnvelope,
  VideoResponse,
  VideoUploadSessionResponse,
  videoIdFromUri,
} from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import { createApp } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { videos } from '../../db/schema/videos.ts';
import { SAMPLE_VIDEO } from '../../db/seed/videos.ts';
import type { Env } from '../../env.ts';
import { createLogger } from '../../lib/logger.ts';
import { signUrl } from '../../lib/signed-url.ts';
import { playerUrl } from '../../lib/video-host/player-url.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { contents } from '../../db/schema/lectures.ts';
import { createUser, createUsers, enrol, type TestUser } from '../../test/fixtures.ts';
import { createLecture } from '../../test/lecture-fixtures.ts';
import { openTestDatabase, testEnv } from '../../test/test-app.ts';
import { configureVideoHost, localVideoHost, type VideoHostConfig } from './videos.routes.ts';

const TUS = { 'Tus-Resumable': '1.0.0' };
const PATCH_TYPE = { 'Content-Type': 'application/offset+octet-stream' };

let dataDir: string;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let env: Env;
let teacher: TestUser;
let otherTeacher: TestUser;
let student: TestUser;
let admin: TestUser;

/** An app instance over the shared database and DATA_DIR: a second one is a second API process. */
function makeApp(config: VideoHostConfig = {}, overrides: Partial<Env> = {}) {
  const deps: AppDeps = {
    env: { ...env, ...overrides },
    database: { ...database },
    logger: createLogger('silent'),
  };
  configureVideoHost(deps, config);
  return { app: createApp(deps), deps };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'academy-videos-'));
  env = { ...testEnv, DATA_DIR: dataDir };
  database = await openTestDatabase();
  ({ teacher, otherTeacher, student, admin } = await createUsers(database.db, {
    teacher: 'TEACHER',
    otherTeacher: 'TEACHER',
    student: 'STUDENT',
    admin: 'ADMIN',
  }));
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

type App = ReturnType<typeof createApp>;

async function createSession(app: App, size: number, headers = teacher.headers) {
  const response = await app.request('/api/videos/upload-sessions', {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: '1강 오리엔테이션.webm', size }),
  });
  return response;
}

async function session(app: App, size: number) {
  const response = await createSession(app, size);
  expect(response.status).toBe(201);
  const body = v.parse(VideoUploadSessionResponse, await response.json());
  const link = new URL(body.data.upload.upload_link);
  return { body, link, path: `${link.pathname}${link.search}`, id: videoIdFromUri(body.data.uri)! };
}

const patch = (app: App, target: string, offset: number, bytes: Uint8Array, extra = {}) =>
  app.request(target, {
    method: 'PATCH',
    headers: { ...TUS, ...PATCH_TYPE, 'Upload-Offset': String(offset), ...extra },
    body: bytes,
  });

const head = (app: App, target: string, extra = {}) =>
  app.request(target, { method: 'HEAD', headers: { ...TUS, ...extra } });

const SAMPLE = readFileSync(SAMPLE_VIDEO);
/** The first n bytes of the sample WebM (the host checks a finished upload is a video). */
const bytes = (n: number) => new Uint8Array(SAMPLE.subarray(0, n));

describe('POST /api/videos/upload-sessions', () => {
  it('answers like the hosting service: uri /videos/{id} and an absolute tus upload_link', async () => {
    const { app } = makeApp();
    const { body, link, id } = await session(app, 1234);
    expect(body.data.uri).toBe(`/videos/${id}`);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.data.upload).toMatchObject({ approach: 'tus', size: 1234 });
    expect(link.origin).toBe('http://localhost');
    expect(link.pathname).toBe(`/api/videos/tus/${id}`);
    expect(link.searchParams.get('sig')).toBeTruthy();
    const [row] = await database.db.select().from(videos).where(eq(videos.id, id));
    expect(row).toMatchObject({ ownerId: teacher.user.id, status: 'UPLOADING', size: 1234 });
  });

  it('gives an https upload link behind a trusted proxy', async () => {
    const { app } = makeApp({}, { TRUST_PROXY: true });
    const response = await app.request('/api/videos/upload-sessions', {
      method: 'POST',
      headers: {
        ...teacher.headers,
        'Content-Type': 'application/json',
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Host': 'admin.academy.test',
      },
      body: JSON.stringify({ name: 'a.webm', size: 10 }),
    });
    const body = v.parse(VideoUploadSessionResponse, await response.json());
    expect(body.data.upload.upload_link).toMatch(
      /^https:\/\/admin\.academy\.test\/api\/videos\/tus\//,
    );
  });

  it('refuses a bad size or name, and callers who are not staff', async () => {
    const { app } = makeApp();
    for (const size of [0, -1, 1.5, 3 * 1024 ** 3]) {
      const response = await createSession(app, size);
      expect(response.status).toBe(400);
      v.parse(ErrorEnvelope, await response.json());
    }
    const tooLarge = await createSession(app, 3 * 1024 ** 3);
    expect(v.parse(ErrorEnvelope, await tooLarge.json()).message).toBe(validation.video.tooLarge);
    const noName = await app.request('/api/videos/upload-sessions', {
      method: 'POST',
      headers: { ...teacher.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ size: 10, owner: 1 }),
    });
    expect(noName.status).toBe(400);
    expect((await createSession(app, 10, {} as typeof teacher.headers)).status).toBe(401);
    expect((await createSession(app, 10, student.headers)).status).toBe(403);
  });

  it('answers 429 with Retry-After when too many uploads run at once (counted in the database)', async () => {
    await database.db
      .update(videos)
      .set({ status: 'EXPIRED' })
      .where(eq(videos.status, 'UPLOADING'));
    const { app } = makeApp({ maxRunningUploads: 2, retryAfterSeconds: 7 });
    await session(app, 10);
    // A second process sees the same count.
    const second = makeApp({ maxRunningUploads: 2, retryAfterSeconds: 7 });
    await session(second.app, 10);
    const refused = await createSession(second.app, 10);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('7');
    expect(v.parse(ErrorEnvelope, await refused.json()).message).toBe(validation.video.busy);
    await database.db
      .update(videos)
      .set({ status: 'EXPIRED' })
      .where(eq(videos.status, 'UPLOADING'));
  });

  it("counts running uploads per uploader: one teacher's (abandoned) sessions do not block another", async () => {
    await database.db
      .update(videos)
      .set({ status: 'EXPIRED' })
      .where(eq(videos.status, 'UPLOADING'));
    const limits = { maxRunningUploadsPerUploader: 2, maxRunningUploads: 3 };
    const { app } = makeApp(limits);
    const other = await createUser(database.db, 'TEACHER');
    // The first teacher starts two uploads and abandons them: their own limit.
    await session(app, 10);
    await session(app, 10);
    const own = await createSession(app, 10);
    expect(own.status).toBe(429);
    expect(v.parse(ErrorEnvelope, await own.json()).message).toBe(validation.video.busyOwn);
    // The plain tus creation counts the same way.
    const tusOwn = await app.request('/api/videos/tus', {
      method: 'POST',
      headers: { ...teacher.headers, 'Tus-Resumable': '1.0.0', 'Upload-Length': '10' },
    });
    expect(tusOwn.status).toBe(429);
    // Another teacher still uploads, up to the ceiling for everyone.
    expect((await createSession(app, 10, other.headers)).status).toBe(201);
    const ceiling = await createSession(app, 10, other.headers);
    expect(ceiling.status).toBe(429);
    expect(v.parse(ErrorEnvelope, await ceiling.json()).message).toBe(validation.video.busy);
    await database.db
      .update(videos)
      .set({ status: 'EXPIRED' })
      .where(eq(videos.status, 'UPLOADING'));
  });
});

describe('the tus endpoint', () => {
  it('takes a whole upload in chunks, resumes with HEAD, and plays it back', async () => {
    const { app } = makeApp();
    const data = bytes(3000);
    const { path: target, id } = await session(app, data.length);

    const start = await head(app, target);
    expect(start.status).toBe(200);
    expect(start.headers.get('upload-offset')).toBe('0');
    expect(start.headers.get('upload-length')).toBe('3000');
    expect(start.headers.get('tus-resumable')).toBe('1.0.0');

    const first = await patch(app, target, 0, data.slice(0, 1000));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('1000');

    // A client that lost the answer asks where it stands, then goes on from there.
    expect((await head(app, target)).headers.get('upload-offset')).toBe('1000');
    const stale = await patch(app, target, 0, data.slice(0, 1000));
    expect(stale.status).toBe(409);

    const rest = await patch(app, target, 1000, data.slice(1000));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe('3000');
    const [row] = await database.db.select().from(videos).where(eq(videos.id, id));
    // the file's own length, read from its header (the sample's first 3000 bytes hold it)
    expect(row).toMatchObject({ status: 'READY', durationMs: 5008 });
    expect(row!.completedAt).toBeInstanceOf(Date);
    // After the end, HEAD still reports the full offset (a lost final answer is harmless).
    expect((await head(app, target)).headers.get('upload-offset')).toBe('3000');

    const info = await app.request(`/api/videos/${id}`, { headers: teacher.headers });
    const video = v.parse(VideoResponse, await info.json());
    expect(video.data).toMatchObject({ status: 'READY', size: 3000, uploadedBytes: 3000 });
    expect(video.data.playerUrl).toMatch(new RegExp(`^/api/videos/${id}/player\\?expires=`));

    const stream = signUrl(
      env,
      `/api/videos/${id}/stream`,
      60,
      Date.now(),
      String(teacher.user.id),
    );
    const whole = await app.request(stream);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(data);
    const part = await app.request(stream, { headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 10-19/3000');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(data.slice(10, 20));
    const tail = await app.request(stream, { headers: { Range: 'bytes=-5' } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(data.slice(2995));
    const beyond = await app.request(stream, { headers: { Range: 'bytes=5000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */3000');
  });

  it('answers the protocol status codes: 412, 415, 413, 404, 403', async () => {
    const { app } = makeApp();
    const { path: target, link } = await session(app, 100);
    const noVersion = await app.request(target, {
      method: 'PATCH',
      headers: { ...PATCH_TYPE, 'Upload-Offset': '0' },
      body: bytes(10),
    });
    expect(noVersion.status).toBe(412);
    const oldVersion = await patch(app, target, 0, bytes(10), { 'Tus-Resumable': '0.2.2' });
    expect(oldVersion.status).toBe(412);
    expect(oldVersion.headers.get('tus-version')).toBe('1.0.0');
    const wrongType = await patch(app, target, 0, bytes(10), {
      'Content-Type': 'text/plain',
      Origin: env.ADMIN_URL,
    });
    expect(wrongType.status).toBe(415);
    expect(wrongType.headers.get('access-control-allow-origin')).toBe(env.ADMIN_URL);
    const elsewhere = await patch(app, target, 0, bytes(10), {
      'Content-Type': 'text/plain',
      Origin: 'https://evil.example',
    });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const tooMuch = await patch(app, target, 0, bytes(101));
    expect(tooMuch.status).toBe(413);
    const unknown = await head(app, `/api/videos/tus/AAAAAAAAAAAAAAAAAAAAAA${link.search}`);
    expect(unknown.status).toBe(404);
    const unsigned = await head(app, link.pathname);
    expect(unsigned.status).toBe(403);
    const tampered = await head(app, `${target.slice(0, -2)}xx`);
    expect(tampered.status).toBe(403);
    const staleLink = signUrl(env, link.pathname, 60, Date.now() - 3_600_000);
    expect((await head(app, staleLink)).status).toBe(403);
    // Nothing was written by any refused request.
    expect((await head(app, target)).headers.get('upload-offset')).toBe('0');
  });

  it('lets only the staff member who created the session write to it', async () => {
    const { app } = makeApp();
    const { path: target } = await session(app, 600);
    const other = await patch(app, target, 0, bytes(600), otherTeacher.headers);
    expect(other.status).toBe(403);
    const owner = await patch(app, target, 0, bytes(600), teacher.headers);
    expect(owner.status).toBe(204);
  });

  it('refuses a finished upload that is not a video (415) and drops it', async () => {
    const { app } = makeApp();
    const html = new TextEncoder().encode('<html><body><script>alert(1)</script></body></html>');
    const { path: target, id } = await session(app, html.length);
    const last = await patch(app, target, 0, html);
    expect(last.status).toBe(415);
    const [row] = await database.db.select().from(videos).where(eq(videos.id, id));
    expect(row!.status).toBe('EXPIRED');
    expect((await head(app, target)).status).toBe(410);
  });

  it('terminates an upload on DELETE (an aborted upload frees its place)', async () => {
    const { app } = makeApp();
    const { path: target, id } = await session(app, 100);
    await patch(app, target, 0, bytes(10));
    const deleted = await app.request(target, { method: 'DELETE', headers: TUS });
    expect(deleted.status).toBe(204);
    const [row] = await database.db.select().from(videos).where(eq(videos.id, id));
    expect(row!.status).toBe('EXPIRED');
    expect((await head(app, target)).status).toBe(410);
  });

  it('lets a second API process resume an upload the first one started', async () => {
    const first = makeApp();
    const data = bytes(500);
    const { path: target, id } = await session(first.app, data.length);
    expect((await patch(first.app, target, 0, data.slice(0, 200))).status).toBe(204);
    const second = makeApp();
    const offset = (await head(second.app, target)).headers.get('upload-offset');
    expect(offset).toBe('200');
    expect((await patch(second.app, target, 200, data.slice(200))).status).toBe(204);
    const [row] = await database.db.select().from(videos).where(eq(videos.id, id));
    expect(row!.status).toBe('READY');
  });

  it('answers 429 with Retry-After while too many transfers hold a lock (any process)', async () => {
    const { app, deps } = makeApp({ maxConcurrentTransfers: 1, retryAfterSeconds: 3 });
    const { path: target } = await session(app, 600);
    // Another process is busy with another upload: its lock file is fresh.
    const locks = localVideoHost(deps).dirs.locks;
    await writeFile(path.join(locks, 'someOtherUpload000000.lock'), '{}');
    const refused = await patch(app, target, 0, bytes(600));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3');
    await rm(path.join(locks, 'someOtherUpload000000.lock'));
    expect((await patch(app, target, 0, bytes(600))).status).toBe(204);
  });

  it('expires abandoned uploads: 410, then cleaned up', async () => {
    const { app, deps } = makeApp({ expirationMs: 50 });
    const { path: target, id } = await session(app, 10);
    // The host's clock a second on, past the 50 ms (only Date: timers and I/O stay real).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1000 });
    try {
      expect((await head(app, target)).status).toBe(410);
      expect((await patch(app, target, 0, bytes(10))).status).toBe(410);
      await localVideoHost(deps).cleanUpExpired();
      const [row] = await database.db.select().from(videos).where(eq(videos.id, id));
      expect(row!.status).toBe('EXPIRED');
      expect((await head(app, target)).status).toBe(410);
    } finally {
      vi.useRealTimers();
    }
  });

  it('creates uploads through tus POST for staff, with a signed Location', async () => {
    const { app } = makeApp();
    const created = await app.request('/api/videos/tus', {
      method: 'POST',
      headers: {
        ...TUS,
        ...teacher.headers,
        'Upload-Length': '600',
        'Upload-Metadata': 'filename dGVzdC53ZWJt',
      },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location')!);
    expect(location.searchParams.get('sig')).toBeTruthy();
    const target = `${location.pathname}${location.search}`;
    expect((await patch(app, target, 0, bytes(600))).status).toBe(204);
    const tooBig = await app.request('/api/videos/tus', {
      method: 'POST',
      headers: { ...TUS, ...teacher.headers, 'Upload-Length': String(3 * 1024 ** 3) },
    });
    expect(tooBig.status).toBe(413);
    const byStudent = await app.request('/api/videos/tus', {
      method: 'POST',
      headers: { ...TUS, ...student.headers, 'Upload-Length': '20' },
    });
    expect(byStudent.status).toBe(403);
  });
});

describe('playback links', () => {
  let app: App;
  let id: string;
  beforeAll(async () => {
    ({ app } = makeApp());
    const s = await session(app, 600);
    id = s.id;
    await patch(app, s.path, 0, bytes(600));
  });

  it('serves a player page with a signed stream and only its own script behind a signed link', async () => {
    const response = await app.request(playerUrl(env, id, teacher.user.id));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(
      new RegExp(
        `<video controls[^>]* src="/api/videos/${id}/stream\\?expires=\\d+&amp;u=${teacher.user.id}&amp;sig=`,
      ),
    );
    // One script, from a file of this origin (no inline script or style under the CSP).
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script src="/api/videos/player.js"></script>');
    expect(html).not.toMatch(/<script>|style=/i);
    expect(html).toContain(`data-origins="[&quot;${env.SITE_URL}&quot;`);
    expect(html).toContain('href="/api/videos/player.css"');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("media-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    const script = await app.request('/api/videos/player.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain("addEventListener('message'");
    expect(csp).toContain(`frame-ancestors ${env.SITE_URL}`);
    const css = await app.request('/api/videos/player.css');
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('refuses a missing, tampered or expired signature', async () => {
    expect((await app.request(`/api/videos/${id}/player`)).status).toBe(403);
    const tampered = playerUrl(env, id, teacher.user.id).replace(/sig=./, 'sig=A');
    expect((await app.request(tampered)).status).toBe(403);
    const viewer = String(teacher.user.id);
    const expired = signUrl(env, `/api/videos/${id}/stream`, 60, Date.now() - 3_600_000, viewer);
    expect((await app.request(expired)).status).toBe(403);
    // another viewer's id in a link signed for this one
    const swapped = signUrl(env, `/api/videos/${id}/stream`, 60, Date.now(), viewer).replace(
      `u=${viewer}`,
      `u=${otherTeacher.user.id}`,
    );
    expect((await app.request(swapped)).status).toBe(403);
    const otherVideo = signUrl(env, `/api/videos/${id}/stream`, 60, Date.now(), viewer).replace(
      id,
      'AAAAAAAAAAAAAAAAAAAAAA',
    );
    expect((await app.request(otherVideo)).status).toBe(403);
    expect((await app.request(`/api/videos/${id}/stream`)).status).toBe(403);
  });

  it('answers 404 for an unknown video and keeps the status route for staff', async () => {
    expect(
      (await app.request(playerUrl(env, 'AAAAAAAAAAAAAAAAAAAAAA', admin.user.id))).status,
    ).toBe(404);
    expect((await app.request(`/api/videos/${id}`)).status).toBe(401);
    expect((await app.request(`/api/videos/${id}`, { headers: student.headers })).status).toBe(403);
  });

  it('stops a student’s links the moment their enrolment ends, and never plays for others', async () => {
    const made = await createLecture(database.db, teacher.user.id);
    await database.db
      .update(contents)
      .set({ videoId: id })
      .where(eq(contents.detailId, made.video.id));
    const enrolment = await enrol(database.db, student.user.id, made.lecture.id);
    const page = await app.request(playerUrl(env, id, student.user.id));
    expect(page.status).toBe(200);
    const stream = /src="([^"]+)"/.exec(await page.text())![1]!.replaceAll('&amp;', '&');
    const range = { headers: { Range: 'bytes=0-3' } };
    expect((await app.request(stream, range)).status).toBe(206);
    // staff end the enrolment: the same links, still within their time, play nothing more
    await database.db
      .update(enrolments)
      .set({ status: 'ENDED', endsAt: new Date() })
      .where(eq(enrolments.id, enrolment.id));
    expect((await app.request(stream, range)).status).toBe(403);
    expect((await app.request(playerUrl(env, id, student.user.id))).status).toBe(403);
    // another teacher (not the uploader, not the lecture's) gets no player either
    expect((await app.request(playerUrl(env, id, otherTeacher.user.id))).status).toBe(403);
    expect((await app.request(playerUrl(env, id, teacher.user.id))).status).toBe(200);
  });
});

describe('VIDEO_HOST=vimeo (against a faked service: no test talks to api.vimeo.com)', () => {
  let fake: Server;
  let base: string;
  let nextStatus = 200;
  const seen: { auth?: string; body?: unknown }[] = [];
  beforeAll(async () => {
    fake = createServer((req: IncomingMessage, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        seen.push({ auth: req.headers.authorization, body: JSON.parse(text || 'null') });
        if (req.method !== 'POST' || req.url !== '/me/videos') {
          res.writeHead(404).end();
        } else if (nextStatus === 429) {
          res.writeHead(429, { 'Retry-After': '4' }).end('{}');
        } else if (nextStatus !== 200) {
          res.writeHead(nextStatus, { 'Content-Type': 'application/json' }).end('{"error":"x"}');
        } else {
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(
            JSON.stringify({
              uri: '/videos/987654321',
              upload: {
                approach: 'tus',
                upload_link: 'https://uploads.fake/upload?ticket=1',
                size: 77,
              },
            }),
          );
        }
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

  const vimeoApp = () =>
    makeApp({ vimeoBaseUrl: base }, { VIDEO_HOST: 'vimeo', VIMEO_ACCESS_TOKEN: 'secret-token' })
      .app;

  it('creates the session server-side with the token and answers the service shape', async () => {
    nextStatus = 200;
    const response = await createSession(vimeoApp(), 77);
    expect(response.status).toBe(201);
    const body = v.parse(VideoUploadSessionResponse, await response.json());
    expect(body.data).toMatchObject({
      uri: '/videos/987654321',
      upload: { approach: 'tus', upload_link: 'https://uploads.fake/upload?ticket=1', size: 77 },
    });
    expect(JSON.stringify(body)).not.toContain('secret-token');
    expect(seen.at(-1)).toEqual({
      auth: 'bearer secret-token',
      body: { upload: { approach: 'tus', size: 77 }, name: '1강 오리엔테이션.webm' },
    });
  });

  it("passes the service's 429 and Retry-After on, and answers 502 when it fails", async () => {
    nextStatus = 429;
    const busy = await createSession(vimeoApp(), 77);
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('4');
    nextStatus = 500;
    const failed = await createSession(vimeoApp(), 77);
    expect(failed.status).toBe(502);
    v.parse(ErrorEnvelope, await failed.json());
  });

  it('plays on the service player with do-not-track and no branding', () => {
    expect(playerUrl({ ...env, VIDEO_HOST: 'vimeo' }, '987654321', student.user.id)).toBe(
      'https://player.vimeo.com/video/987654321?dnt=1&title=0&byline=0&portrait=0&badge=0',
    );
  });
});
