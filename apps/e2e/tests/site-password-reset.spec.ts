// docs/product/security.md: a student who forgot the password asks for a link on the login page,
// the link (read here from the admin's outbox view, which holds what would be mailed) sets a new
// password once, and the new password signs in.
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';
import { DEMO, signUpStudent } from '../src/session.ts';

const LOAD = { timeout: 30_000 };

/** The newest reset link written for `name`, as the admin's outbox view shows it. */
async function resetLinkFor(name: string) {
  const api = await playwrightRequest.newContext({
    extraHTTPHeaders: { Origin: origins().site },
  });
  try {
    const login = await api.post(`${origins().site}/api/auth/login`, {
      data: { username: DEMO.admin.email, password: DEMO.admin.password },
    });
    expect(login.ok()).toBeTruthy();
    const list = (await (
      await api.get(`${origins().site}/api/admin/outbox?template=password-reset`)
    ).json()) as { data: { messages: { id: number; recipient: { name: string } | null }[] } };
    const message = list.data.messages.find((m) => m.recipient?.name === name);
    expect(message, `a reset message for ${name}`).toBeTruthy();
    const detail = (await (
      await api.get(`${origins().site}/api/admin/outbox/${message!.id}`)
    ).json()) as { data: { email: { text: string } } };
    return /https?:\/\/\S+\/reset-password\?\S+/.exec(detail.data.email.text)![0];
  } finally {
    await api.dispose();
  }
}

test('a student resets a forgotten password from the login page and signs in with the new one', async ({
  page,
}) => {
  const name = `재설정${Date.now() % 100_000}`;
  const { email } = await signUpStudent(page, origins(), { enrol: false, name });

  await page.goto(`${origins().site}/login`);
  await page.getByRole('link', { name: '비밀번호 찾기' }).click();
  await expect(page).toHaveURL(`${origins().site}/forgot-password`);
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByRole('button', { name: '재설정 링크 받기' }).click();
  await expect(page.getByRole('heading', { name: '메일을 확인해주세요' })).toBeVisible(LOAD);
  await expectAccessible(page);

  const link = await resetLinkFor(name);
  await page.goto(link);
  await page.getByRole('textbox', { name: '새 비밀번호', exact: true }).fill('brand-new-pass-1');
  await page.getByRole('textbox', { name: '새 비밀번호 확인' }).fill('brand-new-pass-1');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByRole('heading', { name: '비밀번호가 변경되었습니다' })).toBeVisible(LOAD);

  // The link is used up: opening it again refuses in Korean and changes nothing.
  await page.goto(link);
  await page.getByRole('textbox', { name: '새 비밀번호', exact: true }).fill('another-pass-2');
  await page.getByRole('textbox', { name: '새 비밀번호 확인' }).fill('another-pass-2');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText(/링크가 올바르지 않거나 만료되었습니다/)).toBeVisible(LOAD);

  await page.goto(`${origins().site}/login`);
  await page.getByRole('textbox', { name: '이메일', exact: true }).fill(email);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('brand-new-pass-1');
  await page.getByRole('button', { name: '로그인' }).last().click();
  await expect(page).toHaveURL(`${origins().site}/`, LOAD);
});
