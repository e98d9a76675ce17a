// Buying's test setting: the app (local gateway, or any other given), a teacher's lecture with a
// textbook, and coupons written straight to the database.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { OrderResponse } from '@academy/api-client/contract';
import { createApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { couponLectures, coupons } from '../db/schema/commerce.ts';
import { lectures } from '../db/schema/lectures.ts';
import { createLogger } from '../lib/logger.ts';
import type { PaymentGateway } from '../lib/payments/gateway.ts';
import { localGateway } from '../lib/payments/local.ts';
import { createLecture, jsonRequest } from './lecture-fixtures.ts';
import { openTestDatabase, testEnv } from './test-app.ts';

export async function createCommerceTestApp(payments: PaymentGateway = localGateway()) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-commerce-'));
  const database = await openTestDatabase();
  const app = createApp({
    env: { ...testEnv, DATA_DIR: dataDir },
    database,
    logger: createLogger('silent'),
    payments,
  });
  return { app, database, payments };
}

/** A published lecture (price, period) with its textbook on sale. */
export async function sellingLecture(
  db: Database,
  teacherId: number,
  options: { title: string; price: number; period?: number; textbookPrice?: number | null },
) {
  const { lecture } = await createLecture(db, teacherId, {
    title: options.title,
    period: options.period ?? 30,
  });
  const textbookPrice = options.textbookPrice === undefined ? 20000 : options.textbookPrice;
  const [row] = await db
    .update(lectures)
    .set({
      price: options.price,
      textbookName: textbookPrice === null ? null : `${options.title} 교재`,
      textbookPrice,
    })
    .where(eq(lectures.id, lecture.id))
    .returning();
  return row!;
}

let couponCounter = 0;
export async function createCoupon(
  db: Database,
  overrides: Partial<typeof coupons.$inferInsert> & { lectureIds?: number[] } = {},
) {
  couponCounter += 1;
  const { lectureIds, ...values } = overrides;
  const [row] = await db
    .insert(coupons)
    .values({
      code: `TEST${couponCounter}${Date.now() % 100000}`,
      name: '테스트 쿠폰',
      kind: 'PERCENT',
      value: 10,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000),
      ...values,
    })
    .returning();
  if (lectureIds?.length) {
    await db
      .insert(couponLectures)
      .values(lectureIds.map((lectureId) => ({ couponId: row!.id, lectureId })));
  }
  return row!;
}

export const SHIPPING = {
  recipient: '김학생',
  phone: '010-1234-5678',
  postcode: '04524',
  address1: '서울특별시 중구 세종대로 110',
  address2: '3층',
};

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** POST /api/orders with the headers given; the parsed order (throws unless 201). */
export async function placeOrder(app: App, headers: Record<string, string>, body: object) {
  const response = await app.request('/api/orders', jsonRequest('POST', body, headers));
  if (response.status !== 201)
    throw new Error(`order: ${response.status} ${await response.text()}`);
  return v.parse(OrderResponse, await response.json()).data;
}
