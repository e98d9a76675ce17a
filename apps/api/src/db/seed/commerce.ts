// Buying's demo data (docs/product/commerce.md): textbook prices are on the lectures
// (lectures.ts); here the WELCOME10 coupon (10 %, once per student) and one paid order of the demo
// student (the textbook of a lecture they study, paid by card five days ago, not shipped yet), so
// my page's orders and the staff's order screens show something on `npm start`.
import { randomBytes } from 'node:crypto';
import * as commerce from '@academy/strings/commerce';
import { FREE_SHIPPING_FROM, SHIPPING_FEE } from '@academy/api-client/contract';
import { eq } from 'drizzle-orm';
import { coupons, orderLines, orders, payments } from '../schema/commerce.ts';
import { lectures } from '../schema/lectures.ts';
import type { SeedContext } from './context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedCommerce(ctx: SeedContext) {
  const now = Date.now();
  await ctx.db.insert(coupons).values({
    code: 'WELCOME10',
    name: '신규 수강생 10% 할인',
    kind: 'PERCENT',
    value: 10,
    startsAt: new Date(now - DAY_MS),
    endsAt: new Date(now + 365 * DAY_MS),
    perUserLimit: 1,
    createdBy: ctx.users.admin.id,
  });

  // the third lecture (EJU 일본어 독해 완성): the demo student studies it and bought its textbook
  const lecture = ctx.lectures?.[2];
  if (!lecture) return;
  const [row] = await ctx.db.select().from(lectures).where(eq(lectures.id, lecture.id));
  if (!row?.textbookName || row.textbookPrice === null) return;
  const price = row.textbookPrice;
  const shippingFee = price >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
  const paidAt = new Date(now - 5 * DAY_MS);
  const [order] = await ctx.db
    .insert(orders)
    .values({
      orderNo: randomBytes(18).toString('base64url'),
      userId: ctx.users.student.id,
      status: 'PAID',
      method: 'CARD',
      orderName: commerce.orderName(row.textbookName, 0),
      subtotal: price,
      shippingFee,
      total: price + shippingFee,
      shipRecipient: ctx.users.student.name,
      shipPhone: '010-1234-5678',
      shipPostcode: '04524',
      shipAddress1: '서울특별시 중구 세종대로 110',
      shipAddress2: '101동 1001호',
      paidAt,
      createdAt: paidAt,
    })
    .returning();
  await ctx.db.insert(orderLines).values({
    orderId: order!.id,
    lectureId: row.id,
    teacherId: row.teacherId,
    kind: 'TEXTBOOK',
    title: row.textbookName,
    price,
    amount: price,
    status: 'PAID',
  });
  await ctx.db.insert(payments).values({
    orderId: order!.id,
    provider: 'local',
    paymentKey: `local_card_seed${randomBytes(9).toString('base64url')}`,
    method: 'CARD',
    status: 'DONE',
    amount: price + shippingFee,
    balanceAmount: price + shippingFee,
    approvedAt: paidAt,
    raw: { local: true, seed: true },
  });
}
