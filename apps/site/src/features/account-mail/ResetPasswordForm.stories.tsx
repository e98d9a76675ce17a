import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { passwordResetHandlers } from '@academy/api-client/mocks/account-mail';
import { withAppShell } from '@academy/ui/storybook';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const TOKEN = 'T'.repeat(43);

const meta = {
  title: 'site/AccountMail/ResetPasswordForm',
  component: ResetPasswordForm,
  decorators: [withAppShell],
  args: { user: '7', token: TOKEN },
  parameters: { route: '/reset-password', msw: { handlers: passwordResetHandlers(TOKEN) } },
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A used or expired link: the server's message, and what was typed stays. */
export const LinkRefused: Story = {
  args: { token: 'U'.repeat(43) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^새 비밀번호\s*\*?$/), 'new-password-1');
    await userEvent.type(canvas.getByLabelText(/^새 비밀번호 확인/), 'new-password-1');
    await userEvent.click(canvas.getByRole('button', { name: '비밀번호 변경' }));
    await expect(
      await canvas.findByText(/비밀번호 재설정 링크가 올바르지 않거나 만료되었습니다/),
    ).toBeInTheDocument();
  },
};
