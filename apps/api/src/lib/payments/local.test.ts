// The local gateway keeps its record in the database: what one process confirmed, a restarted
// (or second) process refunds; the seed's payments are known to it too.
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import { databaseStore, localGateway, localPaymentKey } from './local.ts';

const database = await openTestDatabase();
afterAll(() => database.drop());

describe('the local gateway on the database', () => {
  it('cancels after a restart what it confirmed before, and never more than the balance', async () => {
    const paymentKey = localPaymentKey('card');
    await localGateway(databaseStore(database.db)).confirm({
      paymentKey,
      orderId: 'order-restart-1',
      amount: 120_000,
      idempotencyKey: 'confirm-order-restart-1',
    });
    const restarted = localGateway(databaseStore(database.db));
    const partly = await restarted.cancel({
      paymentKey,
      cancelAmount: 20_000,
      cancelReason: '환불',
      idempotencyKey: 'refund-1',
    });
    expect(partly).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 100_000 });
    await expect(
      localGateway(databaseStore(database.db)).cancel({
        paymentKey,
        cancelAmount: 100_001,
        cancelReason: '환불',
        idempotencyKey: 'refund-2',
      }),
    ).rejects.toMatchObject({ code: 'NOT_CANCELABLE_AMOUNT' });
    expect(await restarted.getPayment(paymentKey)).toMatchObject({ balanceAmount: 100_000 });
    // the same key again (a retry after a lost answer) answers the first cancel, nothing more
    const again = await localGateway(databaseStore(database.db)).cancel({
      paymentKey,
      cancelAmount: 20_000,
      cancelReason: '환불',
      idempotencyKey: 'refund-1',
    });
    expect(again).toEqual(partly);
    expect(await restarted.getPayment(paymentKey)).toMatchObject({ balanceAmount: 100_000 });
  });

  it('issues one 현금영수증 per order however often it is asked', async () => {
    const ask = () =>
      localGateway(databaseStore(database.db)).issueCashReceipt({
        orderId: 'order-receipt-1',
        orderName: '강의',
        amount: 150_000,
        type: '소득공제',
        customerIdentityNumber: '01012345678',
        idempotencyKey: 'receipt-1',
      });
    const first = await ask();
    expect(await ask()).toEqual(first);
  });
});
