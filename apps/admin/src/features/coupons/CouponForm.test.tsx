import type { Coupon } from '@academy/api-client/contract';
import { apiPath, http, mockApi, okEnvelope, refusal } from '@academy/api-client/mocks/api';
import { demoUsers, resetSession, seedSession } from '@academy/auth/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fill, renderWithProviders } from '../../test/render.tsx';
import { CouponForm } from './CouponForm.tsx';
import { createRequestOf, emptyCouponDraft, updateRequestOf } from './coupon-draft.ts';

const made: Coupon = {
  id: 5,
  code: 'SPRING',
  name: '봄 할인',
  kind: 'FIXED',
  value: 5000,
  maxDiscount: null,
  minAmount: 0,
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
  startsAt: '2026-11-30T15:00:00.000Z',
  endsAt: '2026-12-31T15:00:00.000Z',
  perUserLimit: 1,
  totalLimit: null,
  usedCount: 0,
  paidUses: 0,
  active: true,
  state: 'SCHEDULED',
  lectures: [],
  createdAt: '2026-11-28T00:00:00.000Z',
};
const api = mockApi(
  http.get(apiPath('admin/lectures/my-lectures'), () => okEnvelope([])),
  http.post(apiPath('admin/coupons'), async ({ request }) => {
    const body = (await request.json()) as { code: string };
    if (body.code === 'TAKEN')
      return refusal(409, 'CONFLICT', '이미 있는 쿠폰 코드입니다. 다른 코드를 입력해주세요.');
    return okEnvelope({ ...made, code: body.code }, '쿠폰을 만들었습니다.');
  }),
);

beforeEach(() => seedSession(demoUsers.admin));
afterEach(() => resetSession());

describe('the coupon form', () => {
  it('builds the requests the server checks: empty limits are none, a fixed coupon has no cap', () => {
    const draft = {
      ...emptyCouponDraft('2026-12-01', '2026-12-31'),
      code: 'a1b2',
      name: '할인',
      value: 3000,
      maxDiscount: 500,
    };
    expect(createRequestOf(draft)).toMatchObject({
      value: 3000,
      maxDiscount: null,
      totalLimit: null,
      lectureIds: [],
    });
    expect(updateRequestOf({ ...draft, totalLimit: 10 })).toEqual({
      name: '할인',
      startsOn: '2026-12-01',
      endsOn: '2026-12-31',
      perUserLimit: 1,
      totalLimit: 10,
    });
  });

  it('says what is missing, then shows the server’s refusal and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CouponForm />, { route: '/admin/coupons/new' });
    await user.click(await screen.findByRole('button', { name: '만들기' }));
    expect(await screen.findByText('쿠폰 코드를 입력해주세요.')).toBeInTheDocument();
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([]);

    await fill(user, screen.getByRole('textbox', { name: '쿠폰 코드' }), 'TAKEN');
    await fill(user, screen.getByRole('textbox', { name: '쿠폰 이름' }), '겨울 할인');
    await fill(user, screen.getByRole('textbox', { name: '할인 금액(원)' }), '5000');
    await user.click(screen.getByRole('button', { name: '만들기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '이미 있는 쿠폰 코드입니다. 다른 코드를 입력해주세요.',
    );
    expect(screen.getByRole('textbox', { name: '쿠폰 이름' })).toHaveValue('겨울 할인');
    expect(api.sent.filter((request) => request.method === 'POST')).toMatchObject([
      {
        path: 'admin/coupons',
        body: { code: 'TAKEN', kind: 'FIXED', value: 5000, totalLimit: null },
      },
    ]);
  });
});
