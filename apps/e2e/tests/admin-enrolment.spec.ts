// docs/product/commerce.md: a new student's 무통장 입금 order on the site reaches the admin's
// deposit queue; the admin confirms the transfer and the lecture is in the student's classroom;
// the admin finds the student in the lecture's roster with their progress and exports the roster
// as CSV for Excel.
import { readFile } from 'node:fs/promises';
import { collectBrowserErrors, expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';
import { signIn, signUpStudent } from '../src/session.ts';

const LECTURE = 'EJU 일본어 독해 완성';
/** A page's first screen waits for the session check: slow while other suites share the cores. */
const LOAD = { timeout: 30_000 };

test('a student’s 무통장 입금 is confirmed, reaches the classroom and the roster, and exports as CSV', async ({
  page,
  browser,
}) => {
  test.slow();
  // staff lists show emails masked: the student is found by a name of their own
  const name = `신청학생${Date.now() % 1_000_000}`;
  const student = await signUpStudent(page, origins(), { enrol: false, name });
  await signIn(page, student);

  // the student buys the lecture on the site's purchase page, paying by 무통장 입금
  await page.goto(`${origins().site}/purchase`);
  await page.getByRole('button', { name: `${LECTURE} 바로 구매` }).click(LOAD);
  await page.getByRole('dialog').getByRole('button', { name: '바로 구매' }).click();
  await expect(page).toHaveURL(/\/checkout\?items=/);
  await page.getByRole('radio', { name: '무통장 입금' }).check(LOAD);
  await page.getByRole('textbox', { name: '입금자명' }).fill(name);
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { name: '무통장 입금 안내' })).toBeVisible(LOAD);

  // the admin confirms the transfer from the queue
  const staff = await browser.newContext();
  const staffErrors = collectBrowserErrors(staff);
  const admin = await staff.newPage();
  await signIn(admin, 'admin');
  await admin.goto(`${origins().admin}/admin/enrolments`);
  const request = admin.getByRole('row').filter({ hasText: name });
  await expect(request).toContainText(LECTURE, LOAD);
  await expectAccessible(admin);
  await request.getByRole('button', { name: `${name} 입금 확인` }).click();
  // a confirmation asks first
  await admin
    .getByRole('dialog', { name: '입금을 확인할까요?' })
    .getByRole('button', { name: '입금 확인' })
    .click();
  await expect(admin.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // the lecture is in the student's classroom
  await page.goto(`${origins().classroom}/dashboard`);
  await page.getByRole('button', { name: LECTURE }).click(LOAD);
  await expect(
    page.getByRole('navigation', { name: '학습 목차' }).getByText('수강 기간 90일 남음'),
  ).toBeVisible();

  // the admin finds the student in the lecture's roster, with their progress
  await admin.goto(`${origins().admin}/admin/lectures`);
  await admin.getByRole('link', { name: LECTURE }).click(LOAD);
  await admin.getByRole('link', { name: '수강생' }).click(LOAD);
  await expect(admin.getByRole('heading', { name: `${LECTURE} 수강생` })).toBeVisible(LOAD);
  // the roster's row (the live lessons' attendance lists the student too)
  const row = admin
    .getByRole('table', { name: '수강생', exact: true })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText(name, LOAD);
  await expect(row).not.toContainText(student.email);
  await expect(row).toContainText('0%');
  // (a bar at 0 % has no width to be visible: its value says it)
  await expect(row.getByRole('progressbar', { name: '진도율' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(row).toContainText('90일');
  await expectAccessible(admin);

  // the CSV, after its reason: UTF-8 with a byte order mark (Excel reads the Korean), the
  // student in it with the email whole
  await admin.getByRole('button', { name: 'CSV 내보내기' }).click();
  const why = admin.getByRole('dialog', { name: '내보내는 이유' });
  await why.getByRole('textbox', { name: '이유' }).fill('수강생 관리');
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    why.getByRole('button', { name: '내려받기' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text).toContain(student.email);
  expect(text).toContain(name);

  await staff.close();
  expect(staffErrors, 'errors in the admin’s browser console').toEqual([]);
});

test('a roster drawn by the server downloads its CSV from the page’s own /api', async ({
  page,
}) => {
  await signIn(page, 'teacher');
  // a first visit (a reload): the page arrives drawn by the server
  const address = `${origins().admin}/admin/lectures/2/roster`;
  const html = await (await page.request.get(address)).text();
  expect(html).not.toContain('api.internal');
  await page.goto(address);
  await page.getByRole('button', { name: 'CSV 내보내기' }).click(LOAD);
  const ask = page.getByRole('dialog', { name: '내보내는 이유' });
  await ask.getByRole('textbox', { name: '이유' }).fill('출석부 정리');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    ask.getByRole('button', { name: '내려받기' }).click(),
  ]);
  expect(download.url()).toMatch(
    new RegExp(`^${origins().admin}/api/admin/lectures/2/roster\\?format=csv&reason=`),
  );
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = await readFile(await download.path());
  const [header] = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(header).toMatch(/^학생,이메일,상태,진도율,최근 학습,남은 기간,피드백 대기/);
});
