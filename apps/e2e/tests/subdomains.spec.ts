import { expect, test } from '../src/test.ts';
import { subdomainOrigins } from '../src/origins.ts';
import { DEMO } from '../src/session.ts';

// The production shape (README.md): academy.test, class.academy.test and admin.academy.test share
// one port; the Host header picks the app and COOKIE_DOMAIN=academy.test shares the session.
for (const app of ['site', 'classroom', 'admin'] as const) {
  test(`the ${app} app answers on its subdomain`, async ({ browser }) => {
    // Without scripts: the page the server sends (the classroom and admin would otherwise send a
    // visitor on to the site's login). The browser resolves *.academy.test to this machine.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(subdomainOrigins()[app]);
    await expect(page.locator('html')).toHaveAttribute('data-app', app);
    const health = await page.goto(`${subdomainOrigins()[app]}/api/health`);
    expect(await health?.json()).toMatchObject({ success: true });
    await context.close();
  });
}

test('one login serves the three subdomains, and logging out in the admin signs out everywhere', async ({
  page,
}) => {
  const origins = subdomainOrigins();
  await page.goto(`${origins.site}/login`);
  await page.getByRole('textbox', { name: '이메일', exact: true }).fill(DEMO.teacher.email);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(DEMO.teacher.password);
  await page.getByRole('button', { name: '로그인' }).last().click();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();

  await page.goto(`${origins.classroom}/dashboard`);
  await expect(page.getByRole('navigation', { name: '강의 목록' })).toBeVisible();

  await page.goto(`${origins.admin}/admin/lectures`);
  await expect(page.getByRole('heading', { level: 1, name: '강의관리' })).toBeVisible();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(new RegExp(`^${origins.site}`));

  await page.goto(origins.site);
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
  await page.goto(`${origins.classroom}/dashboard`);
  await expect(page).toHaveURL(new RegExp(`^${origins.site}/login`));
});
