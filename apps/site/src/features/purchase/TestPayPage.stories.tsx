import { withAppShell } from '@academy/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestPayPage } from './TestPayPage.tsx';

const meta = {
  title: 'site/TestPayPage',
  component: TestPayPage,
  decorators: [withAppShell],
} satisfies Meta<typeof TestPayPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The local test payment window: labelled, with every outcome the real window can have. */
export const Choices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/돈은 오가지 않습니다/)).toBeInTheDocument();
    for (const name of ['카드 성공', '계좌이체 성공', '가상계좌 발급', '결제 거절', '창 닫기']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};
