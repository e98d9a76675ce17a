// The public site is rendered on the server with its data: what a search engine or a
// browser without JavaScript receives is the page itself, with its own head.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../src/test.ts';
import { origins } from '../src/origins.ts';

interface Envelope<T> {
  data: T;
}

const html = async (request: APIRequestContext, path: string) => {
  const response = await request.get(`${origins().site}${path}`);
  expect(response.status()).toBe(200);
  return response.text();
};
/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test('the notices, a notice and the lectures are in the HTML the server sends', async ({
  request,
}) => {
  const notices = (await (
    await request.get(`${origins().site}/api/notice/list?page=0&size=20`)
  ).json()) as Envelope<{ id: number; title: string }[]>;
  const list = await html(request, '/notices?page=1&size=20');
  expect(notices.data.length).toBeGreaterThan(0);
  for (const notice of notices.data) expect(list).toContain(escaped(notice.title));

  const [first] = notices.data;
  const detail = await html(request, `/notices/${first!.id}`);
  expect(detail).toContain(`<title>${escaped(first!.title)} | EJU 아카데미</title>`);
  expect(detail).toMatch(
    new RegExp(
      `<meta property="og:title" content="${escaped(first!.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`,
    ),
  );
  expect(detail).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/notices\/\d+"/);

  const lectures = (await (
    await request.get(`${origins().site}/api/shop/lectures`)
  ).json()) as Envelope<{ title: string; price: number }[]>;
  const shop = await html(request, '/purchase');
  for (const lecture of lectures.data) {
    expect(shop).toContain(escaped(lecture.title));
    expect(shop).toContain(`${lecture.price.toLocaleString('ko-KR')}원`);
  }
});

test('the home is sent with its banners and instructors (a phone shows both on its first screen)', async ({
  request,
}) => {
  const read = async <T>(path: string) =>
    ((await (await request.get(`${origins().site}/api/${path}`)).json()) as Envelope<T>).data;
  const banners = await read<{ title: string }[]>('banners/active');
  const instructors = await read<{ name: string }[]>('instructors');
  expect(banners.length).toBeGreaterThan(0);
  expect(instructors.length).toBeGreaterThan(0);
  const home = await html(request, '/');
  for (const banner of banners) expect(home).toContain(`alt="${escaped(banner.title)}"`);
  for (const instructor of instructors) expect(home).toContain(escaped(instructor.name));
});

test('an address no page answers is a 404 with the site around it', async ({ request }) => {
  const response = await request.get(`${origins().site}/no-such-page`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
});

test('the router writes no module preloads, only the module script that fetches the code', async ({
  request,
}) => {
  // With <link rel="modulepreload"> in the head, Chromium held the first paint until the ~180 KB
  // of preloaded code had arrived (decision 024). The server leaves them out of what React Router
  // wrote (packages/app-frame/src/finish-document.server.ts, decision 034): this fails when an upgrade writes them
  // in a way it no longer finds. The inline module script fetches the code (the hydration
  // journeys in origins.spec.ts show it still arrives); on the home it is added once the
  // banner has painted (decision 047), its text kept whole in a string.
  for (const path of ['/', '/login']) {
    const sent = await html(request, path);
    expect(sent).toMatch(/<script[^>]*type="module"[^>]*>[^<]*import \* as route0 from/);
    expect(sent).not.toContain('modulepreload');
  }
});

test("the first screen's styles come inside the page: a first visit asks for no stylesheet, and the page is styled and works", async ({
  page,
}) => {
  // Decision 033: over HTTP/1.1 the home's seven stylesheets took a second round of connections
  // before the first paint. Each stays in the head as a disabled link, which React hydrates.
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto(`${origins().site}/`);
  const inline = page.locator('head style[data-inline-href]');
  expect(await inline.count()).toBeGreaterThan(3);
  expect(await page.locator('head link[rel="stylesheet"]:not([disabled])').count()).toBe(0);
  // Mantine's base styles are applied (its global file sets the body's margin to 0) ...
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  // ... and once the page has loaded nothing has asked for a stylesheet.
  await page.waitForLoadState('load');
  expect(stylesheets).toEqual([]);
  // React took the page over (a phone's menu button opens the drawer, which brings its own).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test("the home asks for its code once the banner's image has arrived, then works", async ({
  page,
}) => {
  // Decision 047: the app's scripts no longer share a slow link with the first screen's picture.
  const events: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/api/files/images/'))
      events.push('image');
  });
  page.on('request', (request) => {
    if (
      request.resourceType() === 'script' &&
      new URL(request.url()).pathname.startsWith('/assets/')
    )
      events.push('script');
  });
  await page.setViewportSize({ width: 412, height: 900 });
  await page.goto(`${origins().site}/`);
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
  // React took the page over ...
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // ... with code asked for only after the banner had arrived
  expect(events.indexOf('image')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('script')).toBeGreaterThan(events.indexOf('image'));
});
