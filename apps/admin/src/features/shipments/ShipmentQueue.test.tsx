import type { Shipment } from '@academy/api-client/contract';
import { apiPath, http, mockApi, okEnvelope, refusal } from '@academy/api-client/mocks/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, renderWithProviders } from '../../test/render.tsx';
import { ShipmentQueue } from './ShipmentQueue.tsx';

const waiting: Shipment = {
  lineId: 31,
  orderId: 7,
  orderNo: 'DEMO7M1ZP4C9',
  lectureId: 2,
  title: '코스2 실전 문제집',
  paidAt: '2026-11-26T01:00:00.000Z',
  student: { id: 101, name: '이서준', email: 'st***@academy.test' },
  recipient: '이서준',
  phone: '010-****-6789',
  postcode: '06236',
  address1: '서울특별시 강남구 테헤란로 123',
  address2: '502호',
};
let shipped = false;
const api = mockApi(
  http.get(apiPath('admin/shipments'), () =>
    okEnvelope(shipped ? { items: [], total: 0 } : { items: [waiting], total: 1 }),
  ),
  http.post(apiPath('admin/order-lines/:id/ship'), async ({ request }) => {
    const body = (await request.json()) as { trackingNo: string };
    if (body.trackingNo === '1111') return refusal(409, 'CONFLICT', '이미 배송 처리한 교재입니다.');
    shipped = true;
    return okEnvelope(
      {
        id: 31,
        lectureId: 2,
        kind: 'TEXTBOOK',
        title: waiting.title,
        price: 25000,
        discount: 0,
        amount: 25000,
        refundedAmount: 0,
        status: 'PAID',
        shippedAt: '2026-11-28T03:00:00.000Z',
        carrier: 'CJ대한통운',
        trackingNo: '6012-3456-7890',
      },
      '배송 처리했습니다. 학생에게 알렸습니다.',
    );
  }),
);

describe('the shipping queue', () => {
  it('checks the form, shows a refusal with the values kept, then ships and empties the queue', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShipmentQueue />, { route: '/admin/shipments' });
    expect(
      await screen.findByText('(06236) 서울특별시 강남구 테헤란로 123 502호'),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: '이서준 님의 코스2 실전 문제집 배송 처리' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '교재 배송 처리' });
    await user.click(within(dialog).getByRole('button', { name: '배송 처리' }));
    expect(await within(dialog).findByText('택배사를 입력해주세요.')).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    await fill(user, within(dialog).getByRole('textbox', { name: '택배사' }), 'CJ대한통운');
    await fill(user, within(dialog).getByRole('textbox', { name: '송장 번호' }), '1111');
    await user.click(within(dialog).getByRole('button', { name: '배송 처리' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '이미 배송 처리한 교재입니다.',
    );
    expect(within(dialog).getByRole('textbox', { name: '택배사' })).toHaveValue('CJ대한통운');

    await user.clear(within(dialog).getByRole('textbox', { name: '송장 번호' }));
    await fill(user, within(dialog).getByRole('textbox', { name: '송장 번호' }), '6012-3456-7890');
    await user.click(within(dialog).getByRole('button', { name: '배송 처리' }));
    expect(await screen.findByText('배송을 기다리는 교재가 없습니다.')).toBeInTheDocument();
    expect(api.sent.at(-1)).toEqual({
      method: 'POST',
      path: 'admin/order-lines/31/ship',
      body: { carrier: 'CJ대한통운', trackingNo: '6012-3456-7890' },
    });
  });
});
