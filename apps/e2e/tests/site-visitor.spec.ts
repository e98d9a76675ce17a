import { expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';
import { DEMO } from '../src/session.ts';

test('a visitor browses the home, the notices (page size, detail and back) and the reviews', async ({
  page,
}) => {
  // The home is rendered on the server with its banners: the first image is in the
  // HTML itself, and the page asks the API for nothing it was sent.
  const bannerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/banners/active')) bannerCalls.push(request.url());
  });
  const sent = await (await page.request.get(origins().site)).text();
  expect(sent).toMatch(/<img [^>]*src="\/api\/files\/images\/[^"]+"[^>]*fetchpriority="high"/i);
  await page.goto(origins().site);
  await expect(page.getByRole('link', { name: /새 창에서 열림/ }).first()).toBeVisible();
  expect(bannerCalls).toEqual([]);
  await expect(page.getByRole('heading', { name: '학원 운영 시간' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: '공지사항' }).click();
  await expect(page).toHaveURL(/\/notices/);
  await expect(page.getByRole('row')).toHaveCount(11); // header + 10
  await page.getByLabel('페이지 크기').selectOption('20');
  await expect(page).toHaveURL(/size=20/);
  await expect(page.getByRole('row')).toHaveCount(21);
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/page=2&size=20/);
  await expectAccessible(page);

  const title = await page.getByRole('row').nth(1).getByRole('link').innerText();
  await page.getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(/조회수/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: '목록으로' }).click();
  await expect(page).toHaveURL(/\/notices\?page=2&size=20/);

  // However many public reviews the seed holds, at size 10 the last page's 다음 is disabled.
  const { totalCount } = (
    (await (await page.request.get(`${origins().site}/api/lectures/reviews`)).json()) as {
      data: { totalCount: number };
    }
  ).data;
  const lastPage = Math.ceil(totalCount / 10);
  expect(lastPage).toBeGreaterThan(1);
  await page.goto(`${origins().site}/reviews`);
  await expect(page.getByRole('article')).toHaveCount(10);
  // The page shown, not only the address: the next click counts from the page on screen.
  const shownPage = page.getByRole('navigation', { name: '페이지 이동' }).locator('[aria-current]');
  for (let pageNumber = 2; pageNumber <= lastPage; pageNumber += 1) {
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL(new RegExp(`page=${pageNumber}`));
    await expect(shownPage).toHaveText(`${pageNumber} 페이지`);
  }
  await expect(page.getByRole('button', { name: '다음' })).toBeDisabled();
  await expectAccessible(page);
});

test('a wrong password shows the spec text, which clears when a field is edited', async ({
  page,
}) => {
  await page.goto(`${origins().site}/login`);
  await page.getByRole('textbox', { name: '이메일', exact: true }).fill(DEMO.student.email);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: '로그인' }).last().click();
  const alert = page.locator('form').getByRole('alert');
  await expect(alert).toHaveText('이메일 또는 비밀번호를 확인하세요.');
  await expectAccessible(page);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('another');
  await expect(alert).toHaveCount(0);
});

test('the demo student logs in and sees their name, the classroom entry and my page', async ({
  page,
}) => {
  await page.goto(`${origins().site}/login`);
  await page.getByRole('textbox', { name: '이메일', exact: true }).fill(DEMO.student.email);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(DEMO.student.password);
  await page.getByRole('button', { name: '로그인' }).last().click();
  await expect(page).toHaveURL(`${origins().site}/`);
  await expect(page.getByText(/님$/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '마이페이지' })).toHaveAttribute(
    'href',
    `${origins().classroom}/mypage`,
  );
  // The classroom entry says it is connecting for 1.5 s, then the classroom opens signed in
  // (docs/product/screens.md).
  await page.getByRole('button', { name: '강의실 입장' }).click();
  await expect(page.getByRole('button', { name: /연결 중/ })).toBeVisible();
  await expect(page).toHaveURL(`${origins().classroom}/dashboard`);
  await expect(page.getByRole('navigation', { name: '강의 목록' })).toBeVisible();
  await page.goto(`${origins().classroom}/mypage`);
  await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
  // The server draws the signed-in header from the session cookie: the page
  // it sends already has the name and no 로그인 link, in HTML no shared cache may keep.
  const sent = await page.request.get(origins().site);
  expect(sent.headers()['cache-control']).toBe('private, no-cache');
  const home = await sent.text();
  expect(home).toMatch(/>[^<>]+님</);
  expect(home).not.toMatch(/href="\/login"/);
  await page.goto(origins().site);
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
  const signedOut = await (await page.request.get(origins().site)).text();
  expect(signedOut).toMatch(/href="\/login"/);
});

test('the purchase page shows the lectures and its dialog puts a visitor’s choice in the cart', async ({
  page,
}) => {
  await page.goto(`${origins().site}/purchase`);
  // The six seeded lectures, and any a parallel journey created (their list and ratings come after
  // the page's code: under npm test's load that can take more than the default 10 s).
  await expect(page.getByRole('article').nth(5)).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await page
    .getByRole('button', { name: /장바구니$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: /^강의:/ }).uncheck();
  await dialog.getByRole('button', { name: '장바구니', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('구매/장바구니 항목을 선택하세요.');
  await dialog.getByRole('checkbox', { name: /^강의:/ }).check();
  await dialog.getByRole('button', { name: '장바구니', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('장바구니에 담았습니다.');
  await expectAccessible(page);
});
