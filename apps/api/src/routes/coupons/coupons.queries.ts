// The coupons' reads (docs/product/coupons-and-orders.md: Coupons): the staff list with its state
// and uses, and which coupons a teacher may see (every lecture it applies to is theirs).
import { and, desc, eq, exists, ilike, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { CouponState } from '@academy/api-client/contract';
import type { Database } from '../../db/client.ts';
import { couponLectures, coupons } from '../../db/schema/commerce.ts';
import { lectures } from '../../db/schema/lectures.ts';

type Reader = Pick<Database, 'select'>;

/** Paid uses: redemptions held by an order that was paid (refunded later or not). */
// Written out whole: in a select list drizzle names columns without their table.
export const paidUses = () => sql<number>`(
  select count(*)::int from coupon_redemptions r
  join orders o on o.id = r.order_id
  where r.coupon_id = "coupons"."id" and r.released_at is null and o.paid_at is not null
)`;

/** A teacher's coupons: limited to at least one lecture, and every one of them theirs. */
export function ownedBy(db: Reader, teacherId: number): SQL {
  const theirs = db
    .select({ one: sql`1` })
    .from(couponLectures)
    .where(eq(couponLectures.couponId, coupons.id));
  const others = db
    .select({ one: sql`1` })
    .from(couponLectures)
    .innerJoin(lectures, eq(lectures.id, couponLectures.lectureId))
    .where(
      and(eq(couponLectures.couponId, coupons.id), sql`${lectures.teacherId} <> ${teacherId}`),
    );
  return and(exists(theirs), notExists(others))!;
}

/** The state filter as the database answers it (couponState's rule). */
function stateIs(state: CouponState): SQL {
  const now = sql`now()`;
  const inWindow = sql`${coupons.startsAt} <= ${now} and ${coupons.endsAt} > ${now}`;
  const usedUp = sql`${coupons.totalLimit} is not null and ${coupons.usedCount} >= ${coupons.totalLimit}`;
  switch (state) {
    case 'DISABLED':
      return eq(coupons.active, false);
    case 'EXPIRED':
      return sql`${coupons.active} and ${coupons.endsAt} <= ${now}`;
    case 'SCHEDULED':
      return sql`${coupons.active} and ${coupons.startsAt} > ${now} and ${coupons.endsAt} > ${now}`;
    case 'USED_UP':
      return sql`${coupons.active} and ${inWindow} and ${usedUp}`;
    case 'ACTIVE':
      return sql`${coupons.active} and ${inWindow} and not (${usedUp})`;
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export function listWhere(
  db: Reader,
  user: { id: number; role: string },
  query: { q: string; state?: CouponState },
) {
  return and(
    user.role === 'ADMIN' ? undefined : ownedBy(db, user.id),
    query.state ? stateIs(query.state) : undefined,
    query.q
      ? or(
          sql`${coupons.code} like ${`${escapeLike(query.q.toUpperCase())}%`}`,
          ilike(coupons.name, `%${escapeLike(query.q)}%`),
        )
      : undefined,
  );
}

/** The coupons' rows (newest first, id breaking ties) with their paid uses. */
export const couponRows = (db: Reader, where: SQL | undefined) =>
  db
    .select({ coupon: coupons, paidUses: paidUses() })
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .$dynamic();

export const couponCount = async (db: Reader, where: SQL | undefined) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(coupons)
      .where(where)
  )[0]?.n ?? 0;

/** The lectures of these coupons, by coupon id. */
export async function lecturesOf(db: Reader, couponIds: number[]) {
  const byCoupon = new Map<number, { lectureId: number; title: string }[]>();
  if (couponIds.length === 0) return byCoupon;
  const rows = await db
    .select({ couponId: couponLectures.couponId, lectureId: lectures.id, title: lectures.title })
    .from(couponLectures)
    .innerJoin(lectures, eq(lectures.id, couponLectures.lectureId))
    .where(inArray(couponLectures.couponId, couponIds))
    .orderBy(lectures.id);
  for (const { couponId, ...lecture } of rows) {
    byCoupon.set(couponId, [...(byCoupon.get(couponId) ?? []), lecture]);
  }
  return byCoupon;
}
