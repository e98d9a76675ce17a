import type { QueuedRefund } from '@academy/api-client/contract';
import { refundQueueHandlers, sampleBasis } from '@academy/api-client/mocks/refunds';
import { failing } from '@academy/api-client/mocks/respond';
import { withLiveAppShell } from '@academy/live/story-support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RefundQueue } from './RefundQueue.tsx';

const refund = (id: number, name: string, method: QueuedRefund['method']): QueuedRefund => ({
  refundId: id,
  orderLineId: 10 + id,
  status: 'REQUESTED',
  reason: '일정이 맞지 않아 수강을 포기합니다',
  quotedAmount: 208_334,
  quoteBasis: sampleBasis,
  approvedAmount: null,
  staffReason: null,
  dueAt: '2026-12-01T01:00:00.000Z',
  createdAt: '2026-11-26T01:00:00.000Z',
  decidedAt: null,
  completedAt: null,
  orderNo: `ORD${id}`,
  method,
  lineKind: 'COURSE',
  lineTitle: '지망이유서와 면접 대비반',
  lineAmount: 250_000,
  refundable: 250_000,
  student: { id: 100 + id, name, userId: `st***@academy.test` },
  dueInDays: 3,
  lastError: null,
  needsTransfer: method === 'BANK_DEPOSIT',
});

const meta = {
  title: 'admin/refunds/RefundQueue',
  component: RefundQueue,
  decorators: [withLiveAppShell],
} satisfies Meta<typeof RefundQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  parameters: {
    msw: {
      handlers: refundQueueHandlers([
        refund(1, '이서준', 'CARD'),
        refund(2, '박지호', 'BANK_DEPOSIT'),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('listitem', { name: '이서준 지망이유서와 면접 대비반' });
    await expect(within(card).getByText('D-3 (3일 남음)')).toBeInTheDocument();
    // a 무통장 입금 refund is marked as sent, not cancelled at the gateway
    const transfer = canvas.getByRole('listitem', { name: '박지호 지망이유서와 면접 대비반' });
    await expect(
      within(transfer).getByRole('button', { name: '송금 완료로 표시' }),
    ).toBeInTheDocument();
    // rejecting asks for a reason
    await userEvent.click(within(card).getByRole('button', { name: '거절' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByLabelText(/사유/)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: refundQueueHandlers([]) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('처리할 환불 요청이 없습니다.'),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failing(refundQueueHandlers([])) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
