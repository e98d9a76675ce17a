import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withAppShell } from '@academy/ui/storybook';
import { SignupWizard } from './SignupWizard.tsx';

const meta = {
  title: 'site/SignupWizard',
  component: SignupWizard,
  decorators: [withAppShell],
} satisfies Meta<typeof SignupWizard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Step1: Story = {};

/**
 * A step advances only when it validates (docs/product/screens.md): the step's messages show
 * instead (docs/product/validation.md).
 */
export const Step1Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(await canvas.findByText('이메일 아이디를 입력해주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('비밀번호는 8자 이상이어야 합니다')).toBeInTheDocument();
  },
};
