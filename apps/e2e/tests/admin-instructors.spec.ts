// An admin edits an instructor's profile (the home carousel's introduction) and
// deactivates them (they cannot sign in), then reactivates them. A fresh teacher, so the demo
// teacher other journeys sign in as is never touched.
import { expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';
import { signIn } from '../src/session.ts';

const LOAD = { timeout: 30_000 };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin edits an instructor, deactivates them (no sign-in) and reactivates them', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin');
  const email = `e2e-teacher-${Date.now()}@academy.test`;
  const password = 'teacher-pass-1';
  const name = `강사${Date.now() % 100000}`;
  const registered = await page.request.post(`${origins().site}/api/auth/register/teacher`, {
    headers: { Origin: origins().site },
    multipart: {
      userId: email,
      password,
      name,
      teachingSubjects: '화학',
      imageFile: { name: 'me.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto(`${origins().admin}/admin/instructors`);
  const card = page.getByRole('article', { name: `${name} 강사` });
  await card.getByRole('button', { name: '상세' }).click(LOAD);
  const dialog = page.getByRole('dialog', { name: '강사 정보 수정' });
  const intro = dialog.getByRole('textbox', { name: /^소개/ });
  await intro.fill('가'.repeat(301));
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByText('소개는 300자 이내로 입력하세요')).toBeVisible();
  await intro.fill('EJU 화학을 반응식부터 차근차근 가르칩니다.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('강사 정보를 수정했습니다.')).toBeVisible();

  const home = await page.request.get(`${origins().site}/api/instructors`);
  const instructors = ((await home.json()) as { data: { name: string; introduction: string }[] })
    .data;
  expect(instructors.find((one) => one.name === name)?.introduction).toBe(
    'EJU 화학을 반응식부터 차근차근 가르칩니다.',
  );

  const login = () =>
    page.request.post(`${origins().site}/api/auth/login`, {
      headers: { Origin: origins().site },
      data: { username: email, password },
    });
  await card.getByRole('button', { name: '비활성화' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(card.getByText('비활성', { exact: true })).toBeVisible();
  expect((await login()).status()).toBe(401);

  await card.getByRole('button', { name: '다시 활성화' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(card.getByRole('button', { name: '비활성화' })).toBeVisible();
  expect((await login()).status()).toBe(200);
});

test('an admin registers an instructor: a mistake is named beside its field, then it succeeds', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin');
  await page.goto(`${origins().admin}/admin/instructors/new`);
  const name = `강사${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: '이름' }).fill(name);
  await page.getByRole('textbox', { name: '이메일 아이디' }).fill(`e2e-new-${Date.now()}`);
  await page.getByRole('combobox', { name: '이메일 도메인' }).click();
  await page.getByRole('option', { name: '직접 입력' }).click();
  await page.getByRole('textbox', { name: '도메인 직접 입력' }).fill('academy.test');
  await page.getByLabel('비밀번호', { exact: true }).fill('teacher-pass-1');
  await page.getByLabel('비밀번호 확인', { exact: true }).fill('teacher-pass-2');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const number = page.getByLabel('주민/사업자 등록번호', { exact: true });
  await number.fill('900101-1234567');
  // the number is entered hidden, and the form says why it is collected
  await expect(number).toHaveAttribute('type', 'password');
  await expect(page.getByText(/강사료 지급 및 원천징수 신고/)).toBeVisible();
  await page.getByRole('button', { name: '등록', exact: true }).click();

  // the mistake: the confirmation differs, said in the alert and beside the field
  await expect(page.getByRole('alert')).toHaveText('비밀번호가 일치하지 않습니다');
  await expect(page.getByLabel('비밀번호 확인', { exact: true })).toHaveAccessibleDescription(
    '비밀번호가 일치하지 않습니다',
  );
  await expect(page.getByText('강의분야를 최소 1개 이상 선택하세요')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('비밀번호 확인', { exact: true }).fill('teacher-pass-1');
  // the field's box takes the click over its input, as a person's click lands on it
  await page.getByRole('combobox', { name: '강의 분야' }).click({ force: true });
  await page.getByRole('option', { name: '물리' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page).toHaveURL(`${origins().admin}/admin/instructors`, LOAD);
  await expect(page.getByText('강사 등록이 완료되었습니다.')).toBeVisible();
  await expect(page.getByRole('article', { name: `${name} 강사` })).toBeVisible();
});
