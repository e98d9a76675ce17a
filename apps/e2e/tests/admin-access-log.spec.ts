// docs/product/security.md: an admin exports a roster with a reason, then finds in the access log
// who exported it and why, and marks the month reviewed.
import { expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';
import { signIn } from '../src/session.ts';

/** A page's first screen waits for the session check: slow while other suites share the cores. */
const LOAD = { timeout: 30_000 };
/** This month in Seoul, as the log's months name it. */
const seoulMonth = () => new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 7);

test('an admin finds who exported a roster and why, and reviews the month', async ({ page }) => {
  const reason = `학부모 상담 ${Date.now() % 1_000_000}`;
  await signIn(page, 'admin');
  await page.goto(`${origins().admin}/admin/lectures/2/roster`);
  await page.getByRole('button', { name: 'CSV 내보내기' }).click(LOAD);
  const ask = page.getByRole('dialog', { name: '내보내는 이유' });
  // without a reason nothing is downloaded
  await ask.getByRole('button', { name: '내려받기' }).click();
  await expect(ask.getByText('내보내는 이유를 입력하세요')).toBeVisible();
  await ask.getByRole('textbox', { name: '이유' }).fill(reason);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    ask.getByRole('button', { name: '내려받기' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);

  // the log, from the menu: the export with who, what and why
  await page
    .getByRole('navigation', { name: '관리 메뉴' })
    .getByRole('link', { name: '접근 기록' })
    .click();
  await expect(page).toHaveURL(`${origins().admin}/admin/access-log`);
  await page.getByRole('combobox', { name: '작업' }).click(LOAD);
  await page.getByRole('option', { name: '내보내기' }).click();
  await page.getByRole('button', { name: '검색' }).click();
  const row = page
    .getByRole('table', { name: '접근 기록' })
    .getByRole('row')
    .filter({ hasText: reason });
  await expect(row).toContainText('한지민', LOAD);
  await expect(row).toContainText('수강생 명단 #2');
  await expectAccessible(page);

  // a student's page the server draws (a first visit) is logged as a view from the visitor's
  // address and browser, not from the server's own in-process read
  await page.goto(`${origins().admin}/admin/lectures/2/roster`);
  const href = await page.getByRole('link', { name: '김하늘' }).getAttribute('href', LOAD);
  await page.goto(`${origins().admin}${href}`);
  await expect(page.getByRole('button', { name: '보기' })).toBeVisible(LOAD);
  await page.goto(`${origins().admin}/admin/access-log`);
  const views = page
    .getByRole('table', { name: '접근 기록' })
    .getByRole('row')
    .filter({ hasText: '김하늘' });
  await expect(views.first()).toContainText('127.0.0.1', LOAD);
  await expect(views.first()).toContainText('Mozilla/5.0');

  // the month's review, with a note
  const month = seoulMonth();
  await page.getByRole('button', { name: `${month} 검토 완료` }).click();
  const review = page.getByRole('dialog', { name: `${month} 검토 완료` });
  await review.getByRole('textbox', { name: '검토 내용' }).fill('내보내기 이유 확인');
  await review.getByRole('button', { name: '저장' }).click();
  const months = page.getByRole('table', { name: '월별 검토' });
  await expect(months.getByRole('row').filter({ hasText: month })).toContainText(
    '내보내기 이유 확인',
  );
  await expect(page.getByRole('button', { name: `${month} 검토 완료` })).toHaveCount(0);
});
