// The public read cache: ETags and 304s, and a write seen by the very next read, also when it
// was made by another API process (two apps over one database; on PostgreSQL with
// TEST_DATABASE_URL each has its own connection pool, as two processes would).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BannerListResponse,
  NoticeListResponse,
  ReviewListResponse,
} from '@academy/api-client/contract';
import { createApp } from '../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { banners } from '../../db/schema/banners.ts';
import { notices } from '../../db/schema/notices.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { createLogger } from '../../lib/logger.ts';
import { createUser } from '../../test/fixtures.ts';
import { openTestDatabase, testEnv } from '../../test/test-app.ts';

let database: DatabaseHandle & { drop(): Promise<void> };
let second: DatabaseHandle | undefined;

/** On PostgreSQL: a fresh database and two handles (two pools) on it; on PGlite: one handle. */
async function openShared() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { first: await openTestDatabase(), second: undefined };
  const name = `academy_cache_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  const other = await openDatabase({ kind: 'postgres', url: url.toString() });
  const first = {
    ...handle,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
  return { first, second: other };
}
let appA: ReturnType<typeof createApp>;
let appB: ReturnType<typeof createApp>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ({ first: database, second } = await openShared());
  const logger = createLogger('silent');
  appA = createApp({ env: testEnv, database, logger });
  // A second "process": on PostgreSQL its own pool on the same database; PGlite has one handle.
  appB = createApp({ env: testEnv, database: second ?? { ...database }, logger });
  admin = await createUser(database.db, 'ADMIN');
  await database.db.insert(banners).values(
    [0, 1].map((index) => ({
      title: `배너 ${index}`,
      imageKey: 'images/2026/11/00000000-0000-4000-8000-000000000000.webp',
      imageUrl: '/api/files/x.webp',
      url: 'https://example.com/',
      bannerOrder: index,
    })),
  );
  await database.db
    .insert(notices)
    .values({ title: '공지', content: '내용', authorName: '관리자' });
  await database.db.insert(reviews).values({
    userName: '김민준',
    rating: 5,
    title: '좋아요',
    content: '좋아요',
    lectureName: '수학',
  });
});
afterAll(async () => {
  await second?.close();
  await database.drop();
});

describe('public read cache', () => {
  it.each(['/api/banners/active', '/api/notice/list?page=0&size=10', '/api/lectures/reviews'])(
    '%s answers an ETag and 304 when it did not change',
    async (url) => {
      const first = await appA.request(url);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^".+"$/);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const again = await appA.request(url, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      // The same content has the same ETag in another process.
      expect((await appB.request(url)).headers.get('etag')).toBe(etag);
    },
  );

  it('shows an activation made through another process on the very next read', async () => {
    const before = v.parse(
      BannerListResponse,
      await (await appB.request('/api/banners/active')).json(),
    );
    expect(before.data).toHaveLength(0);
    const [row] = await database.db.select().from(banners).limit(1);
    const patched = await appA.request(`/api/banners/${row!.id}/active`, {
      method: 'PATCH',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ active: true }),
    });
    expect(patched.status).toBe(200);
    for (const app of [appB, appA]) {
      const after = v.parse(
        BannerListResponse,
        await (await app.request('/api/banners/active')).json(),
      );
      expect(after.data.map((banner) => banner.id)).toEqual([row!.id]);
    }
  });

  it('shows a view counted through another process in the next list', async () => {
    const list = async (app: typeof appA) =>
      v.parse(NoticeListResponse, await (await app.request('/api/notice/list')).json()).data[0]!;
    const before = await list(appB);
    await appA.request(`/api/notice/${before.id}`);
    expect((await list(appB)).viewCount).toBe(before.viewCount + 1);
    expect((await list(appA)).viewCount).toBe(before.viewCount + 1);
  });

  it('keeps answering the review list from the cache with the same content', async () => {
    const a = v.parse(
      ReviewListResponse,
      await (await appA.request('/api/lectures/reviews')).json(),
    );
    const b = v.parse(
      ReviewListResponse,
      await (await appA.request('/api/lectures/reviews')).json(),
    );
    expect(b).toEqual(a);
    expect(a.data.totalCount).toBe(1);
  });
});
