// A visitor choosing a course on a phone: 과정 안내 lists the lectures, a lecture's course page
// (rendered on the server with its own head, listed in the sitemap) shows its outline, plays
// the free preview without an account and offers 바로 구매 and 장바구니.
import { expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';

test.use({ viewport: { width: 412, height: 915 } });

interface Envelope<T> {
  data: T;
}
type Course = {
  lectureId: number;
  title: string;
  chapters: { lessons: { title: string; isPreview: boolean }[] }[];
};

test('a visitor opens a course from 과정 안내, plays its preview and reads how to pay', async ({
  page,
}) => {
  const site = origins().site;
  await page.goto(site);
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await page.getByRole('button', { name: '과정 안내' }).click();
  await page.getByRole('menuitem').first().click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: '과정 안내' })).toBeVisible();
  await expectAccessible(page);

  const card = page.getByRole('article').first();
  const title = await card.getByRole('heading').innerText();
  await card.getByRole('link', { name: `${title} 자세히 보기` }).click();
  await expect(page).toHaveURL(/\/courses\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | EJU 아카데미`);

  const curriculum = page.getByRole('region', { name: '커리큘럼' });
  await expect(curriculum.getByRole('listitem').first()).toBeVisible();
  await expect(curriculum.getByText('무료 미리보기')).toBeVisible();
  await expectAccessible(page);

  // The preview plays without an account: the player frame streams the lesson's video.
  await page.getByRole('button', { name: /미리보기 재생$/ }).click();
  const player = page.frameLocator('iframe[title$="미리보기 영상"]');
  await expect(player.locator('video')).toHaveAttribute('src', /\/api\/videos\/[^/]+\/stream\?/);

  // 장바구니 keeps a visitor's choice in the browser.
  await page
    .getByRole('button', { name: /장바구니$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '장바구니' }).click();
  await expect(dialog.getByRole('status')).toContainText('장바구니에 담았습니다.');
});

test("a course page's HTML has its title and Open Graph, and the sitemap lists it", async ({
  request,
}) => {
  const site = origins().site;
  const shop = (await (await request.get(`${site}/api/shop/lectures`)).json()) as Envelope<
    { lectureId: number; title: string }[]
  >;
  const [first] = shop.data;
  const course = (
    (await (
      await request.get(`${site}/api/shop/lectures/${first!.lectureId}`)
    ).json()) as Envelope<Course>
  ).data;
  const response = await request.get(`${site}/courses/${course.lectureId}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const title = course.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  expect(html).toContain(`<title>${title} | EJU 아카데미</title>`);
  expect(html).toContain(`<meta property="og:title" content="${title}"`);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
  expect(html).toContain(`<link rel="canonical" href="${site}/courses/${course.lectureId}"`);
  // the outline is in the page as sent, never a lesson's video
  for (const lesson of course.chapters[0]!.lessons) expect(html).toContain(lesson.title);
  expect(html).not.toMatch(/\/api\/videos\/[^"/]+\/(player|stream)/);

  const sitemap = await (await request.get(`${site}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${site}/courses/${course.lectureId}</loc>`);
  expect(sitemap).toContain(`<loc>${site}/courses</loc>`);

  // A lecture not offered is the 404 page.
  const missing = await request.get(`${site}/courses/999999`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('페이지를 찾을 수 없습니다');
  // 학원 소개 has its own address.
  const about = await request.get(`${site}/about`);
  expect(about.status()).toBe(200);
  expect(await about.text()).toContain('<title>학원 소개 | EJU 아카데미</title>');
});
