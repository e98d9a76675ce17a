import { withAppShell } from '@academy/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PurchaseDialog } from './PurchaseDialog.tsx';

const lecture = {
  lectureId: 1,
  title: 'EJU 일본어 독해 완성',
  price: 180000,
  textbookName: 'EJU 독해 기출 분석집',
};

const meta = {
  title: 'site/PurchaseDialog',
  component: PurchaseDialog,
  args: { lecture, mode: 'buy', onClose: fn() },
  decorators: [withAppShell],
} satisfies Meta<typeof PurchaseDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithTextbook: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('checkbox', { name: /교재: EJU 독해 기출 분석집/ }),
    ).toBeEnabled();
  },
};
export const WithoutTextbook: Story = { args: { lecture: { ...lecture, textbookName: null } } };
export const Cart: Story = { args: { mode: 'cart' } };
