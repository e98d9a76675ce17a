import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTossServer, TOSS_SECRET } from '../../test/toss-server.ts';
import { GatewayError } from './gateway.ts';
import { tossGateway } from './toss.ts';

let toss: Awaited<ReturnType<typeof startTossServer>>;
let gateway: ReturnType<typeof tossGateway>;

beforeAll(async () => {
  toss = await startTossServer();
  gateway = tossGateway({
    secretKey: TOSS_SECRET,
    clientKey: 'test_ck',
    apiUrl: toss.url,
    timeoutMs: 300,
  });
});
afterAll(() => toss.close());

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
};

describe('Toss Payments adapter', () => {
  it('confirms with Basic auth of the secret key and the idempotency key, and reads the payment', async () => {
    const paymentKey = toss.window('card');
    const paid = await gateway.confirm({
      paymentKey,
      orderId: 'order-0001',
      amount: 15000,
      idempotencyKey: 'confirm-order-0001',
    });
    expect(paid).toMatchObject({
      paymentKey,
      orderId: 'order-0001',
      status: 'DONE',
      method: 'CARD',
      totalAmount: 15000,
      balanceAmount: 15000,
    });
    expect(paid.receiptUrl).toMatch(/^https:/);
    const sent = toss.requests.at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/payments/confirm',
      idempotencyKey: 'confirm-order-0001',
    });
    expect(sent.auth).toBe(`Basic ${Buffer.from(`${TOSS_SECRET}:`).toString('base64')}`);
    expect(await gateway.getPayment(paymentKey)).toMatchObject({
      status: 'DONE',
      totalAmount: 15000,
    });
  });

  it('passes a decline on with the gateway’s code and Korean message, not retryable', async () => {
    const error = await refusal(
      gateway.confirm({
        paymentKey: toss.window('decline'),
        orderId: 'order-0002',
        amount: 1000,
        idempotencyKey: 'k2',
      }),
    );
    expect(error).toMatchObject({ code: 'REJECT_CARD_PAYMENT', status: 403, retryable: false });
    expect(error.message).toMatch(/한도초과/);
  });

  it('gives up on a gateway that does not answer in time, as a retryable error', async () => {
    const started = Date.now();
    const error = await refusal(
      gateway.confirm({
        paymentKey: toss.window('slow'),
        orderId: 'order-0003',
        amount: 1000,
        idempotencyKey: 'k3',
      }),
    );
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', retryable: true });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers a confirm sent twice with the same key with the first answer, and a new key with ALREADY_PROCESSED_PAYMENT', async () => {
    const paymentKey = toss.window('card');
    const input = {
      paymentKey,
      orderId: 'order-0004',
      amount: 5000,
      idempotencyKey: 'confirm-order-0004',
    };
    const first = await gateway.confirm(input);
    const again = await gateway.confirm(input);
    expect(again.paymentKey).toBe(first.paymentKey);
    const other = await refusal(gateway.confirm({ ...input, idempotencyKey: 'another' }));
    expect(other.code).toBe('ALREADY_PROCESSED_PAYMENT');
  });

  it('issues a 가상계좌 with its secret, cancels partly then wholly, and issues a 현금영수증', async () => {
    const paymentKey = toss.window('virtual-account');
    const waiting = await gateway.confirm({
      paymentKey,
      orderId: 'order-0005',
      amount: 30000,
      idempotencyKey: 'k5',
    });
    expect(waiting).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', method: 'VIRTUAL_ACCOUNT' });
    expect(waiting.secret).toBeTruthy();
    expect(waiting.virtualAccount?.accountNumber).toBeTruthy();
    toss.deposit(paymentKey);
    const noAccount = await refusal(
      gateway.cancel({
        paymentKey,
        cancelAmount: 10000,
        cancelReason: '환불',
        idempotencyKey: 'c0',
      }),
    );
    expect(noAccount.code).toBe('INVALID_REQUEST');
    const refundReceiveAccount = {
      bank: '88',
      accountNumber: '110123456789',
      holderName: '김학생',
    };
    const part = await gateway.cancel({
      paymentKey,
      cancelAmount: 10000,
      cancelReason: '부분 환불',
      idempotencyKey: 'c1',
      refundReceiveAccount,
    });
    expect(part).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 20000 });
    const over = await refusal(
      gateway.cancel({
        paymentKey,
        cancelAmount: 50000,
        cancelReason: '환불',
        idempotencyKey: 'c2',
        refundReceiveAccount,
      }),
    );
    expect(over.code).toBe('NOT_CANCELABLE_AMOUNT');
    const rest = await gateway.cancel({
      paymentKey,
      cancelAmount: 20000,
      cancelReason: '환불',
      idempotencyKey: 'c3',
      refundReceiveAccount,
    });
    expect(rest).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    const receipt = await gateway.issueCashReceipt({
      orderId: 'order-0005',
      orderName: '교재',
      amount: 30000,
      type: '소득공제',
      customerIdentityNumber: '01012345678',
      idempotencyKey: 'r1',
    });
    expect(receipt.receiptKey).toMatch(/^rk_/);
  });

  it('reports an unknown payment and a wrong secret key as the gateway’s refusals', async () => {
    expect((await refusal(gateway.getPayment('nope'))).code).toBe('NOT_FOUND_PAYMENT');
    const wrong = tossGateway({ secretKey: 'test_sk_wrong', clientKey: 'x', apiUrl: toss.url });
    expect((await refusal(wrong.getPayment('nope'))).code).toBe('UNAUTHORIZED_KEY');
  });
});
