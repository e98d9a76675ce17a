import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProfileStep } from './ProfileStep.tsx';
import { StepFrame } from './story-frame.tsx';

const meta = {
  title: 'site/SignupWizard/ProfileStep',
  component: StepFrame,
  args: { step: 1, Step: ProfileStep },
} satisfies Meta<typeof StepFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/**
 * docs/product/validation.md step 2: every target school needs school and department; at most 5.
 */
export const Refused: Story = {
  args: {
    values: {
      parentPhone: '010-8765-4321',
      address: '서울시 종로구',
      targetSchools: [{ school: '교토대학', department: '' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(
      await canvas.findByText('목표학교와 학과를 모두 입력해주세요'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('학습 기간을 선택해주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('계열을 선택해주세요.')).toBeInTheDocument();
  },
};

export const FiveSchools: Story = {
  args: {
    values: {
      targetSchools: Array.from({ length: 5 }, (_, index) => ({
        school: `학교 ${index + 1}`,
        department: '공학부',
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '목표 학교 추가' }));
    await expect(canvas.getByText('최대 5개까지만 추가할 수 있습니다')).toBeInTheDocument();
    await expect(canvas.queryByLabelText('목표 학교 6')).not.toBeInTheDocument();
  },
};
