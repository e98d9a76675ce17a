import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CouponPageResponse,
  LoginResponse,
  ShipmentPageResponse,
} from '@academy/api-client/contract';
import { createApp } from '../../app.ts';
import { createLogger } from '../../lib/logger.ts';
import { openTestDatabase, testEnv } from '../../test/test-app.ts';
import { DEMO_COUPONS, DEMO_ORDER_NOS } from './coupons-and-orders.ts';
import { seedIfEmpty } from './index.ts';
import { DEMO_ACCOUNTS } from './users.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedIfEmpty(database, testEnv, createLogger('silent'));
  app = createApp({ env: testEnv, database, logger: createLogger('silent') });
});
afterAll(() => database.drop());

async function headersOf(account: { email: string; password: string }) {
  const login = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  const { data } = v.parse(LoginResponse, await login.json());
  return { authorization: `Bearer ${data.token}` };
}

describe('the demo’s coupons and orders', () => {
  it('shows staff a coupon in use, an expired one and two textbooks to ship', async () => {
    const admin = await headersOf(DEMO_ACCOUNTS.admin);
    const list = v.parse(
      CouponPageResponse,
      await (await app.request('/api/admin/coupons', { headers: admin })).json(),
    ).data;
    const byCode = new Map(list.items.map((coupon) => [coupon.code, coupon]));
    expect(byCode.get(DEMO_COUPONS.percent)).toMatchObject({
      kind: 'PERCENT',
      state: 'ACTIVE',
      usedCount: 1,
      paidUses: 1,
    });
    expect(byCode.get(DEMO_COUPONS.percent)!.lectures).toHaveLength(1);
    expect(byCode.get(DEMO_COUPONS.expired)).toMatchObject({ kind: 'FIXED', state: 'EXPIRED' });
    const queue = v.parse(
      ShipmentPageResponse,
      await (await app.request('/api/admin/shipments', { headers: admin })).json(),
    ).data;
    // (the checkout's demo order of the demo student waits beside them)
    expect(queue.items.map((shipment) => shipment.orderNo)).toEqual(
      expect.arrayContaining([...DEMO_ORDER_NOS]),
    );
    // the demo teacher's lecture: their coupon and textbooks too
    const teacher = await headersOf(DEMO_ACCOUNTS.teacher);
    const theirs = v.parse(
      CouponPageResponse,
      await (await app.request('/api/admin/coupons', { headers: teacher })).json(),
    ).data;
    expect(theirs.items.map((coupon) => coupon.code)).toEqual([DEMO_COUPONS.percent]);
  });
});
