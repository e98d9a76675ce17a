// The gateway PAYMENT_PROVIDER names (docs/product/commerce.md).
import type { Env } from '../../env.ts';
import type { PaymentGateway } from './gateway.ts';
import { localGateway } from './local.ts';

export function paymentGatewayFromEnv(env: Env): PaymentGateway {
  if (env.PAYMENT_PROVIDER === 'toss') {
    // toss.ts (the checkout work) plugs in here
    throw new Error('PAYMENT_PROVIDER=toss is not wired yet');
  }
  return localGateway();
}
