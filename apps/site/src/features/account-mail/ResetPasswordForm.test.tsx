import { mockApi } from '@academy/api-client/mocks/api';
import { passwordResetHandlers } from '@academy/api-client/mocks/account-mail';
import { render } from '@academy/vitest-config/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const api = mockApi();
const TOKEN = 'T'.repeat(43);

async function fillPasswords(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText(/^새 비밀번호\s*\*?$/), password);
  await userEvent.type(screen.getByLabelText(/^새 비밀번호 확인/), confirm);
}

describe('the new-password page', () => {
  it('checks the sign-up rules before sending anything', async () => {
    api.use(...passwordResetHandlers(TOKEN));
    render(<ResetPasswordForm user="7" token={TOKEN} />);
    await fillPasswords('short', 'other');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('비밀번호는 8자 이상이어야 합니다')).toBeInTheDocument();
    expect(screen.getByText('비밀번호가 일치하지 않습니다')).toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });

  it("shows the server's refusal of a used link and keeps what was typed", async () => {
    api.use(...passwordResetHandlers(TOKEN));
    render(<ResetPasswordForm user="7" token={'U'.repeat(43)} />);
    await fillPasswords('new-password-1');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(
      await screen.findByText(/비밀번호 재설정 링크가 올바르지 않거나 만료되었습니다/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^새 비밀번호 확인/)).toHaveValue('new-password-1');
  });

  it('sends the link with the new password and then says to sign in', async () => {
    api.use(...passwordResetHandlers(TOKEN));
    render(<ResetPasswordForm user="7" token={TOKEN} />);
    await fillPasswords('new-password-1');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('비밀번호가 변경되었습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/login');
    expect(api.sent).toContainEqual({
      method: 'POST',
      path: 'auth/password-reset/confirm',
      body: { user: '7', token: TOKEN, newPassword: 'new-password-1' },
    });
  });
});
