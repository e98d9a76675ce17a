// The gateway PAYMENT_PROVIDER names (docs/product/commerce.md).
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { PaymentGateway } from './gateway.ts';
import { databaseStore, localGateway } from './local.ts';
import { tossGateway } from './toss.ts';

export function paymentGatewayFromEnv(env: Env, db: Database): PaymentGateway {
  if (env.PAYMENT_PROVIDER === 'toss') {
    // env.ts refuses toss without both keys
    return tossGateway({
      secretKey: env.TOSS_SECRET_KEY!,
      clientKey: env.TOSS_CLIENT_KEY!,
      apiUrl: env.TOSS_API_URL,
    });
  }
  return localGateway(databaseStore(db));
}
