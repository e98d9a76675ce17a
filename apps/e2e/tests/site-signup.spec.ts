import { expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';

test('a new user signs up through the three steps, then logs in and sees their name', async ({
  page,
}) => {
  const id = `signup${Date.now()}`;
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await page.goto(`${origins().site}/signup`);
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('이메일 아이디를 입력해주세요.')).toBeVisible();
  await expectAccessible(page);

  await box('이메일 아이디').fill(id);
  await page.getByRole('combobox', { name: '이메일 도메인' }).selectOption('gmail.com');
  await expect(page.getByText(`가입 이메일: ${id}@gmail.com`)).toBeVisible();
  await box('비밀번호').fill('password1234');
  await box('비밀번호 확인').fill('password1234');
  await expect(page.getByText('비밀번호가 일치합니다')).toBeVisible();
  await box('이름').fill('신입생');
  await box('휴대폰 번호').fill('01012345678');
  await expect(box('휴대폰 번호')).toHaveValue('010-1234-5678');
  await page.getByRole('button', { name: '다음' }).click();

  await box('학부모 휴대폰 번호').fill('01087654321');
  await box('주소').fill('서울시 종로구');
  await box('목표 학교 1').fill('교토대학');
  await box('학과 1').fill('경제학부');
  await page.getByRole('combobox', { name: '학습 기간' }).selectOption({ label: '처음 시작' });
  await page.getByRole('radio', { name: '문과' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: '다음' }).click();

  for (const [name, value] of [
    ['청해', '80'],
    ['독해', '85'],
    ['청독해 합계', '82'],
    ['과학/종합과목', '75'],
  ]) {
    await box(name!).fill(value!);
  }
  // Step 3 says what its four numbers are (not the official EJU scale).
  await expect(page.getByText('이 점수는 무엇인가요?')).toBeVisible();
  await expect(page.getByRole('button', { name: '가입하기' })).toBeDisabled();
  await page.getByRole('checkbox', { name: '[필수] 이용약관에 동의합니다' }).check();
  await expect(page.getByRole('button', { name: '가입하기' })).toBeDisabled();
  await page
    .getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 (필수)에 동의합니다' })
    .check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(`${origins().site}/login`);

  // The login form opens with the new account's email filled in.
  await expect(box('이메일')).toHaveValue(`${id}@gmail.com`);
  await box('비밀번호').fill('password1234');
  await page.getByRole('button', { name: '로그인' }).last().click();
  await expect(page.getByText('신입생님')).toBeVisible();
});
