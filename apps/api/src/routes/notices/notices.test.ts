import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope, NoticeListResponse, NoticeResponse } from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import { eq } from 'drizzle-orm';
import { contentVersions } from '../../db/schema/banners.ts';
import { notices } from '../../db/schema/notices.ts';
import { COALESCE_MS, announcedSoon, heldInMemory } from '../../lib/content-cache.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
  const base = Date.parse('2026-01-01T00:00:00Z');
  // 23 notices, every fifth important; created one hour apart (the last is the newest).
  await ctx.database.db.insert(notices).values(
    Array.from({ length: 23 }, (_, index) => ({
      title: `공지 ${index + 1}`,
      content: `<b>본문</b> ${index + 1}`,
      isImportant: index % 5 === 0,
      authorName: '관리자',
      createdAt: new Date(base + index * 3_600_000),
    })),
  );
});
afterAll(() => ctx.close());

const list = async (query: string) => {
  const response = await ctx.app.request(`/api/notice/list${query}`);
  return { response, body: await response.json() };
};

describe('GET /api/notice/list', () => {
  it('pages zero-based with important notices first, then the newest', async () => {
    const { response, body } = await list('?page=0&size=10');
    expect(response.status).toBe(200);
    const page = v.parse(NoticeListResponse, body);
    expect(page.data).toHaveLength(10);
    expect(page.data.slice(0, 5).map((notice) => notice.title)).toEqual([
      '공지 21',
      '공지 16',
      '공지 11',
      '공지 6',
      '공지 1',
    ]);
    expect(page.data.slice(5, 7).map((notice) => notice.title)).toEqual(['공지 23', '공지 22']);
    expect(page.data[0]).toMatchObject({ isImportant: true, authorName: '관리자', viewCount: 0 });
  });

  it('ends on a short page and stores HTML as plain text', async () => {
    const last = v.parse(NoticeListResponse, (await list('?page=2&size=10')).body);
    expect(last.data).toHaveLength(3);
    const beyond = v.parse(NoticeListResponse, (await list('?page=9&size=10')).body);
    expect(beyond.data).toEqual([]);
    expect(last.data[0]!.content).toMatch(/^<b>본문<\/b>/);
  });

  it('defaults to page 0, size 10', async () => {
    expect(v.parse(NoticeListResponse, (await list('')).body).data).toHaveLength(10);
  });

  it.each([
    ['?page=-1&size=10', validation.common.invalidPage],
    ['?page=0&size=10000', validation.common.invalidSize],
    ['?page=0&size=0', validation.common.invalidSize],
    ['?page=abc', validation.common.invalidPage],
    ['?page=1.5', validation.common.invalidPage],
  ])('refuses %s with a Korean 400', async (query, message) => {
    const { response, body } = await list(query);
    expect(response.status).toBe(400);
    expect(v.parse(ErrorEnvelope, body).message).toBe(message);
  });
});

describe('GET /api/notice/:id', () => {
  it('answers the notice and counts each view, also under concurrent reads', async () => {
    const [first] = v.parse(NoticeListResponse, (await list('?page=0&size=1')).body).data;
    const response = await ctx.app.request(`/api/notice/${first!.id}`);
    expect(response.status).toBe(200);
    const notice = v.parse(NoticeResponse, await response.json());
    expect(notice.data).toMatchObject({ id: first!.id, title: first!.title, viewCount: 1 });
    await Promise.all(
      Array.from({ length: 10 }, () => ctx.app.request(`/api/notice/${first!.id}`)),
    );
    const again = v.parse(
      NoticeResponse,
      await (await ctx.app.request(`/api/notice/${first!.id}`)).json(),
    );
    expect(again.data.viewCount).toBe(12);
    const probe = await ctx.app.request(`/api/notice/${first!.id}`, { method: 'HEAD' });
    expect(probe.status).toBe(200);
    const after = v.parse(
      NoticeResponse,
      await (await ctx.app.request(`/api/notice/${first!.id}`)).json(),
    );
    expect(after.data.viewCount).toBe(13);
  });

  it('counts views without clearing the cached lists on each one (they follow within a second)', async () => {
    const target = '/api/notice/list?page=0&size=5';
    const version = async () =>
      (
        await ctx.database.db
          .select({ version: contentVersions.version })
          .from(contentVersions)
          .where(eq(contentVersions.area, 'notices'))
      )[0]?.version ?? 0;
    const shown = async () =>
      v.parse(NoticeListResponse, await (await ctx.app.request(target)).json()).data[1]!;
    // views counted by the tests before this one are announced within half a second: wait for
    // that, so the version read here is the one these thirty views must leave alone
    await announcedSoon({ database: ctx.database });
    const before = await shown();
    const versionBefore = await version();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 30 }, () => ctx.app.request(`/api/notice/${before.id}`)),
    );
    const took = performance.now() - started;
    // every view counted at once; the lists' version moves at most once per COALESCE_MS while
    // the views arrive (none when they all came within it, the usual case; a loaded machine can
    // stretch thirty requests past it), never once per view
    const [row] = await ctx.database.db.select().from(notices).where(eq(notices.id, before.id));
    expect(row!.viewCount).toBe(before.viewCount + 30);
    const windows = Math.floor(took / COALESCE_MS);
    const movedMeanwhile = (await version()) - versionBefore;
    expect(movedMeanwhile).toBeLessThanOrEqual(windows);
    // nothing announced yet: the list is still answered from memory
    if (movedMeanwhile === 0)
      expect(heldInMemory({ database: ctx.database }, 'notices')).toBe(true);
    // the thirty views are announced, and the list shows them
    await expect
      .poll(async () => (await shown()).viewCount, { timeout: 3000, interval: 50 })
      .toBe(before.viewCount + 30);
    await announcedSoon({ database: ctx.database });
    const moved = (await version()) - versionBefore;
    expect(moved).toBeGreaterThanOrEqual(1);
    expect(moved).toBeLessThanOrEqual(windows + 1);
  });

  it('shows a scheduled notice within about a second of its publish time to a list read in a loop', async () => {
    const admin = await createUser(ctx.database.db, 'ADMIN');
    const target = '/api/notice/list?page=0&size=50';
    const titles = async () =>
      v
        .parse(NoticeListResponse, await (await ctx.app.request(target)).json())
        .data.map((notice) => notice.title);
    const due = Date.now() + 1000;
    const created = await ctx.app.request('/api/admin/notices', {
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
    // a busy list is answered from memory (once this process has heard its own write) until the
    // publish time, then computed again
    await expect
      .poll(async () => (await titles(), heldInMemory({ database: ctx.database }, 'notices')))
      .toBe(true);
    let shownAt: number | undefined;
    while (shownAt === undefined && Date.now() < due + 5000) {
      if ((await titles()).includes('곧 공개될 공지')) shownAt = Date.now();
    }
    expect(shownAt, 'never shown').toBeDefined();
    expect(shownAt! - due).toBeLessThan(1000);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await ctx.app.request('/api/notice/999999');
    expect(missing.status).toBe(404);
    expect(v.parse(ErrorEnvelope, await missing.json()).message).toBe(validation.notice.notFound);
    expect((await ctx.app.request('/api/notice/abc')).status).toBe(400);
    expect((await ctx.app.request('/api/notice/-1')).status).toBe(400);
  });
});
