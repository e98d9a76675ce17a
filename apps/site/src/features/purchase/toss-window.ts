// PAYMENT_PROVIDER=toss: the gateway's SDK, loaded only when the student presses 결제하기 on the
// checkout (docs/product/commerce.md), opens its payment window; it returns to our success or
// fail page as the local test page does.
import type { OrderDetail } from '@academy/api-client/contract';

export async function openTossWindow(order: OrderDetail, origin: string) {
  if (!order.gateway.clientKey || order.method === 'BANK_DEPOSIT') return;
  const { loadTossPayments } = await import('@tosspayments/tosspayments-sdk');
  const toss = await loadTossPayments(order.gateway.clientKey);
  const payment = toss.payment({ customerKey: order.gateway.customerKey });
  const common = {
    amount: { currency: 'KRW', value: order.total },
    orderId: order.orderNo,
    orderName: order.orderName,
    successUrl: `${origin}/checkout/success`,
    failUrl: `${origin}/checkout/fail`,
  };
  if (order.method === 'CARD') await payment.requestPayment({ method: 'CARD', ...common });
  else if (order.method === 'TRANSFER')
    await payment.requestPayment({ method: 'TRANSFER', ...common });
  else await payment.requestPayment({ method: 'VIRTUAL_ACCOUNT', ...common });
}
