import { ApiError } from '@academy/api-client/errors';
import * as guardianStrings from '@academy/strings/messages-guardians';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GuardianInviteForm } from './GuardianInviteForm.tsx';

const meta = {
  title: 'ui/GuardianInviteForm',
  component: GuardianInviteForm,
  args: { onInvite: fn(), pending: false, error: null },
} satisfies Meta<typeof GuardianInviteForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ByEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('보호자 이메일'), 'mom@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '초대 보내기' }));
    await expect(args.onInvite).toHaveBeenCalledWith(
      { email: 'mom@example.com' },
      expect.any(Function),
    );
  },
};

export const ByPhone: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '휴대폰' }));
    await userEvent.type(canvas.getByLabelText('보호자 휴대폰 번호'), '01098765432');
    await userEvent.click(canvas.getByRole('button', { name: '초대 보내기' }));
    await expect(args.onInvite).toHaveBeenCalledWith(
      { phone: '010-9876-5432' },
      expect.any(Function),
    );
  },
};

export const Sending: Story = { args: { pending: true } };

export const Refused: Story = {
  args: {
    error: new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: guardianStrings.errors.addressIsStudent,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      guardianStrings.errors.addressIsStudent,
    );
  },
};
