import type { Page } from '@playwright/test';
import { expect, test } from '../src/test.ts';
import { origins } from '../src/origins.ts';
import { signIn } from '../src/session.ts';

const APPS = ['site', 'classroom', 'admin'] as const;

for (const app of APPS) {
  test(`the ${app} app renders on its own origin and its /api answers`, async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const html = await (await request.get(origins()[app])).text();
    expect(html).toContain(`data-app="${app}"`);
    await page.goto(origins()[app]);
    // The site renders for a visitor; the classroom and admin send them to the site's login.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'site');
    await expect(page.getByRole('main')).toBeVisible();
    if (app !== 'site') await expect(page).toHaveURL(/\/login\?returnTo=/);
    expect(errors).toEqual([]);

    const health = await request.get(`${origins()[app]}/api/health`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({
      success: true,
      code: 'OK',
      data: { database: 'up' },
    });
  });
}

test('an unknown /api path answers a 404 envelope', async ({ request }) => {
  const response = await request.get(`${origins().site}/api/no-such-route`);
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
});

test('an unknown page inside an app answers 404 with the app’s own page', async ({ request }) => {
  const response = await request.get(`${origins().classroom}/some/client/route`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('data-app="classroom"');
});

test('hashed assets are served compressed and cached for a year', async ({ page, request }) => {
  // The entry's chunk, every page's frame (decision 023); files under 1 KB, the bundler's
  // runtime, are not worth compressing.
  const entry = page.waitForResponse((response) =>
    /^\/assets\/entry\.client-.*\.js$/.test(new URL(response.url()).pathname),
  );
  await page.goto(origins().site);
  const asset = (await entry).url();
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const response = await request.get(asset, { headers: { 'Accept-Encoding': accept } });
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers()['cache-control']).toContain('immutable');
  }
});

test('a public page is rendered on the server with its content, then works once hydrated', async ({
  page,
  request,
}) => {
  // The login form is in the HTML: a browser without JavaScript shows it too.
  const html = await (await request.get(`${origins().site}/login`)).text();
  expect(html).toMatch(/<form[^>]*>.*아직 회원이 아니신가요\?/s);
  expect(html).toMatch(/<title>로그인 \| EJU 아카데미<\/title>/);
  await page.goto(`${origins().site}/login`);
  // One form, the app's: it takes input once React has taken over the server's page.
  await expect(page.getByRole('textbox', { name: '이메일' })).toHaveCount(1);
  await page.getByRole('textbox', { name: '이메일' }).fill('student@academy.test');
  await expect(page.getByRole('textbox', { name: '이메일' })).toHaveValue('student@academy.test');
});

test("a page shows in the visitor's stored colour scheme before any app code runs", async ({
  page,
  browserErrors,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // No app code at all: what shows is the server's page alone.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${origins().site}/login`);
  await expect(page.getByText('아직 회원이 아니신가요?')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // The browser reports the scripts this test blocked; nothing else may go wrong.
  const blocked = /net::ERR_FAILED \(.*\/assets\/.*\.js\)$|dynamically imported module/;
  expect(browserErrors.splice(0).filter((error) => !blocked.test(error))).toEqual([]);
});

/**
 * Records what the page shows (its first 30 characters of text) each time that changes, from the
 * server's page on, for `screensSeen` to read.
 */
async function recordScreens(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenScreens: string[] }).seenScreens = seen;
    const record = () => {
      // From the parsed page on (while it is parsed, the body is still being filled in).
      if (document.readyState === 'loading') return;
      // The header bell's unread count comes with its own request once the page is up: a number
      // appearing beside the bell is not another screen.
      const text = document.body.innerText
        .replace(/^\d+\n(?=🔔)/m, '')
        .trim()
        .slice(0, 30);
      if (seen.at(-1) !== text) seen.push(text);
    };
    document.addEventListener('DOMContentLoaded', record);
    new MutationObserver(record).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}
const screensSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenScreens: string[] }).seenScreens);

test('the server sends a signed-in student the dashboard, and a visitor the session check', async ({
  page,
  request,
}) => {
  // A visitor gets the start-up session check (then the site's login), not for search engines.
  const guest = await (await request.get(`${origins().classroom}/dashboard`)).text();
  expect(guest).toContain('로그인 상태를 확인하는 중');
  expect(guest).toMatch(/<meta name="robots" content="noindex, nofollow"/);

  // The server draws the page for the session the request's cookie names (decision 021).
  await signIn(page, 'student');
  const sent = await (await page.request.get(`${origins().classroom}/dashboard`)).text();
  // a student's classroom opens on their dashboard
  expect(sent).toContain('이어서 학습하기');
  expect(sent).not.toContain('로그인 상태를 확인하는 중');

  await recordScreens(page);
  await page.goto(`${origins().classroom}/dashboard`);
  // The real dashboard: the student's name and lectures.
  await expect(page.getByRole('navigation', { name: '강의 목록' })).toContainText('김하늘');
  await expect(page.getByText('이어서 학습하기')).toBeVisible();
  // The dashboard from the first screen on (its lists filling in); never a spinner or an empty page:
  // every screen opens with the 대시보드 panel's heading and the signed-in student's name (with the
  // bell's unread count between them when another journey notified the demo student, e.g. a
  // mock exam published to their lecture).
  const seen = await screensSeen(page);
  expect(seen).not.toContain('');
  expect(
    seen.filter((text) => !/^대시보드\n(\d+\n)?김하늘\n/.test(text)),
    'other screens',
  ).toEqual([]);
});

test('the server sends a signed-in teacher the admin page itself, with their lectures', async ({
  page,
}) => {
  await signIn(page, 'teacher');
  const sent = await (await page.request.get(`${origins().admin}/admin/lectures`)).text();
  expect(sent).toContain('강의관리');
  expect(sent).not.toContain('로그인 상태를 확인하는 중');
  // The list is read on the server with the request's cookie (decision 021): the rows are in it.
  const mine = (await (
    await page.request.get(`${origins().admin}/api/admin/lectures/my-lectures`)
  ).json()) as { data: { title: string }[] };
  expect(mine.data.length).toBeGreaterThan(0);
  for (const lecture of mine.data) expect(sent).toContain(lecture.title);
  await recordScreens(page);
  await page.goto(`${origins().admin}/admin/lectures`);
  await expect(page.getByRole('heading', { level: 1, name: '강의관리' })).toBeVisible();
  // No empty frame and no spinner for the session: the page from its first screen on.
  const seen = await screensSeen(page);
  expect(seen).not.toContain('');
  expect(seen.filter((text) => text.includes('로그인 상태를 확인하는 중'))).toEqual([]);
});
