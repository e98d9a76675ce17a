import type { Coupon } from '@academy/api-client/contract';
import { couponHandlers } from '@academy/api-client/mocks/coupons';
import { failing, pending } from '@academy/api-client/mocks/respond';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { CouponList } from './CouponList.tsx';

const coupon = (id: number, overrides: Partial<Coupon>): Coupon => ({
  id,
  code: `CODE${id}`,
  name: '쿠폰',
  kind: 'FIXED',
  value: 5000,
  maxDiscount: null,
  minAmount: 0,
  startsOn: '2026-11-01',
  endsOn: '2026-12-31',
  startsAt: '2026-10-31T15:00:00.000Z',
  endsAt: '2026-12-31T15:00:00.000Z',
  perUserLimit: 1,
  totalLimit: null,
  usedCount: 0,
  paidUses: 0,
  active: true,
  state: 'ACTIVE',
  lectures: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const coupons = [
  coupon(1, {
    code: 'EJUMATH15',
    name: '코스2 수강생 15% 할인',
    kind: 'PERCENT',
    value: 15,
    maxDiscount: 30000,
    minAmount: 50000,
    totalLimit: 50,
    usedCount: 3,
    paidUses: 2,
    lectures: [{ lectureId: 2, title: 'EJU 이과 수학 코스2 실전' }],
  }),
  coupon(2, { code: 'AUTUMN5000', name: '가을 맞이 5,000원 할인', state: 'EXPIRED' }),
  coupon(3, { code: 'WINTERCAMP', name: '겨울 특강 할인', active: false, state: 'DISABLED' }),
];

const meta = {
  title: 'admin/coupons/CouponList',
  component: CouponList,
  decorators: [withLiveAppShell],
  parameters: { route: '/admin/coupons' },
} satisfies Meta<typeof CouponList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Coupons with their amount, window, lectures, uses and state; each disables or enables. */
export const Filled: Story = {
  parameters: { msw: { handlers: couponHandlers(coupons) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('15% (최대 30,000원)')).toBeInTheDocument();
    await expect(canvas.getByText('3회 (결제 2회) / 50')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'WINTERCAMP 다시 사용' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: couponHandlers([]) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('만든 쿠폰이 없습니다.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pending(couponHandlers([])) } },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: failing(couponHandlers([])) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
