// The content cache: ETags and 304s, and a write seen by the very next read, also when it
// was made by another API process (two apps over one database; on PostgreSQL with
// TEST_DATABASE_URL each has its own connection pool, as two processes would).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  BannerListResponse,
  ClassroomLectureResponse,
  ClassroomListResponse,
  NoticeListResponse,
  ReviewListResponse,
  ShopLectureListResponse,
} from '@academy/api-client/contract';
import { createApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { banners } from '../db/schema/banners.ts';
import { submissions } from '../db/schema/learning.ts';
import { notices } from '../db/schema/notices.ts';
import { reviews } from '../db/schema/reviews.ts';
import { heldInMemory, STALE_BOUND_MS } from './content-cache.ts';
import { createLogger } from './logger.ts';
import { startRelay } from '../test/tcp-relay.ts';
import { createUser, enrol } from '../test/fixtures.ts';
import { createLecture, jsonRequest } from '../test/lecture-fixtures.ts';
import { openTestDatabase, testEnv } from '../test/test-app.ts';

let database: DatabaseHandle & { drop(): Promise<void> };
let second: DatabaseHandle | undefined;

/** On PostgreSQL: a fresh database and two handles (two pools) on it; on PGlite: one handle. */
async function openShared() {
  const first = await openTestDatabase();
  const other = first.url ? await openDatabase({ kind: 'postgres', url: first.url }) : undefined;
  return { first, second: other };
}

/**
 * What another process reads after a write: it hears of the write when its NOTIFY arrives
 * (PostgreSQL, within moments of the commit); PGlite has one process and one cache.
 */
const seenByOtherProcess = <T>(read: () => Promise<T>) =>
  expect.poll(read, { timeout: 3000, interval: 20 });

let appA: ReturnType<typeof createApp>;
let appB: ReturnType<typeof createApp>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ({ first: database, second } = await openShared());
  const logger = createLogger('silent');
  const env = { ...testEnv, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'academy-cache-')) };
  appA = createApp({ env, database, logger });
  // A second "process": on PostgreSQL its own pool on the same database; PGlite has one handle.
  appB = createApp({ env, database: second ?? { ...database }, logger });
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

  it('shows an activation made through another process at once', async () => {
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
    const activeIds = async (app: typeof appA) =>
      v
        .parse(BannerListResponse, await (await app.request('/api/banners/active')).json())
        .data.map((banner) => banner.id);
    expect(await activeIds(appA)).toEqual([row!.id]);
    await seenByOtherProcess(() => activeIds(appB)).toEqual([row!.id]);
  });

  it('shows a view counted through another process in the next list', async () => {
    const list = async (app: typeof appA) =>
      v.parse(NoticeListResponse, await (await app.request('/api/notice/list')).json()).data[0]!;
    const before = await list(appB);
    await appA.request(`/api/notice/${before.id}`);
    // views are announced together, within about half a second (changedSoon)
    await seenByOtherProcess(async () => (await list(appA)).viewCount).toBe(before.viewCount + 1);
    await seenByOtherProcess(async () => (await list(appB)).viewCount).toBe(before.viewCount + 1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'misses no write while its listening connection is down, and listens again',
    async () => {
      // a listening connection's last query is its LISTEN or its heartbeat; each process keeps
      // two: the content cache's and the live hub's (decision 016)
      const LISTENING = 4;
      const listeners = async () => {
        const result = await database.db.execute(
          sql`select pid from pg_stat_activity where datname = current_database() and (query ilike 'LISTEN%' or query ilike 'select pg_notify(%')`,
        );
        return (result as unknown as { rows: { pid: number }[] }).rows;
      };
      const list = async (app: typeof appA) =>
        v.parse(NoticeListResponse, await (await app.request('/api/notice/list')).json()).data[0]!;
      await seenByOtherProcess(async () => (await listeners()).length).toBe(LISTENING);
      const before = await list(appB);
      // The database drops both processes' listening connections (as a restart would).
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and (query ilike 'LISTEN%' or query ilike 'select pg_notify(%')`,
      );
      await appA.request(`/api/notice/${before.id}`);
      await seenByOtherProcess(async () => (await list(appB)).viewCount).toBe(before.viewCount + 1);
      await seenByOtherProcess(async () => (await listeners()).length).toBe(LISTENING);
      await appA.request(`/api/notice/${before.id}`);
      await seenByOtherProcess(async () => (await list(appB)).viewCount).toBe(before.viewCount + 2);
    },
  );

  describe.runIf(process.env.TEST_DATABASE_URL)('read-after-write across processes', () => {
    /** Activates or deactivates banner `id` through appA; resolves once the write returned. */
    const setActive = async (id: number, active: boolean) => {
      const response = await appA.request(`/api/banners/${id}/active`, {
        method: 'PATCH',
        headers: { ...admin.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ active }),
      });
      expect(response.status).toBe(200);
    };
    const isActive = async (app: typeof appA, id: number) =>
      v
        .parse(BannerListResponse, await (await app.request('/api/banners/active')).json())
        .data.some((banner) => banner.id === id);
    /** ms from the write's return until a read started then first showed it (reads back to back). */
    async function staleFor(app: typeof appA, id: number, active: boolean) {
      await setActive(id, active);
      const written = performance.now();
      for (;;) {
        const started = performance.now();
        if ((await isActive(app, id)) === active) return started - written;
        if (started - written > 5000) return Infinity;
      }
    }

    it(`a read started ${STALE_BOUND_MS} ms after another process's write shows it`, async () => {
      const [row] = await database.db.select().from(banners).limit(1);
      await isActive(appB, row!.id);
      for (const active of [false, true, false]) {
        expect(await staleFor(appB, row!.id, active)).toBeLessThan(STALE_BOUND_MS);
      }
    });

    it('holds when the listening connection is dropped silently (no reset), then listens again', async () => {
      const relay = await startRelay((database as { url?: string }).url!);
      const behind = await openDatabase({ kind: 'postgres', url: relay.url });
      const appC = createApp({ env: testEnv, database: behind, logger: createLogger('silent') });
      try {
        const [row] = await database.db.select().from(banners).limit(1);
        // listening and confirmed: answers come from memory
        await seenByOtherProcess(async () => {
          await appC.request('/api/banners/active');
          return heldInMemory({ database: behind }, 'banners');
        }).toBe(true);
        relay.freeze({ onlyListening: true });
        expect(await staleFor(appC, row!.id, true)).toBeLessThan(STALE_BOUND_MS);
        expect(await staleFor(appC, row!.id, false)).toBeLessThan(STALE_BOUND_MS);
        // the heartbeat gave it up and a new listener answers from memory again
        await expect
          .poll(
            async () => {
              await appC.request('/api/banners/active');
              return heldInMemory({ database: behind }, 'banners');
            },
            { timeout: 5000, interval: 100 },
          )
          .toBe(true);
        expect(await staleFor(appC, row!.id, true)).toBeLessThan(STALE_BOUND_MS);
      } finally {
        await behind.close();
        await relay.close();
      }
    }, 20_000);
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

describe('lecture cache', () => {
  const shop = async (app: typeof appA) =>
    v.parse(ShopLectureListResponse, await (await app.request('/api/shop/lectures')).json()).data;
  const classroomList = async (app: typeof appA, headers: Record<string, string>) =>
    v.parse(
      ClassroomListResponse,
      await (await app.request('/api/lectures/list', { headers })).json(),
    ).data;
  const outline = async (app: typeof appA, id: number, headers: Record<string, string>) =>
    v.parse(
      ClassroomLectureResponse,
      await (await app.request(`/api/lectures/${id}`, { headers })).json(),
    ).data;

  it('shows a lecture created through another process in the shop and the classroom list', async () => {
    const teacher = await createUser(database.db, 'TEACHER');
    const student = await createUser(database.db, 'STUDENT');
    const before = await shop(appB);
    const list = await appA.request('/api/lectures/list', { headers: student.headers });
    expect(list.headers.get('cache-control')).toBe('private, no-cache');
    const image = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const body = new FormData();
    body.append('title', '캐시 확인 강의');
    body.append('imageFile', new File([new Uint8Array(image)], 'thumb.png', { type: 'image/png' }));
    const created = await appA.request('/api/admin/lectures', {
      method: 'POST',
      headers: teacher.headers,
      body,
    });
    expect(created.status).toBe(201);
    // A new lecture is a draft (docs/decisions/018-staff-authoring.md): the shop shows it once it
    // is published.
    const { data } = (await created.json()) as { data: { id: number } };
    const published = await appA.request(`/api/admin/lectures/${data.id}/status`, {
      method: 'PUT',
      headers: { ...teacher.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'PUBLISHED' }),
    });
    expect(published.status).toBe(200);
    await seenByOtherProcess(() => shop(appB)).toHaveLength(before.length + 1);
    expect((await shop(appB)).at(-1)).toMatchObject({
      title: '캐시 확인 강의',
      teacherName: teacher.user.name,
    });
    // staff read every lecture in the classroom (a student only those they are enrolled in)
    const admin = await createUser(database.db, 'ADMIN');
    const teachers = await classroomList(appB, admin.headers);
    expect(teachers.find((t) => t.teacherId === teacher.user.id)?.lectures).toEqual([
      expect.objectContaining({ lectureTitle: '캐시 확인 강의' }),
    ]);

    // A teacher who withdraws is shown under the withdrawn name at once.
    const withdrawn = await appA.request('/api/users/profile', {
      method: 'DELETE',
      headers: { ...teacher.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'password1234' }),
    });
    expect(withdrawn.status).toBe(200);
    await seenByOtherProcess(async () => (await shop(appB)).at(-1)!.teacherName).not.toBe(
      teacher.user.name,
    );
  });

  it("shows a chapter added through another process in the outline, with each reader's own progress", async () => {
    const teacher = await createUser(database.db, 'TEACHER');
    const [passing, other] = [
      await createUser(database.db, 'STUDENT'),
      await createUser(database.db, 'STUDENT'),
    ];
    const { lecture, other: task } = await createLecture(database.db, teacher.user.id);
    for (const reader of [passing, other]) await enrol(database.db, reader.user.id, lecture.id);
    // Written before the first read: the fixture goes around the API (and its version bump).
    await database.db.insert(submissions).values({
      userId: passing.user.id,
      detailId: task.id,
      reviewUrl: 'https://example.com/review',
      feedback: '좋습니다',
      feedbackAt: new Date(),
      isCompleted: true,
    });
    const first = await outline(appB, lecture.id, passing.headers);
    expect(first.chapters.map((c) => c.chapterTitle)).toEqual(['1장']);
    const added = await appA.request(
      '/api/admin/lectures/chapters',
      jsonRequest(
        'POST',
        { lectureId: lecture.id, title: '2장', chapterOrder: 1 },
        teacher.headers,
      ),
    );
    expect(added.status).toBe(201);
    await seenByOtherProcess(async () =>
      (await outline(appB, lecture.id, passing.headers)).chapters.map((c) => c.chapterTitle),
    ).toEqual(['1장', '2장']);
    const mine = await outline(appB, lecture.id, passing.headers);
    const theirs = await outline(appB, lecture.id, other.headers);
    const done = (view: typeof mine) =>
      view.chapters.flatMap((c) => c.details).find((d) => d.detailId === task.id)?.isCompleted;
    expect(done(mine)).toBe(true);
    expect(done(theirs)).toBe(false);
    // 1 of the 3 lessons (video, quiz, assignment) completed (docs/product/learning.md).
    expect(mine.progressRate).toBe(33);
    expect(theirs.progressRate).toBe(0);
  });
});
