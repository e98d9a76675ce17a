// Coupons as staff make and manage them (docs/product/coupons-and-orders.md: Coupons). An admin
// makes coupons for any lecture or for all; a teacher only coupons limited to their own lectures
// (at least one), and sees and changes only those. Once made, the amount and the lectures stay as
// students saw them; the name, the window, the limits (never below the uses so far) and the switch
// may change.
import { and, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  couponState,
  type Coupon,
  type CouponCreateRequest,
  type CouponListQuery,
  type CouponUpdateRequest,
} from '@academy/api-client/contract';
import * as couponStrings from '@academy/strings/coupons';
import type { AppServices, AuthUser, Tx } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { couponLectures, coupons } from '../../db/schema/commerce.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { iso } from '../../lib/lecture-access.ts';
import { seoulDay } from '../../lib/seoul-time.ts';
import * as q from './coupons.queries.ts';

const e = couponStrings.errors;
type Reader = Pick<Database, 'select'>;
type CreateInput = v.InferOutput<typeof CouponCreateRequest>;
type UpdateInput = v.InferOutput<typeof CouponUpdateRequest>;
type ListInput = v.InferOutput<typeof CouponListQuery>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A Seoul day's first instant. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+09:00`);
/** The window runs from the first day's start to the end of the last day (the next one's start). */
const windowOf = (startsOn: string, endsOn: string) => ({
  startsAt: dayStart(startsOn),
  endsAt: new Date(dayStart(endsOn).getTime() + DAY_MS),
});

type CouponRow = typeof coupons.$inferSelect;

function view(
  row: CouponRow,
  paidUses: number,
  lectureList: { lectureId: number; title: string }[],
): Coupon {
  const shape = {
    active: row.active,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    usedCount: row.usedCount,
    totalLimit: row.totalLimit,
  };
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    value: row.value,
    maxDiscount: row.maxDiscount,
    minAmount: row.minAmount,
    startsOn: seoulDay(row.startsAt),
    endsOn: seoulDay(new Date(row.endsAt.getTime() - 1)),
    ...shape,
    perUserLimit: row.perUserLimit,
    paidUses,
    state: couponState(shape),
    lectures: lectureList,
    createdAt: iso(row.createdAt),
  };
}

async function viewOf(db: Reader, id: number) {
  const [row] = await q.couponRows(db, eq(coupons.id, id)).limit(1);
  if (!row) throw notFound(e.notFound);
  const lectureList = await q.lecturesOf(db, [id]);
  return view(row.coupon, row.paidUses, lectureList.get(id) ?? []);
}

/** The coupon when the caller may manage it: 404 unknown, 403 a teacher's not-own coupon. */
async function managedCoupon(db: Reader, user: AuthUser, id: number) {
  const [row] = await db
    .select({ id: coupons.id, usedCount: coupons.usedCount })
    .from(coupons)
    .where(eq(coupons.id, id))
    .limit(1);
  if (!row) throw notFound(e.notFound);
  if (user.role !== 'ADMIN') {
    const [mine] = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.id, id), q.ownedBy(db, user.id)))
      .limit(1);
    if (!mine) throw forbidden(e.notOwnCoupon);
  }
  return row;
}

export async function listCoupons(deps: AppServices, user: AuthUser, query: ListInput) {
  const { db } = deps.database;
  const where = q.listWhere(db, user, query);
  const [rows, total] = await Promise.all([
    q
      .couponRows(db, where)
      .limit(query.size)
      .offset(query.page * query.size),
    q.couponCount(db, where),
  ]);
  const lectureList = await q.lecturesOf(
    db,
    rows.map((row) => row.coupon.id),
  );
  return {
    items: rows.map((row) => view(row.coupon, row.paidUses, lectureList.get(row.coupon.id) ?? [])),
    total,
  };
}

export async function couponDetail(deps: AppServices, user: AuthUser, id: number) {
  const { db } = deps.database;
  await managedCoupon(db, user, id);
  return viewOf(db, id);
}

/** The chosen lectures exist; a teacher chose at least one, all their own. */
async function checkLectures(tx: Tx, user: AuthUser, lectureIds: number[]) {
  if (user.role !== 'ADMIN' && lectureIds.length === 0) throw badRequest(e.teacherMustChoose);
  if (lectureIds.length === 0) return;
  const found = await tx
    .select({ id: lectures.id, teacherId: lectures.teacherId })
    .from(lectures)
    .where(inArray(lectures.id, lectureIds));
  if (found.length !== lectureIds.length) throw badRequest(e.lectureNotFound);
  if (user.role !== 'ADMIN' && found.some((lecture) => lecture.teacherId !== user.id)) {
    throw forbidden(e.notOwnLecture);
  }
}

export async function createCoupon(deps: AppServices, user: AuthUser, input: CreateInput) {
  const { db } = deps.database;
  try {
    const id = await db.transaction(async (tx) => {
      await checkLectures(tx, user, input.lectureIds);
      const [row] = await tx
        .insert(coupons)
        .values({
          code: input.code,
          name: input.name,
          kind: input.kind,
          value: input.value,
          maxDiscount: input.kind === 'PERCENT' ? input.maxDiscount : null,
          minAmount: input.minAmount,
          ...windowOf(input.startsOn, input.endsOn),
          perUserLimit: input.perUserLimit,
          totalLimit: input.totalLimit,
          createdBy: user.id,
        })
        .returning({ id: coupons.id });
      if (input.lectureIds.length > 0) {
        await tx
          .insert(couponLectures)
          .values(input.lectureIds.map((lectureId) => ({ couponId: row!.id, lectureId })));
      }
      return row!.id;
    });
    return viewOf(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(e.codeTaken);
    throw error;
  }
}

export async function updateCoupon(
  deps: AppServices,
  user: AuthUser,
  id: number,
  input: UpdateInput,
) {
  const { db } = deps.database;
  await managedCoupon(db, user, id);
  await db.transaction(async (tx) => {
    // locked: a checkout counting a use waits, so the limit is compared with the last count
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!row) throw notFound(e.notFound);
    const startsOn = input.startsOn ?? seoulDay(row.startsAt);
    const endsOn = input.endsOn ?? seoulDay(new Date(row.endsAt.getTime() - 1));
    if (startsOn > endsOn) throw badRequest(e.windowInvalid, { field: 'endsOn' });
    if (input.totalLimit !== undefined && input.totalLimit !== null) {
      if (input.totalLimit < row.usedCount) {
        throw badRequest(e.totalLimitBelowUses(row.usedCount), { field: 'totalLimit' });
      }
    }
    await tx
      .update(coupons)
      .set({
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.startsOn || input.endsOn ? windowOf(startsOn, endsOn) : {}),
        ...(input.perUserLimit === undefined ? {} : { perUserLimit: input.perUserLimit }),
        ...(input.totalLimit === undefined ? {} : { totalLimit: input.totalLimit }),
        ...(input.active === undefined ? {} : { active: input.active }),
      })
      .where(eq(coupons.id, id));
  });
  return viewOf(db, id);
}

/** Disable or enable: orders that hold the coupon keep it; new ones cannot apply it while off. */
export async function switchCoupon(deps: AppServices, user: AuthUser, id: number, active: boolean) {
  const { db } = deps.database;
  await managedCoupon(db, user, id);
  await db.update(coupons).set({ active }).where(eq(coupons.id, id));
  return viewOf(db, id);
}
