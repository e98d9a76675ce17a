import { expectAccessible } from '../src/a11y.ts';
import { expect, test } from '../src/test.ts';
import { origins } from '../src/origins.ts';
import { DEMO, signIn } from '../src/session.ts';

// A student's week (docs/product/reports.md): the classroom's page steps through weeks, and staff
// print and send the report from the student's page.
test('a student reads their week; an admin opens the report and sends it', async ({ page }) => {
  await signIn(page, 'admin');
  const found = await page.request.get(
    `${origins().admin}/api/admin/students?q=${encodeURIComponent(DEMO.student.email)}`,
  );
  const { data } = (await found.json()) as { data: { id: number }[] };
  const id = data[0]!.id;

  await page.goto(`${origins().admin}/admin/students/${id}`);
  await page.getByRole('link', { name: '주간 보고서' }).click();
  await expect(page.getByRole('heading', { name: /학생 주간 학습 보고서$/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '보고서 보내기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '보내기' }).click();
  await expect(page.getByText(/^보고서 \d+건을 보낼 목록에 넣었습니다\.$/)).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, 'student');
  await page.goto(`${origins().classroom}/children/${id}`);
  await expect(page.getByRole('heading', { name: /학생의 학습 현황$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: '수강 중인 강의' })).toBeVisible();
  await expectAccessible(page);
  const thisWeek = await page
    .getByText(/^\d{1,2}월 \d{1,2}일 ~ \d{1,2}월 \d{1,2}일$/)
    .textContent();
  await page.getByRole('button', { name: '지난주' }).click();
  await expect(page).toHaveURL(/\?week=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText(/^\d{1,2}월 \d{1,2}일 ~ \d{1,2}월 \d{1,2}일$/)).not.toHaveText(
    thisWeek!,
  );
  await page.getByRole('button', { name: '이번 주' }).click();
  await expect(page.getByText(thisWeek!)).toBeVisible();
});
