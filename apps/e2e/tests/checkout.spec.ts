import { expect, test } from '../src/test.ts';
import { origins } from '../src/origins.ts';
import { signIn, signUpStudent } from '../src/session.ts';

test('a new student puts a lecture and its textbook in the cart, applies a coupon, pays in the local test checkout and lands in the classroom with it', async ({
  page,
}) => {
  const { site, classroom } = origins();
  const lecture = 'EJU 화학 핵심 정리';
  // As a visitor: the lecture and its textbook go into this browser's cart.
  await page.goto(`${site}/purchase`);
  await page.getByRole('button', { name: `${lecture} 장바구니` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: /교재/ }).check();
  await dialog.getByRole('button', { name: '장바구니' }).click();
  await expect(dialog.getByRole('status')).toContainText('장바구니에 담았습니다.');
  await expect(page.getByTestId('header-cart')).toContainText('2');

  // Signed up and in: the browser's cart joins the account's.
  const student = await signUpStudent(page, origins(), { enrol: false, name: '구매학생' });
  await signIn(page, student);
  await page.goto(`${site}/cart`);
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  await page.getByRole('link', { name: '주문하기' }).click();

  await expect(page).toHaveURL(`${site}/checkout`);
  await expect(page.getByTestId('checkout-total')).toHaveText('175,000원');
  await page.getByRole('textbox', { name: '받는 분' }).fill('구매학생');
  await page.getByRole('textbox', { name: '연락처' }).fill('010-1234-5678');
  await page.getByRole('textbox', { name: '우편번호' }).fill('06236');
  await page.getByRole('textbox', { name: '주소', exact: true }).fill('서울시 강남구 테헤란로 1');
  await page.getByRole('textbox', { name: '쿠폰 코드' }).fill('NOPE');
  await page.getByRole('button', { name: '적용' }).click();
  await expect(page.getByRole('alert')).toContainText('존재하지 않는 쿠폰 코드입니다.');
  await page.getByRole('textbox', { name: '쿠폰 코드' }).fill('welcome10');
  await page.getByRole('button', { name: '적용' }).click();
  await expect(page.getByText('쿠폰 할인 17,200원')).toBeVisible();
  // 172,000 - 17,200 + 3,000 shipping (the textbook under 50,000원)
  await expect(page.getByTestId('checkout-total')).toHaveText('157,800원');
  await page.getByRole('button', { name: '결제하기' }).click();

  await expect(
    page.getByRole('heading', { name: '테스트 결제: 실제로 결제되지 않습니다' }),
  ).toBeVisible();
  await page.getByRole('button', { name: '카드 성공' }).click();
  await expect(page.getByRole('heading', { name: '결제 완료' })).toBeVisible();
  await page.getByRole('link', { name: '강의실로 가기' }).click();
  await expect(page).toHaveURL(`${classroom}/dashboard`);
  await expect(page.getByText(lecture).first()).toBeVisible();
});
