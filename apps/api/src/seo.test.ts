import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lectures } from './db/schema/lectures.ts';
import { notices } from './db/schema/notices.ts';
import { loadEnv } from './env.ts';
import { searchEngines, sitemapXml } from './seo.ts';
import { createUser } from './test/fixtures.ts';
import { createLecture } from './test/lecture-fixtures.ts';
import { openTestDatabase } from './test/test-app.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

const env = loadEnv({
  SITE_URL: 'https://academy.test',
  CLASSROOM_URL: 'https://class.academy.test',
  ADMIN_URL: 'https://admin.academy.test',
  JWT_SECRET: 'x'.repeat(64),
  DATA_ENCRYPTION_KEY: '0'.repeat(64),
});

describe('the sitemap', () => {
  it('lists the public pages, the notices already public and the published lectures’ reviews', async () => {
    const { db } = database;
    const author = await createUser(db, 'ADMIN');
    const [open, later] = await db
      .insert(notices)
      .values([
        { title: '공개 공지', content: '<p>본문</p>', authorName: author.user.name },
        {
          title: '예약 공지',
          content: '<p>본문</p>',
          authorName: author.user.name,
          publishAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
        },
      ])
      .returning();
    const teacher = await createUser(db, 'TEACHER');
    const [published, draft] = await Promise.all([
      createLecture(db, teacher.user.id),
      createLecture(db, teacher.user.id),
    ]);
    await db.update(lectures).set({ status: 'DRAFT' }).where(eq(lectures.id, draft.lecture.id));

    const xml = await sitemapXml('https://academy.test', database);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    for (const page of [
      '/',
      '/about',
      '/courses',
      '/notices',
      '/reviews',
      '/pass-stories',
      '/purchase',
      '/login',
      '/signup',
    ]) {
      expect(xml).toContain(`<loc>https://academy.test${page}</loc>`);
    }
    expect(xml).toMatch(
      new RegExp(
        `<loc>https://academy.test/notices/${open!.id}</loc><lastmod>[0-9T:.Z-]+</lastmod>`,
      ),
    );
    expect(xml).not.toContain(`/notices/${later!.id}<`);
    expect(xml).toContain(
      `<loc>https://academy.test/reviews?lectureId=${published.lecture.id}</loc>`,
    );
    expect(xml).not.toContain(`lectureId=${draft.lecture.id}<`);
    // each published lecture's course page, never a draft's
    expect(xml).toContain(`<loc>https://academy.test/courses/${published.lecture.id}</loc>`);
    expect(xml).not.toContain(`/courses/${draft.lecture.id}<`);
    // nothing of the classroom or the admin
    expect(xml).not.toMatch(/class\.academy|admin\.academy|\/dashboard|\/admin/);
  });
});

describe('robots', () => {
  const app = new Hono()
    // the database is opened in beforeAll, after this line runs
    .use(
      searchEngines(env, ['site', 'classroom', 'admin', 'storybook'], {
        get db() {
          return database.db;
        },
      }),
    )
    .get('*', (c) => c.text('page'));
  const get = (host: string, path: string) =>
    app.request(`http://${host}${path}`, { headers: { Host: host } });

  it('lets the site be indexed and points at its sitemap', async () => {
    const robots = await get('academy.test', '/robots.txt');
    expect(await robots.text()).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://academy.test/sitemap.xml\n',
    );
    const sitemap = await get('academy.test', '/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toContain('<loc>https://academy.test/notices</loc>');
    expect((await get('academy.test', '/notices')).headers.get('x-robots-tag')).toBeNull();
  });

  it('keeps the classroom and the admin out of search engines', async () => {
    for (const host of ['class.academy.test', 'admin.academy.test']) {
      expect(await (await get(host, '/robots.txt')).text()).toBe('User-agent: *\nDisallow: /\n');
      const page = await get(host, '/dashboard');
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(await page.text()).toBe('page');
      // their origins have no sitemap of their own
      expect(await (await get(host, '/sitemap.xml')).text()).toBe('page');
    }
  });
});
