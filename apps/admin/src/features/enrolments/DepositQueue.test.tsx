import type { DepositOrder } from '@academy/api-client/contract';
import { apiPath, http, mockApi, okEnvelope } from '@academy/api-client/mocks/api';
import { depositOrderHandlers } from '@academy/api-client/mocks/commerce';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DepositQueue } from './DepositQueue.tsx';

const waiting: DepositOrder = {
  id: 7,
  orderNo: 'ord7',
  orderName: 'EJU 물리 완성',
  total: 160000,
  depositorName: '이서준',
  createdAt: '2026-11-24T01:00:00.000Z',
  expiresAt: '2026-11-27T01:00:00.000Z',
  student: { id: 101, name: '이서준', userId: 'st***@academy.test' },
};
const api = mockApi(
  ...depositOrderHandlers([waiting]),
  http.post(apiPath('admin/orders/:id/confirm-deposit'), () =>
    okEnvelope({
      orderNo: 'ord7',
      status: 'PAID',
      method: 'BANK_DEPOSIT',
      orderName: 'EJU 물리 완성',
      subtotal: 160000,
      discount: 0,
      shippingFee: 0,
      total: 160000,
      coupon: null,
      lines: [],
      shipping: null,
      depositorName: '이서준',
      expiresAt: null,
      paidAt: '2026-11-25T01:00:00.000Z',
      createdAt: waiting.createdAt,
      virtualAccount: null,
      depositAccount: null,
      gateway: { provider: 'local', clientKey: null, customerKey: 'c_test' },
    }),
  ),
);

describe('the 무통장 입금 queue', () => {
  it('asks before 입금 확인, sends nothing when the staff member goes back, and says it was done', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DepositQueue />, { route: '/admin/enrolments' });
    const row = (await screen.findByText('EJU 물리 완성')).closest('tr')!;
    expect(row).toHaveTextContent('160,000원');
    await user.click(within(row).getByRole('button', { name: '이서준 입금 확인' }));
    const ask = await screen.findByRole('dialog', { name: '입금을 확인할까요?' });
    expect(ask).toHaveTextContent('이서준님의 160,000원 입금을 확인하고 수강을 시작합니다.');
    await user.click(within(ask).getByRole('button', { name: '취소' }));
    expect(api.sent).toEqual([]);

    await user.click(within(row).getByRole('button', { name: '이서준 입금 확인' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '입금을 확인할까요?' })).getByRole(
        'button',
        { name: '입금 확인' },
      ),
    );
    expect(
      await screen.findByText('입금을 확인했습니다. 수강이 시작되었습니다.'),
    ).toBeInTheDocument();
    expect(api.sent).toEqual([
      { method: 'POST', path: 'admin/orders/7/confirm-deposit', body: {} },
    ]);
  });

  it('says so when nothing waits', async () => {
    api.use(...depositOrderHandlers([]));
    renderWithProviders(<DepositQueue />, { route: '/admin/enrolments' });
    expect(await screen.findByText('입금을 기다리는 주문이 없습니다.')).toBeInTheDocument();
  });
});
