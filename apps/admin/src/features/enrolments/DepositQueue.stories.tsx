import type { DepositOrder } from '@academy/api-client/contract';
import { depositOrderHandlers } from '@academy/api-client/mocks/commerce';
import { failing, pending } from '@academy/api-client/mocks/respond';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { DepositQueue } from './DepositQueue.tsx';

const order = (id: number, name: string, orderName: string, total: number): DepositOrder => ({
  id,
  orderNo: `order${id}`,
  orderName,
  total,
  depositorName: name,
  createdAt: '2026-11-24T01:00:00.000Z',
  expiresAt: '2026-11-27T01:00:00.000Z',
  student: { id: 100 + id, name, userId: `st***${id}@academy.test` },
});

const meta = {
  title: 'admin/enrolments/DepositQueue',
  component: DepositQueue,
  decorators: [withLiveAppShell],
} satisfies Meta<typeof DepositQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  parameters: {
    msw: {
      handlers: depositOrderHandlers([
        order(1, '이서준', 'EJU 물리 완성', 160000),
        order(2, '박지호', '이과 수학 코스2 외 1건', 245000),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('EJU 물리 완성')).toBeInTheDocument();
    // cancelling asks first
    await userEvent.click(canvas.getByRole('button', { name: '이서준 주문 취소' }));
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(await dialog.findByText('주문을 취소할까요?')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: depositOrderHandlers([]) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('입금을 기다리는 주문이 없습니다.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pending(depositOrderHandlers([])) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failing(depositOrderHandlers([])) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
