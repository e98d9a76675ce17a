import type { MyOrder } from '@academy/api-client/contract';
import { failing } from '@academy/api-client/mocks/respond';
import { myOrderHandlers } from '@academy/api-client/mocks/refunds';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withAppShell } from '@academy/ui/storybook';
import { MyOrders } from './MyOrders.tsx';

const order: MyOrder = {
  orderNo: 'ORD20261125A1',
  orderName: '지망이유서와 면접 대비반',
  status: 'PAID',
  method: 'BANK_DEPOSIT',
  subtotal: 250_000,
  discount: 0,
  shippingFee: 0,
  total: 250_000,
  refundedAmount: 0,
  createdAt: '2026-11-25T01:00:00.000Z',
  paidAt: '2026-11-25T02:00:00.000Z',
  lines: [
    {
      orderLineId: 7,
      lectureId: 6,
      kind: 'COURSE',
      title: '지망이유서와 면접 대비반',
      price: 250_000,
      discount: 0,
      amount: 250_000,
      status: 'PAID',
      refundedAmount: 0,
      shippedAt: null,
      refund: null,
      refundable: true,
    },
  ],
  cashReceipt: null,
  cashReceiptAvailable: true,
};

const meta = {
  title: 'classroom/mypage/MyOrders',
  component: MyOrders,
  decorators: [withAppShell],
} satisfies Meta<typeof MyOrders>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  parameters: { msw: { handlers: myOrderHandlers([order]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('결제 완료')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '현금영수증 신청' })).toBeInTheDocument();
    // the dialog shows the lawful quote and how it came out
    await userEvent.click(canvas.getByRole('button', { name: '환불 요청' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('환불 예상 금액 208,334원')).toBeInTheDocument();
    await expect(
      page.getByText('두 기준 중 큰 금액을 환불합니다 (학원법 시행령 별표4).'),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: myOrderHandlers([]) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('주문 내역이 없습니다.'),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failing(myOrderHandlers([])) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
