import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountStep } from './AccountStep.tsx';
import { StepFrame } from './story-frame.tsx';

const meta = {
  title: 'site/SignupWizard/AccountStep',
  component: StepFrame,
  args: { step: 0, Step: AccountStep },
} satisfies Meta<typeof StepFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/**
 * docs/product/validation.md step 1: the contract's messages for a bad address, a short password
 * and a bad phone.
 */
export const Refused: Story = {
  args: {
    values: {
      emailId: 'a..b',
      emailDomain: 'naver.com',
      password: 'short',
      passwordConfirm: 'other',
      name: '김',
      phone: '02-123',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(await canvas.findByText('올바른 이메일 형식이 아닙니다')).toBeInTheDocument();
    await expect(canvas.getByText('비밀번호는 8자 이상이어야 합니다')).toBeInTheDocument();
    await expect(canvas.getByText('비밀번호가 일치하지 않습니다')).toBeInTheDocument();
    await expect(canvas.getByText('이름은 2자 이상이어야 합니다.')).toBeInTheDocument();
    await expect(canvas.getByText('올바른 전화번호 형식이 아닙니다')).toBeInTheDocument();
  },
};

/** '비밀번호가 일치합니다' as soon as the confirmation matches (docs/product/validation.md). */
export const PasswordsMatch: Story = {
  args: {
    values: { emailId: 'newstudent', emailDomain: 'naver.com', password: 'password1234' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('비밀번호 확인'), 'password1234');
    await expect(canvas.getByText('비밀번호가 일치합니다')).toBeInTheDocument();
    await expect(canvas.getByText('가입 이메일: newstudent@naver.com')).toBeInTheDocument();
  },
};
