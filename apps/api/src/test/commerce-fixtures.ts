// Orders written straight to the database, for the staff's order, shipping and coupon tests (the
// checkout makes real ones): an order of a student with its lines, paid or not, and its payment.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { couponRedemptions, orderLines, orders, payments } from '../db/schema/commerce.ts';
import type { OrderStatus, PaymentMethod } from '@academy/api-client/contract';

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
