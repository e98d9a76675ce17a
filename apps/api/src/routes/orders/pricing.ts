// What an order costs (docs/product/commerce.md): the server's prices of the lines asked for, the
// coupon's discount shared over the lines it applies to, and the textbooks' shipping. The client
// only names lectures and kinds; every won here is read from the database.
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import {
  FREE_SHIPPING_FROM,
  SHIPPING_FEE,
  type AppliedCoupon,
  type OrderLineKind,
  type Quote,
  type QuoteLine,
} from '@academy/api-client/contract';
import * as commerce from '@academy/strings/commerce';
import type { Database } from '../../db/client.ts';
import { couponLectures, couponRedemptions, coupons } from '../../db/schema/commerce.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { enrolledLectureIds, takesEnrolments } from '../../lib/lecture-access.ts';

type Reader = Pick<Database, 'select'>;
type LectureRow = typeof lectures.$inferSelect;
type CouponRow = typeof coupons.$inferSelect;
const e = commerce.errors;

export type Item = { lectureId: number; kind: OrderLineKind };
export type PricedLine = QuoteLine & { lecture: LectureRow };

/** Whether the lecture sells this kind now (published; a textbook only with its name and price). */
export function refusal(lecture: LectureRow | undefined, kind: OrderLineKind) {
  if (!lecture) return notFound(e.lectureNotFound);
  if (!takesEnrolments(lecture)) return conflict(e.notForSale);
  if (kind === 'TEXTBOOK' && (!lecture.textbookName || lecture.textbookPrice === null)) {
    return badRequest(e.textbookNotSold);
  }
  return null;
}

/**
 * The lines at today's prices, or the first refusal: a lecture missing or not for sale, a textbook
 * not sold, a course the student is enrolled in now.
 */
export async function pricedLines(db: Reader, userId: number, items: Item[]) {
  const ids = [...new Set(items.map((item) => item.lectureId))];
  const rows = ids.length ? await db.select().from(lectures).where(inArray(lectures.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const enrolled = await enrolledLectureIds(db, userId);
  return items.map((item): PricedLine => {
    const lecture = byId.get(item.lectureId);
    const refused = refusal(lecture, item.kind);
    if (refused) throw refused;
    if (item.kind === 'COURSE' && enrolled.has(item.lectureId)) throw conflict(e.alreadyEnrolled);
    const price = item.kind === 'COURSE' ? lecture!.price : lecture!.textbookPrice!;
    const title = item.kind === 'COURSE' ? lecture!.title : lecture!.textbookName!;
    return {
      lectureId: item.lectureId,
      kind: item.kind,
      title,
      price,
      discount: 0,
      amount: price,
      lecture: lecture!,
    };
  });
}

/** Textbooks ship for SHIPPING_FEE under FREE_SHIPPING_FROM won; courses never ship. */
export function shippingFeeFor(lines: Pick<QuoteLine, 'kind' | 'amount'>[]) {
  const books = lines.filter((line) => line.kind === 'TEXTBOOK');
  if (books.length === 0) return 0;
  const total = books.reduce((sum, line) => sum + line.amount, 0);
  return total >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
}

/** The coupon by its code (stored upper-case), or a Korean refusal. */
export async function couponByCode(db: Reader, code: string) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, code.trim().toUpperCase()))
    .limit(1);
  if (!row) throw badRequest(e.couponNotFound);
  return row;
}

/**
 * Checks the coupon for this student and these lines (active, window, lectures, minimum, the
 * student's own limit, the total limit as it reads now: the guarded count at ordering decides)
 * and shares its discount over the lines it applies to, largest remainder to the first.
 */
export async function applyCoupon(
  db: Reader,
  userId: number,
  coupon: CouponRow,
  lines: PricedLine[],
  now = new Date(),
) {
  if (!coupon.active) throw badRequest(e.couponInactive);
  if (coupon.startsAt.getTime() > now.getTime()) throw badRequest(e.couponNotStarted);
  if (coupon.endsAt.getTime() <= now.getTime()) throw badRequest(e.couponExpired);
  const chosen = await db
    .select({ lectureId: couponLectures.lectureId })
    .from(couponLectures)
    .where(eq(couponLectures.couponId, coupon.id));
  const allowed = new Set(chosen.map((row) => row.lectureId));
  const eligible = lines.filter((line) => allowed.size === 0 || allowed.has(line.lectureId));
  if (eligible.length === 0) throw badRequest(e.couponNotForLectures);
  const base = eligible.reduce((sum, line) => sum + line.price, 0);
  if (base < coupon.minAmount) throw badRequest(e.couponMinAmount(coupon.minAmount));
  const [used] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, coupon.id),
        eq(couponRedemptions.userId, userId),
        isNull(couponRedemptions.releasedAt),
      ),
    );
  if ((used?.n ?? 0) >= coupon.perUserLimit) throw badRequest(e.couponUserLimit);
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit) {
    throw conflict(e.couponUsedUp);
  }
  let discount = coupon.kind === 'FIXED' ? coupon.value : Math.floor((base * coupon.value) / 100);
  if (coupon.maxDiscount !== null) discount = Math.min(discount, coupon.maxDiscount);
  discount = Math.min(discount, base);
  // each line's share by its price; what rounding leaves goes to the first eligible line
  let given = 0;
  const shares = eligible.map((line) => {
    const share = base === 0 ? 0 : Math.floor((discount * line.price) / base);
    given += share;
    return share;
  });
  shares[0]! += discount - given;
  eligible.forEach((line, index) => {
    line.discount = shares[index]!;
    line.amount = line.price - line.discount;
  });
  const applied: AppliedCoupon = {
    code: coupon.code,
    name: coupon.name,
    kind: coupon.kind,
    value: coupon.value,
  };
  return { discount, applied };
}

/** The whole quote: lines, coupon, shipping, total. */
export async function quote(
  db: Reader,
  userId: number,
  input: { items: Item[]; couponCode?: string | undefined },
) {
  const lines = await pricedLines(db, userId, input.items);
  let coupon: CouponRow | null = null;
  let discount = 0;
  let applied: AppliedCoupon | null = null;
  if (input.couponCode) {
    coupon = await couponByCode(db, input.couponCode);
    ({ discount, applied } = await applyCoupon(db, userId, coupon, lines));
  }
  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  const shippingFee = shippingFeeFor(lines);
  const view: Quote = {
    lines: lines.map(({ lecture: _lecture, ...line }) => line),
    subtotal,
    discount,
    shippingFee,
    total: subtotal - discount + shippingFee,
    coupon: applied,
  };
  return { view, lines, coupon };
}
