// Several API processes on one PostgreSQL (docs/decisions/009-content-cache-across-processes.md):
// nothing that must be shared lives in one process's memory. Two real servers share the database
// and the DATA_DIR volume, as two processes behind nginx would; tokens, rate limits and resumable
// uploads cross between them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../src/test.ts';
import pg from 'pg';
import { DEMO } from '../src/session.ts';
import { freePort, startServer, type RunningServer } from '../src/servers.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

test.describe('two API processes on one PostgreSQL', () => {
  test.skip(
    !serverUrl,
    'needs a PostgreSQL server (npm test sets TEST_DATABASE_URL when one answers)',
  );
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let first: RunningServer;
  let second: RunningServer;
  let sharedDir: string;
  let database: string;

  async function origins() {
    const [site, classroom, admin, storybook] = await Promise.all(
      Array.from({ length: 4 }, freePort),
    );
    return {
      site: `http://localhost:${site}`,
      classroom: `http://localhost:${classroom}`,
      admin: `http://localhost:${admin}`,
      storybook: `http://localhost:${storybook}`,
    };
  }

  test.beforeAll(async () => {
    database = `academy_e2e_${Date.now()}`;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`create database ${database}`);
    await client.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    sharedDir = mkdtempSync(path.join(os.tmpdir(), 'academy-multi-'));
    const env = { DATABASE_URL: url.toString(), DATA_DIR: sharedDir };
    // One after the other: the first migrates and seeds, the second finds it done.
    first = await startServer(await origins(), env);
    second = await startServer(await origins(), env);
  });

  test.afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    rmSync(sharedDir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${database} with (force)`);
    await client.end();
  });

  /** Runs a statement on this describe's own database. */
  async function sql(statement: string) {
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  async function login(
    request: APIRequestContext,
    base: string,
    who: keyof typeof DEMO,
    password?: string,
  ) {
    return request.post(`${base}/api/auth/login`, {
      data: { username: DEMO[who].email, password: password ?? DEMO[who].password },
    });
  }

  test('a token issued by one process is accepted by the other, and its refresh rotates there', async ({
    request,
  }) => {
    const response = await login(request, first.origins.site, 'student');
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { token: string; refreshToken: string } };

    const info = await request.get(`${second.origins.site}/api/users/info`, {
      headers: { Authorization: `Bearer ${data.token}` },
    });
    expect(info.status()).toBe(200);
    expect((await info.json()).data.userId).toBe(DEMO.student.email);

    const refreshed = await request.post(`${second.origins.site}/api/auth/refresh`, {
      data: { refreshToken: data.refreshToken },
    });
    expect(refreshed.status()).toBe(200);
    // The rotated-away token is now a reuse on the first process: refused there too. Its use is
    // moved back past the retry grace window (10 s, by the database's clock) instead of waiting.
    await sql(`update refresh_tokens set used_at = used_at - interval '11 seconds'`);
    const reused = await request.post(`${first.origins.site}/api/auth/refresh`, {
      data: { refreshToken: data.refreshToken },
    });
    expect(reused.status()).toBe(401);
  });

  test('failed logins count across both processes', async ({ request }) => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const base = attempt % 2 === 0 ? first.origins.site : second.origins.site;
      statuses.push((await login(request, base, 'admin', 'wrong-password')).status());
    }
    // Five failures in all, alternating processes, reach the per-account limit of five.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const blocked = await login(request, first.origins.site, 'admin', 'wrong-password');
    expect(blocked.headers()['retry-after']).toBeTruthy();
  });

  test('an upload started through one process resumes through the other', async ({ request }) => {
    const auth = await login(request, first.origins.admin, 'teacher');
    const token = ((await auth.json()) as { data: { token: string } }).data.token;
    // A real clip: the host checks the finished file is a video by its content.
    const video = readFileSync(
      path.resolve(
        path.dirname(fileURLToPath(import.meta.url)),
        '../../api/src/db/seed/assets/sample.webm',
      ),
    );
    const session = await request.post(`${first.origins.admin}/api/videos/upload-sessions`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'multi-process.webm', size: video.length },
    });
    expect(session.status()).toBe(201);
    const link = new URL(
      ((await session.json()) as { data: { upload: { upload_link: string } } }).data.upload
        .upload_link,
    );
    const tus = { 'Tus-Resumable': '1.0.0' };

    const half = Math.floor(video.length / 2);
    const firstHalf = await request.patch(link.toString(), {
      headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      data: video.subarray(0, half),
    });
    expect(firstHalf.status()).toBe(204);

    const onSecond = new URL(link.pathname + link.search, second.origins.admin).toString();
    const head = await request.head(onSecond, { headers: tus });
    expect(head.status()).toBe(200);
    expect(head.headers()['upload-offset']).toBe(String(half));

    const rest = await request.patch(onSecond, {
      headers: {
        ...tus,
        'Upload-Offset': String(half),
        'Content-Type': 'application/offset+octet-stream',
      },
      data: video.subarray(half),
    });
    expect(rest.status()).toBe(204);
    expect(rest.headers()['upload-offset']).toBe(String(video.length));
  });
});
