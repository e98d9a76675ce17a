import { expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';
import { signIn } from '../src/session.ts';

// The demo seed's second order: a textbook alone, paid by 계좌이체
// (apps/api/src/db/seed/coupons-and-orders.ts). Journeys share one server; no other journey ships it.
const SEEDED_ORDER = 'DEMO7M1ZP4C9';

test('an admin makes a coupon and disables it, finds an order and marks its textbook shipped', async ({
  page,
}) => {
  const admin = origins().admin;
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'admin');

  // A fixed coupon for every lecture, from the menu's 쿠폰.
  await page.goto(`${admin}/admin/coupons`);
  await expect(page.getByRole('heading', { name: '쿠폰', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '쿠폰 만들기' }).click();
  await page.getByRole('textbox', { name: '쿠폰 코드' }).fill(code.toLowerCase());
  await page.getByRole('textbox', { name: '쿠폰 이름' }).fill('e2e 신규 수강 할인');
  await page.getByRole('textbox', { name: '할인 금액(원)' }).fill('7000');
  await page.getByRole('textbox', { name: '전체 사용 한도(비우면 제한 없음)' }).fill('30');
  await page.getByRole('button', { name: '만들기' }).click();
  await expect(page).toHaveURL(/\/admin\/coupons$/);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('7,000원');
  await expect(row).toContainText('모든 강의');
  await expect(row).toContainText('사용 가능');
  await expectAccessible(page);

  // Disabled after the confirmation; the list says so.
  await row.getByRole('button', { name: `${code} 사용 중지` }).click();
  const dialog = page.getByRole('dialog', { name: '쿠폰 사용 중지' });
  await expect(dialog).toContainText(code);
  await dialog.getByRole('button', { name: '사용 중지' }).click();
  await expect(row.getByText('사용 중지', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `${code} 다시 사용` })).toBeVisible();

  // The seeded order in the list, searched by its number, then opened.
  await page.goto(`${admin}/admin/orders`);
  await page.getByRole('textbox', { name: '주문번호, 학생 이름 또는 이메일' }).fill(SEEDED_ORDER);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: `주문 ${SEEDED_ORDER} 상세` }).click();
  await expect(page.getByRole('heading', { name: SEEDED_ORDER })).toBeVisible();
  await expect(page.getByText('배송 전')).toBeVisible();
  // the phone masked, as every staff screen shows it
  await expect(page.getByText(/^010-\*\*\*\*-\d{4}$/)).toBeVisible();

  // Shipped from the queue with a carrier and tracking number; it leaves the queue.
  await page.goto(`${admin}/admin/shipments`);
  const waiting = page.getByRole('row').filter({ hasText: SEEDED_ORDER });
  await waiting.getByRole('button', { name: /배송 처리$/ }).click();
  const form = page.getByRole('dialog', { name: '교재 배송 처리' });
  await form.getByRole('textbox', { name: '택배사' }).fill('CJ대한통운');
  await form.getByRole('textbox', { name: '송장 번호' }).fill('6012-3456-7890');
  await form.getByRole('button', { name: '배송 처리' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: SEEDED_ORDER })).toHaveCount(0);

  // The order now shows where the textbook went.
  await page.goto(`${admin}/admin/orders`);
  await page.getByRole('textbox', { name: '주문번호, 학생 이름 또는 이메일' }).fill(SEEDED_ORDER);
  await page.getByRole('link', { name: `주문 ${SEEDED_ORDER} 상세` }).click();
  await expect(page.getByText(/CJ대한통운 6012-3456-7890/)).toBeVisible();
});
