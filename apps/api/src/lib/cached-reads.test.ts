// The node:http front for cached public reads (decision 011): a real server, as server.ts builds
// it, answers a read Hono answered before with the same bytes and log line, without Hono, and
// sends a write's result at once.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import type { AppDeps } from '../app-env.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { banners } from '../db/schema/banners.ts';
import { notices } from '../db/schema/notices.ts';
import { createUser } from '../test/fixtures.ts';
import { openTestDatabase, testEnv } from '../test/test-app.ts';
import { withCachedReads } from './cached-reads.ts';
import { createLogger } from './logger.ts';

interface Answer {
  status: number;
  /** header names in the order sent; values too, but the ones that differ per request */
  headers: string[];
  requestId: string;
  body: string;
}

function get(server: Server, target: string, headers: Record<string, string> = {}) {
  const { port } = server.address() as AddressInfo;
  return new Promise<Answer>((resolve, reject) => {
    request({ port, path: target, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const raw = res.rawHeaders;
        const pairs: string[] = [];
        for (let i = 0; i < raw.length; i += 2) {
          const name = raw[i]!;
          const varies = ['date', 'x-request-id'].includes(name.toLowerCase());
          pairs.push(varies ? name : `${name}: ${raw[i + 1]}`);
        }
        resolve({
          status: res.statusCode!,
          headers: pairs,
          requestId: String(res.headers['x-request-id']),
          body,
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

let database: DatabaseHandle & { drop(): Promise<void>; url?: string };
let other: DatabaseHandle | undefined;
let admin: Awaited<ReturnType<typeof createUser>>;
const servers: Server[] = [];
const lines: Record<string, unknown>[] = [];

/** A server as server.ts makes it, counting the requests that reach Hono. */
async function start(deps: AppDeps) {
  const app = createApp(deps);
  const hono = getRequestListener(app.fetch);
  const counted = { hono: 0 };
  const server = createServer(
    withCachedReads(deps, (req, res) => {
      counted.hono += 1;
      return hono(req, res);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { app, server, counted };
}

let main: Awaited<ReturnType<typeof start>>;

beforeAll(async () => {
  database = await openTestDatabase();
  const env = { ...testEnv, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'academy-front-')) };
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  main = await start({ env, database, logger: createLogger('info', sink) });
  admin = await createUser(database.db, 'ADMIN');
  await database.db.insert(banners).values({
    title: '배너',
    imageKey: 'images/2026/11/00000000-0000-4000-8000-000000000000.webp',
    imageUrl: '/api/files/x.webp',
    url: 'https://example.com/',
    bannerOrder: 0,
    active: true,
    activeSlot: 1,
  });
  await database.db
    .insert(notices)
    .values({ title: '공지', content: '내용', authorName: '관리자' });
  // On PostgreSQL the front answers only once this process hears every write (its LISTEN is
  // up); until then each read goes to Hono, which asks the database.
  await vi.waitFor(
    async () => {
      await get(main.server, '/api/lectures/reviews');
      const before = main.counted.hono;
      await get(main.server, '/api/lectures/reviews');
      expect(main.counted.hono, 'the content cache answers without Hono').toBe(before);
    },
    { timeout: 10_000, interval: 20 },
  );
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await other?.close();
  await database.drop();
});

const withoutVarying = ({
  requestId: _id,
  ms: _ms,
  time: _time,
  ...line
}: Record<string, unknown>) => line;

describe('cached public reads before Hono', () => {
  it.each(['/api/banners/active', '/api/notice/list?page=0&size=20', '/api/shop/lectures'])(
    '%s: a read Hono answered before is answered again the same, without Hono',
    async (target) => {
      const before = main.counted.hono;
      lines.length = 0;
      const viaHono = await get(main.server, target);
      expect(main.counted.hono).toBe(before + 1);
      const viaFront = await get(main.server, target);
      expect(main.counted.hono).toBe(before + 1);

      expect(viaHono.status).toBe(200);
      expect(viaHono.headers).toEqual(
        expect.arrayContaining(['x-content-type-options: nosniff', 'cache-control: no-cache']),
      );
      expect(viaHono.headers).toContain('x-request-id');
      // Same status, body, headers (names, order, values but the date and request id).
      expect(viaFront).toEqual({ ...viaHono, requestId: viaFront.requestId });
      expect(viaFront.requestId).not.toBe(viaHono.requestId);
      // The same log line: request id, method, path, status, time taken.
      expect(lines).toHaveLength(2);
      expect(withoutVarying(lines[1]!)).toEqual(withoutVarying(lines[0]!));
      expect(lines[1]).toMatchObject({ requestId: viaFront.requestId, status: 200 });
      expect(typeof lines[1]!.ms).toBe('number');
    },
  );

  it("keeps the caller's request id, as Hono does", async () => {
    await get(main.server, '/api/banners/active');
    const sent = await get(main.server, '/api/banners/active', { 'X-Request-Id': 'req-front-1' });
    expect(sent.requestId).toBe('req-front-1');
    const refused = await get(main.server, '/api/banners/active', { 'X-Request-Id': 'a b' });
    expect(refused.requestId).not.toBe('a b');
  });

  it('leaves revalidation (304), HEAD and other targets to Hono', async () => {
    const first = await get(main.server, '/api/banners/active');
    const etag = first.headers.find((header) => header.startsWith('etag: '))!.slice(6);
    const before = main.counted.hono;
    const revalidated = await get(main.server, '/api/banners/active', { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    const otherQuery = await get(main.server, '/api/notice/list?page=0&size=20&x=1');
    expect(otherQuery.status).toBe(200);
    expect(main.counted.hono).toBe(before + 2);
  });

  it('sends HSTS behind a trusted https proxy, as Hono does', async () => {
    const proxied = await start({
      env: { ...testEnv, TRUST_PROXY: true },
      database,
      logger: createLogger('silent'),
    });
    const https = { 'X-Forwarded-Proto': 'https' };
    const viaHono = await get(proxied.server, '/api/banners/active', https);
    const viaFront = await get(proxied.server, '/api/banners/active', https);
    expect(viaHono.headers).toContain(
      'strict-transport-security: max-age=31536000; includeSubDomains',
    );
    expect(viaFront).toEqual({ ...viaHono, requestId: viaFront.requestId });
    const plain = await get(proxied.server, '/api/banners/active');
    expect(plain.headers.some((header) => header.startsWith('strict-transport'))).toBe(false);
  });

  it('sends a write at once, also one made through another process', async () => {
    const titles = async () =>
      (
        JSON.parse((await get(main.server, '/api/banners/active')).body) as {
          data: { title: string }[];
        }
      ).data.map((banner) => banner.title);
    expect(await titles()).toEqual(['배너']);
    expect(await titles()).toEqual(['배너']);
    const [row] = await database.db.select().from(banners).limit(1);
    const patched = await main.app.request(`/api/banners/${row!.id}/active`, {
      method: 'PATCH',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ active: false }),
    });
    expect(patched.status).toBe(200);
    expect(await titles()).toEqual([]);

    // Another process: on PostgreSQL its own pool on the same database, heard through NOTIFY.
    other = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : undefined;
    const second = createApp({
      env: testEnv,
      database: other ?? database,
      logger: createLogger('silent'),
    });
    await titles();
    const again = await second.request(`/api/banners/${row!.id}/active`, {
      method: 'PATCH',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ active: true }),
    });
    expect(again.status).toBe(200);
    await expect.poll(titles, { timeout: 3000, interval: 20 }).toEqual(['배너']);
  });

  it('shows a scheduled notice within about a second of its publish time to a list read in a loop', async () => {
    const target = '/api/notice/list?page=0&size=50';
    const titles = async () =>
      (JSON.parse((await get(main.server, target)).body) as { data: { title: string }[] }).data.map(
        (notice) => notice.title,
      );
    const due = Date.now() + 1000;
    const created = await main.app.request('/api/admin/notices', {
      method: 'POST',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: '곧 공개될 공지',
        content: '<p>예약</p>',
        publishAt: new Date(due).toISOString(),
      }),
    });
    expect(created.status).toBe(201);
    expect(await titles()).not.toContain('곧 공개될 공지');
    // Read as a busy list is read: the copy in memory answers, until the publish time.
    const hono = main.counted.hono;
    let reads = 0;
    let shownAt: number | undefined;
    while (shownAt === undefined && Date.now() < due + 5000) {
      reads += 1;
      if ((await titles()).includes('곧 공개될 공지')) shownAt = Date.now();
    }
    expect(shownAt, 'never shown').toBeDefined();
    expect(shownAt! - due).toBeLessThan(1000);
    // the loop was answered from memory, not by asking the database each time
    expect(main.counted.hono - hono).toBeLessThan(reads / 2);
  });
});
