import type { Shipment } from '@academy/api-client/contract';
import { shipmentHandlers } from '@academy/api-client/mocks/admin-orders';
import { failing, pending } from '@academy/api-client/mocks/respond';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { ShipmentQueue } from './ShipmentQueue.tsx';

const shipment = (lineId: number, name: string, address: string): Shipment => ({
  lineId,
  orderId: lineId + 100,
  orderNo: `DEMO${lineId}ABCDEF`,
  lectureId: 2,
  title: '코스2 실전 문제집',
  paidAt: '2026-11-26T01:00:00.000Z',
  student: { id: 100 + lineId, name, email: 'st***@academy.test' },
  recipient: name,
  phone: '010-****-6789',
  postcode: '06236',
  address1: address,
  address2: null,
});

const meta = {
  title: 'admin/shipments/ShipmentQueue',
  component: ShipmentQueue,
  decorators: [withLiveAppShell],
  parameters: { route: '/admin/shipments' },
} satisfies Meta<typeof ShipmentQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Textbooks waiting, oldest first; 배송 처리 opens the carrier and tracking form. */
export const Waiting: Story = {
  parameters: {
    msw: {
      handlers: shipmentHandlers([
        shipment(1, '이서준', '서울특별시 강남구 테헤란로 123 아카데미빌 502호'),
        shipment(2, '박지호', '경기도 성남시 분당구 정자일로 45 302동 1101호'),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: '이서준 님의 코스2 실전 문제집 배송 처리' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: '교재 배송 처리' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: shipmentHandlers([]) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('배송을 기다리는 교재가 없습니다.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pending(shipmentHandlers([])) } },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: failing(shipmentHandlers([])) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
