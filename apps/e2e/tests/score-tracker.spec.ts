import { expectAccessible } from '../src/a11y.ts';
import { expect, test } from '../src/test.ts';
import { origins } from '../src/origins.ts';
import { signIn } from '../src/session.ts';

// The score tracker (docs/product/mock-exams.md: Score tracker): the demo student opens 성적 from
// the classroom's menu and finds the graded 11월 mock (추정) beside their official sittings, and
// their first goal university's admit range (the seed gives it 6 admits with scores).
test('the demo student follows their scores to their goal universities', async ({ page }) => {
  await signIn(page, 'student');
  await page.goto(`${origins().classroom}/dashboard`);
  await page.getByRole('navigation').getByRole('link', { name: '성적', exact: true }).click();
  await expect(page).toHaveURL(/\/scores$/);
  await expect(page.getByRole('heading', { level: 1, name: '성적' })).toBeVisible();

  const japanese = page.getByRole('region', { name: '일본어 독해+청해 (日本語 読解・聴解)' });
  // the chart is drawn (its library loads with this page only)
  await expect(japanese.locator('.recharts-wrapper')).toBeVisible();
  await japanese.getByRole('button', { name: '표로 보기' }).click();
  await expect(
    japanese.getByRole('cell', { name: '11월 EJU 일본어 모의고사 (추정)' }),
  ).toBeVisible();

  const tokyo = page.getByRole('article', { name: '도쿄대학' });
  await expect(tokyo.getByText('점수를 공개한 합격자 6명')).toBeVisible();
  await expect(
    tokyo.getByRole('rowheader', { name: '일본어 독해+청해 (日本語 読解・聴解)' }),
  ).toBeVisible();
  await expect(tokyo.getByText(/합계가 가장 높은 \d{4}년 6월 회차입니다/)).toBeVisible();
  await expect(
    page.getByRole('article', { name: '교토대학' }).getByText(/합격자가 3명이라/),
  ).toBeVisible();
  await expectAccessible(page);

  // a phone's width: nothing scrolls sideways
  await page.setViewportSize({ width: 412, height: 900 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
