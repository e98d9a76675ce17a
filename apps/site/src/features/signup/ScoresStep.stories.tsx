import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consentDocumentHandlers } from '@academy/api-client/mocks/consents';
import { withAppShell } from '@academy/ui/storybook';
import { ScoresStep } from './ScoresStep.tsx';
import { StepFrame } from './story-frame.tsx';

const meta = {
  title: 'site/SignupWizard/ScoresStep',
  component: StepFrame,
  args: { step: 2, Step: ScoresStep },
  decorators: [withAppShell],
  // The consent boxes come from the published documents.
  parameters: { msw: { handlers: consentDocumentHandlers() } },
} satisfies Meta<typeof StepFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/**
 * docs/product/validation.md step 3: scores 0 to 100, electives in pairs, the required consents
 * agreed to.
 */
export const Refused: Story = {
  args: {
    values: {
      listening: '101',
      electives: [
        { subject: '수학', score: '' },
        { subject: '', score: '' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: '[필수] 이용약관에 동의합니다' });
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(
      await canvas.findByText('0에서 100 사이의 정수를 입력해주세요.'),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText('선택 과목과 점수를 모두 입력하거나 모두 비워주세요.'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('이용약관에 동의해주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('개인정보 수집·이용 (필수)에 동의해주세요.')).toBeInTheDocument();
  },
};

/** Digits only, at most 3 (docs/product/validation.md). */
export const DigitsOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const listening = canvas.getByRole('textbox', { name: '청해' });
    await userEvent.type(listening, '9a8.7');
    await expect(listening).toHaveValue('987');
  },
};
