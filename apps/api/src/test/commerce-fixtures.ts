// Buying's test setting: the app (local gateway, or any other given), a teacher's lecture with a
// textbook, coupons written straight to the database, and orders written straight to it (paid or
// not, with their payment) for the staff's order, shipping and coupon tests.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { OrderResponse, type OrderStatus, type PaymentMethod } from '@academy/api-client/contract';
import { createApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import {
  couponLectures,
  couponRedemptions,
  coupons,
  orderLines,
  orders,
  payments,
} from '../db/schema/commerce.ts';
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

export type FixtureLine = {
  lectureId: number;
  teacherId: number;
  kind: 'COURSE' | 'TEXTBOOK';
  title: string;
  price: number;
  discount?: number;
};

/**
 * An order of `userId` with `lines`. PAID (the default) also gets a DONE payment and its lines
 * PAID; a textbook line gets the order's shipping address.
 */
export async function createOrder(
  db: Database,
  userId: number,
  lines: FixtureLine[],
  options: {
    status?: OrderStatus;
    method?: PaymentMethod;
    createdAt?: Date;
    orderNo?: string;
    coupon?: { id: number; code: string; name: string; kind: 'FIXED' | 'PERCENT'; value: number };
  } = {},
) {
  const status = options.status ?? 'PAID';
  const paid = status === 'PAID' || status === 'PARTIALLY_REFUNDED' || status === 'REFUNDED';
  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  const discount = lines.reduce((sum, line) => sum + (line.discount ?? 0), 0);
  const ships = lines.some((line) => line.kind === 'TEXTBOOK');
  const shippingFee = ships ? 3000 : 0;
  const createdAt = options.createdAt ?? new Date();
  const [order] = await db
    .insert(orders)
    .values({
      orderNo: options.orderNo ?? `T${randomBytes(8).toString('hex')}`,
      userId,
      status,
      method: options.method ?? 'CARD',
      orderName: lines.length > 1 ? `${lines[0]!.title} 외 ${lines.length - 1}건` : lines[0]!.title,
      subtotal,
      discount,
      shippingFee,
      total: subtotal - discount + shippingFee,
      couponId: options.coupon?.id ?? null,
      couponSnapshot: options.coupon
        ? {
            code: options.coupon.code,
            name: options.coupon.name,
            kind: options.coupon.kind,
            value: options.coupon.value,
          }
        : null,
      ...(ships
        ? {
            shipRecipient: '김배송',
            shipPhone: '010-1234-5678',
            shipPostcode: '06236',
            shipAddress1: '서울특별시 강남구 테헤란로 1',
            shipAddress2: '101호',
          }
        : {}),
      paidAt: paid ? createdAt : null,
      createdAt,
    })
    .returning();
  const made = await db
    .insert(orderLines)
    .values(
      lines.map((line) => ({
        orderId: order!.id,
        lectureId: line.lectureId,
        teacherId: line.teacherId,
        kind: line.kind,
        title: line.title,
        price: line.price,
        discount: line.discount ?? 0,
        amount: line.price - (line.discount ?? 0),
        periodDays: line.kind === 'COURSE' ? 30 : null,
        status: paid
          ? ('PAID' as const)
          : status === 'CANCELLED'
            ? ('CANCELLED' as const)
            : ('PENDING' as const),
        createdAt,
      })),
    )
    .returning();
  if (paid) {
    await db.insert(payments).values({
      orderId: order!.id,
      provider: 'local',
      paymentKey: `pay-${order!.orderNo}`,
      method: order!.method,
      status: 'DONE',
      amount: order!.total,
      balanceAmount: order!.total,
      approvedAt: createdAt,
    });
  }
  if (options.coupon) {
    await db.insert(couponRedemptions).values({
      couponId: options.coupon.id,
      orderId: order!.id,
      userId,
      discount,
    });
  }
  return { order: order!, lines: made };
}
