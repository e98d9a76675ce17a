// A loopback stand-in for Toss Payments' v1 API, answering as its documentation shows: Basic auth
// of the secret key, JSON bodies, errors as {code, message}, a POST repeated with its
// Idempotency-Key answered with the first answer. What the payment window did is set up front
// (`window`): the amount the student saw, and whether the card is declined, the answer is slow,
// or a 가상계좌 is issued.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TOSS_SECRET = 'test_sk_loopback';

type Stored = Record<string, unknown> & {
  paymentKey: string;
  orderId: string;
  status: string;
  totalAmount: number;
  balanceAmount: number;
};
type Window = { outcome: 'card' | 'transfer' | 'virtual-account' | 'decline' | 'slow' };

export async function startTossServer() {
  const payments = new Map<string, Stored>();
  const windows = new Map<string, Window>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: { method: string; path: string; idempotencyKey?: string; auth?: string }[] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };

  function confirm(body: Record<string, unknown>): [number, unknown] {
    const paymentKey = String(body.paymentKey);
    const existing = payments.get(paymentKey);
    if (existing)
      return [400, { code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' }];
    const window = windows.get(paymentKey);
    if (!window)
      return [
        404,
        {
          code: 'NOT_FOUND_PAYMENT_SESSION',
          message: '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
        },
      ];
    if (window.outcome === 'decline') {
      return [
        403,
        { code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' },
      ];
    }
    const waiting = window.outcome === 'virtual-account';
    const payment: Stored = {
      mId: 'tosspayments',
      paymentKey,
      orderId: String(body.orderId),
      orderName: '테스트 주문',
      status: waiting ? 'WAITING_FOR_DEPOSIT' : 'DONE',
      method: waiting ? '가상계좌' : window.outcome === 'transfer' ? '계좌이체' : '카드',
      totalAmount: Number(body.amount),
      balanceAmount: Number(body.amount),
      requestedAt: new Date().toISOString(),
      approvedAt: waiting ? null : new Date().toISOString(),
      virtualAccount: waiting
        ? {
            accountNumber: '12345678901234',
            bankCode: '88',
            customerName: '테스트',
            dueDate: new Date(Date.now() + 86_400_000).toISOString(),
          }
        : null,
      secret: waiting ? `ps_${randomBytes(12).toString('hex')}` : null,
      receipt: { url: 'https://dashboard.tosspayments.com/receipt' },
      lastTransactionKey: randomBytes(8).toString('hex'),
    };
    payments.set(paymentKey, payment);
    return [200, payment];
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://loopback');
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        idempotencyKey,
        auth: req.headers.authorization,
      });
      if (
        req.headers.authorization !== `Basic ${Buffer.from(`${TOSS_SECRET}:`).toString('base64')}`
      ) {
        return send(res, 401, {
          code: 'UNAUTHORIZED_KEY',
          message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
        });
      }
      const body = req.method === 'POST' ? await readBody(req) : {};
      if (req.method === 'POST' && idempotencyKey && idempotent.has(idempotencyKey)) {
        const first = idempotent.get(idempotencyKey)!;
        return send(res, first.status, first.body);
      }
      let answer: [number, unknown];
      if (req.method === 'POST' && url.pathname === '/v1/payments/confirm') {
        if (windows.get(String(body.paymentKey))?.outcome === 'slow') return; // never answers
        answer = confirm(body);
      } else if (req.method === 'GET' && url.pathname.startsWith('/v1/payments/')) {
        const payment = payments.get(
          decodeURIComponent(url.pathname.slice('/v1/payments/'.length)),
        );
        answer = payment
          ? [200, payment]
          : [404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' }];
      } else if (req.method === 'POST' && /^\/v1\/payments\/[^/]+\/cancel$/.test(url.pathname)) {
        const key = decodeURIComponent(url.pathname.split('/')[3]!);
        const payment = payments.get(key);
        const amount = Number(body.cancelAmount ?? payment?.balanceAmount);
        if (!payment)
          answer = [404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' }];
        // a 가상계좌 payment's refund needs the account the gateway sends it to
        else if (payment.method === '가상계좌' && !body.refundReceiveAccount)
          answer = [400, { code: 'INVALID_REQUEST', message: '환불 받을 계좌 정보가 필요합니다.' }];
        else if (!body.cancelReason || amount > payment.balanceAmount) {
          answer = [
            403,
            { code: 'NOT_CANCELABLE_AMOUNT', message: '취소 할 수 없는 금액 입니다.' },
          ];
        } else {
          payment.balanceAmount -= amount;
          payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
          payment.lastTransactionKey = randomBytes(8).toString('hex');
          answer = [200, payment];
        }
      } else if (req.method === 'POST' && url.pathname === '/v1/cash-receipts') {
        answer = [
          200,
          {
            receiptKey: `rk_${randomBytes(6).toString('hex')}`,
            issueNumber: '123456789',
            receiptUrl: 'https://dashboard.tosspayments.com/cash-receipt',
            orderId: body.orderId,
            amount: body.amount,
            type: body.type,
          },
        ];
      } else {
        answer = [404, { code: 'NOT_FOUND', message: '존재하지 않는 요청입니다.' }];
      }
      if (req.method === 'POST' && idempotencyKey)
        idempotent.set(idempotencyKey, { status: answer[0], body: answer[1] });
      send(res, answer[0], answer[1]);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    payments,
    /** what the payment window did for this key (the browser returns it to our success page) */
    window(outcome: Window['outcome']) {
      const paymentKey = `tgen_${randomBytes(10).toString('hex')}`;
      windows.set(paymentKey, { outcome });
      return paymentKey;
    },
    /** the gateway's side of a 가상계좌 deposit */
    deposit(paymentKey: string) {
      const payment = payments.get(paymentKey)!;
      payment.status = 'DONE';
      payment.approvedAt = new Date().toISOString();
      return payment;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
