// What search engines are told: the site's robots.txt points at its sitemap, which lists
// the public pages, every public notice and each published lecture's course page and reviews; the classroom, the
// admin and Storybook ask not to be indexed at all (robots.txt and X-Robots-Tag on every answer).
import { asc, eq, lte, sql } from 'drizzle-orm';
import type { Context, Next } from 'hono';
import type { DatabaseHandle } from './db/client.ts';
import { lectures } from './db/schema/lectures.ts';
import { notices } from './db/schema/notices.ts';
import type { Env } from './env.ts';
import { servedOrigins, type ServedApp } from './static-apps.ts';

/** The site's public pages (apps/site's routes that anyone may read). */
const SITE_PAGES = [
  '/',
  '/about',
  '/courses',
  '/notices',
  '/reviews',
  '/pass-stories',
  '/purchase',
  '/login',
  '/signup',
  '/privacy',
  '/terms',
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The sitemap of the site at `origin`, read from the database now. */
export async function sitemapXml(origin: string, { db }: Pick<DatabaseHandle, 'db'>) {
  const [publicNotices, published] = await Promise.all([
    db
      .select({ id: notices.id, updatedAt: notices.updatedAt, publishAt: notices.publishAt })
      .from(notices)
      .where(lte(notices.publishAt, sql`now()`))
      .orderBy(asc(notices.id)),
    db
      .select({ id: lectures.id })
      .from(lectures)
      .where(eq(lectures.status, 'PUBLISHED'))
      .orderBy(asc(lectures.id)),
  ]);
  const urls: { loc: string; lastmod?: Date }[] = [
    ...SITE_PAGES.map((page) => ({ loc: `${origin}${page}` })),
    ...publicNotices.map((notice) => ({
      loc: `${origin}/notices/${notice.id}`,
      // a notice edited before its publish time was first seen at that time
      lastmod: notice.updatedAt > notice.publishAt ? notice.updatedAt : notice.publishAt,
    })),
    ...published.map((lecture) => ({ loc: `${origin}/courses/${lecture.id}` })),
    ...published.map((lecture) => ({ loc: `${origin}/reviews?lectureId=${lecture.id}` })),
  ];
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

function robotsTxt(app: ServedApp, siteOrigin: string) {
  return app === 'site'
    ? `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteOrigin}/sitemap.xml\n`
    : 'User-agent: *\nDisallow: /\n';
}

/**
 * Middleware in front of the apps' files: answers /robots.txt and the site's /sitemap.xml for the
 * app the Host names, and marks every answer of the other apps noindex.
 */
export function searchEngines(env: Env, apps: ServedApp[], database: Pick<DatabaseHandle, 'db'>) {
  const origins = servedOrigins(env);
  const hosts = new Map(apps.map((app) => [new URL(origins[app]).host, app]));
  return async (c: Context, next: Next) => {
    const app = hosts.get(c.req.header('host') ?? '') ?? apps[0]!;
    if (app !== 'site') c.header('X-Robots-Tag', 'noindex, nofollow');
    if (c.req.path === '/robots.txt') {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(robotsTxt(app, origins.site));
    }
    if (c.req.path === '/sitemap.xml' && app === 'site') {
      // The database away: search engines come back later (as the API answers 503).
      const xml = await sitemapXml(origins.site, database).catch(() => undefined);
      if (!xml) return c.text('Service unavailable', 503, { 'Retry-After': '60' });
      c.header('Cache-Control', 'public, max-age=3600');
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(xml);
    }
    return next();
  };
}
