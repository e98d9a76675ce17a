import { expect, test, type Page } from '@playwright/test';
import { origins } from '../src/origins.ts';
import { settled, trackRequests } from '../src/settled.ts';
import { signIn } from '../src/session.ts';

// At a phone's 412 px no page may scroll sideways (a side menu taking half the width, a
// table wider than the screen) or cut a button's or badge's label or a heading. Every page is
// visited signed out, as a student and as an admin; it is measured once its data has arrived.
test.use({ viewport: { width: 412, height: 915 } });

async function overflow(page: Page, url: string) {
  const requests = trackRequests(page);
  await page.goto(url);
  // its data, its lazy parts and its fonts in: what is measured is what stays
  await settled(page, requests);
  return page.evaluate(() => {
    const root = document.documentElement;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    // A button's or badge's label, or a heading, cut by its box (a squeezed 상세 button, a 대기
    // badge cut to 대…, a title clipped beside its picture).
    const clipped = [
      ...document.querySelectorAll('.mantine-Button-label, .mantine-Badge-label, h1, h2, h3'),
    ]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent?.trim() ?? '');
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide, clipped };
  });
}

async function expectNoSidewaysScroll(page: Page, urls: string[]) {
  for (const url of urls) {
    const { scrollWidth, clientWidth, wide, clipped } = await overflow(page, url);
    expect
      .soft(scrollWidth, `${url} scrolls sideways (${wide.join(', ')})`)
      .toBeLessThanOrEqual(clientWidth);
    expect.soft(clipped, `${url} cuts these labels`).toEqual([]);
  }
}

test('signed out: the site fits 412 px', async ({ page }) => {
  const site = origins().site;
  await expectNoSidewaysScroll(
    page,
    ['/', '/notices', '/notices/1', '/reviews', '/purchase', '/login', '/signup'].map(
      (path) => `${site}${path}`,
    ),
  );
});

test('a student: the site, the classroom and my page fit 412 px', async ({ page }) => {
  await signIn(page, 'student');
  const { site, classroom } = origins();
  await expectNoSidewaysScroll(page, [
    `${site}/`,
    `${site}/purchase`,
    `${classroom}/dashboard`,
    `${classroom}/dashboard?lecture=1`,
    `${classroom}/mypage`,
    `${classroom}/mypage?tab=ask`,
    `${classroom}/mypage/questions/new`,
  ]);
});

test('a student on a phone: the classroom opens on the dashboard and the lessons are one tap away', async ({
  page,
}) => {
  await signIn(page, 'student');
  const { classroom } = origins();
  await page.goto(`${classroom}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  await expect(page.getByRole('region', { name: '내 강의 현황' })).toBeInViewport({ ratio: 0.1 });

  await page.goto(`${classroom}/dashboard?lecture=1`);
  const outline = page.getByRole('navigation', { name: '학습 목차' });
  for (const lesson of ['강의 소개와 학습 방법', '개념 확인 퀴즈']) {
    await page.getByRole('button', { name: '목차', exact: true }).click();
    const item = outline.getByRole('button', { name: new RegExp(lesson) });
    await expect(item).toBeInViewport();
    await item.click();
    await expect(page.getByRole('heading', { level: 1, name: lesson })).toBeVisible();
    // the drawer closes on the lesson
    await expect(outline).not.toBeInViewport();
  }
});

test('an admin: every admin page fits 412 px', async ({ page }) => {
  await signIn(page, 'admin');
  const admin = origins().admin;
  await expectNoSidewaysScroll(
    page,
    [
      '/admin/instructors',
      '/admin/instructors/new',
      '/admin/lectures',
      '/admin/lectures/new',
      '/admin/lectures/1',
      '/admin/assignments',
      '/admin/qna',
      '/admin/banners',
      '/admin/banners/new',
    ].map((path) => `${admin}${path}`),
  );
});

// The sign-up's three steps, with their stepper, on the narrowest phones we support
// (docs/decisions/043-look-and-feel.md): nothing scrolls sideways on any step.
for (const width of [360, 412]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`the sign-up's three steps fit ${width} px`, async ({ page }) => {
      const box = (name: string) => page.getByRole('textbox', { name, exact: true });
      const fits = async (step: string) => {
        const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
          const root = document.documentElement;
          return {
            scrollWidth: root.scrollWidth,
            clientWidth: root.clientWidth,
            wide: [...document.querySelectorAll('body *')]
              .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
              .slice(0, 3)
              .map(
                (element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`,
              ),
          };
        });
        expect
          .soft(scrollWidth, `${step} scrolls sideways (${wide.join(', ')})`)
          .toBeLessThanOrEqual(clientWidth);
      };
      const requests = trackRequests(page);
      await page.goto(`${origins().site}/signup`);
      await settled(page, requests);
      await fits('step 1');

      await box('이메일 아이디').fill(`phone${width}${Date.now()}`);
      await page.getByRole('combobox', { name: '이메일 도메인' }).selectOption('gmail.com');
      await box('비밀번호').fill('password1234');
      await box('비밀번호 확인').fill('password1234');
      await box('이름').fill('신입생');
      await box('휴대폰 번호').fill('01012345678');
      await page.getByRole('button', { name: '다음' }).click();
      await expect(box('주소')).toBeVisible();
      await fits('step 2');

      await box('학부모 휴대폰 번호').fill('01087654321');
      await box('주소').fill('서울시 종로구');
      await box('목표 학교 1').fill('교토대학');
      await box('학과 1').fill('경제학부');
      await page.getByRole('combobox', { name: '학습 기간' }).selectOption({ label: '처음 시작' });
      await page.getByRole('radio', { name: '문과' }).check();
      await page.getByRole('button', { name: '다음' }).click();
      await expect(box('청해')).toBeVisible();
      await fits('step 3');
    });
  });
}
