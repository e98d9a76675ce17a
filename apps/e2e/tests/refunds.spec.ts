// docs/product/refunds.md: the demo student, who bought the interview course by 무통장 입금 and
// watched half of its first video, asks for a refund on my page and sees the lawful quote with its
// basis; an admin marks the transfer in the refund queue; the lecture leaves the student's
// classroom and my page shows the refund done.
import { collectBrowserErrors, expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';
import { signIn } from '../src/session.ts';
import { settled, trackRequests } from '../src/settled.ts';

const LECTURE = '지망이유서와 면접 대비반';
const STUDENT = '김하늘';
/** A page's first screen waits for the session check: slow while other suites share the cores. */
const LOAD = { timeout: 30_000 };

test('the demo student asks for a refund with the lawful quote, an admin completes it, the lecture leaves the classroom', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, 'student');
  // the bought course is in the classroom
  await page.goto(`${origins().classroom}/dashboard`);
  await expect(page.getByRole('button', { name: LECTURE })).toBeVisible(LOAD);

  // my page's 주문 내역: the order, its line and 환불 요청 (once the page is the browser's)
  const requests = trackRequests(page);
  await page.goto(`${origins().classroom}/mypage?tab=orders`);
  await settled(page, requests);
  const order = page.getByRole('listitem', { name: LECTURE });
  await expect(order).toContainText('무통장 입금', LOAD);
  await expect(order).toContainText('결제 완료');
  await order.getByRole('button', { name: '환불 요청' }).click();
  const dialog = page.getByRole('dialog', { name: `「${LECTURE}」 환불 요청` });
  // the quote and how it came out: the term step, what was studied, both candidates
  await expect(dialog.getByTestId('refund-quote')).toContainText('환불 예상 금액', LOAD);
  await expect(dialog).toContainText('수강 기간 1/3 경과 전');
  await expect(dialog).toContainText('실제 수강');
  await expect(dialog).toContainText('두 기준 중 큰 금액을 환불합니다');
  await expectAccessible(page);
  await dialog.getByLabel('환불 사유').fill('면접 일정이 바뀌어 수강을 포기합니다');
  await dialog.getByRole('button', { name: /환불 요청하기/ }).click();
  // a confirmation first: the enrolment ends once approved
  await page
    .getByRole('dialog', { name: '확인해주세요' })
    .getByRole('button', { name: '확인' })
    .click();
  await expect(dialog).toBeHidden();
  await expect(order).toContainText('환불 접수');
  await expect(order).toContainText('처리 기한');
  await expect(order.getByRole('button', { name: '환불 요청' })).toHaveCount(0);

  // the admin's queue: the request with its D-day and basis; a 무통장 입금 refund is marked sent
  const staff = await browser.newContext();
  const staffErrors = collectBrowserErrors(staff);
  const admin = await staff.newPage();
  await signIn(admin, 'admin');
  const adminRequests = trackRequests(admin);
  await admin.goto(`${origins().admin}/admin/refunds`);
  await settled(admin, adminRequests);
  const request = admin.getByRole('listitem', { name: `${STUDENT} ${LECTURE}` });
  await expect(request).toContainText('D-5', LOAD);
  await expect(request).toContainText('면접 일정이 바뀌어 수강을 포기합니다');
  await expect(request).toContainText('기간 기준 반환액');
  await expectAccessible(admin);
  await request.getByRole('button', { name: '송금 완료로 표시' }).click();
  const approve = admin.getByRole('dialog', { name: `${LECTURE} · 승인` });
  await expect(approve).toContainText('결제사 취소가 없습니다');
  await approve.getByRole('button', { name: '송금 완료로 표시' }).click();
  await admin
    .getByRole('dialog', { name: '확인해주세요' })
    .getByRole('button', { name: '확인' })
    .click();
  await expect(request).toHaveCount(0);

  // the lecture has left the student's classroom; my page shows the refund done
  await page.goto(`${origins().classroom}/dashboard`);
  // (the demo's other lectures are listed, so the list has loaded)
  await expect(page.getByRole('button', { name: 'EJU 물리 기초부터 실전까지' })).toBeVisible(LOAD);
  await expect(page.getByRole('button', { name: LECTURE })).toHaveCount(0);
  await page.goto(`${origins().classroom}/mypage?tab=orders`);
  await expect(order).toContainText('환불 완료', LOAD);
  await expect(order.getByRole('button', { name: '환불 요청' })).toHaveCount(0);

  expect(staffErrors).toEqual([]);
  await staff.close();
});
