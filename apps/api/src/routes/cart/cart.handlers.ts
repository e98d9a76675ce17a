// The signed-in student's cart (docs/product/commerce.md): what the purchase dialog put in, kept
// per user. Saving checks every item (published, a textbook that is sold, a course not being
// studied now) and refuses the whole list with the first reason; merging the visitor's browser
// cart at login keeps what can be bought and drops the rest quietly (it was chosen as a visitor).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Cart, OrderLineKind } from '@academy/api-client/contract';
import type { AppServices, AuthUser } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { cartItems } from '../../db/schema/commerce.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { conflict } from '../../lib/errors.ts';
import { enrolledLectureIds } from '../../lib/lecture-access.ts';
import { refusal, type Item } from '../orders/pricing.ts';
import * as commerce from '@academy/strings/commerce';

type Reader = Pick<Database, 'select'>;

export async function cartOf(db: Reader, userId: number): Promise<Cart> {
  const rows = await db
    .select({ item: cartItems, lecture: lectures })
    .from(cartItems)
    .innerJoin(lectures, eq(lectures.id, cartItems.lectureId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.lectureId), asc(cartItems.kind));
  return {
    items: rows.map(({ item, lecture }) => ({
      lectureId: lecture.id,
      kind: item.kind,
      title: item.kind === 'COURSE' ? lecture.title : (lecture.textbookName ?? lecture.title),
      lectureTitle: lecture.title,
      price: item.kind === 'COURSE' ? lecture.price : (lecture.textbookPrice ?? 0),
    })),
  };
}

export const getCart = (deps: AppServices, user: AuthUser) => cartOf(deps.database.db, user.id);

/** The items that can be bought now, or (strict) the first refusal. */
async function buyable(db: Reader, userId: number, items: Item[], strict: boolean) {
  const ids = [...new Set(items.map((item) => item.lectureId))];
  const rows = ids.length ? await db.select().from(lectures).where(inArray(lectures.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const enrolled = await enrolledLectureIds(db, userId);
  const kept: Item[] = [];
  for (const item of items) {
    let refused = refusal(byId.get(item.lectureId), item.kind);
    if (!refused && item.kind === 'COURSE' && enrolled.has(item.lectureId)) {
      refused = conflict(commerce.errors.alreadyEnrolled);
    }
    if (refused && strict) throw refused;
    if (!refused) kept.push(item);
  }
  return kept;
}

/** Replaces the cart with `items` (all checked first: one refused, nothing changes). */
export async function putCart(deps: AppServices, user: AuthUser, items: Item[]) {
  const { db } = deps.database;
  const kept = await buyable(db, user.id, items, true);
  await db.transaction(async (tx) => {
    await tx.delete(cartItems).where(eq(cartItems.userId, user.id));
    if (kept.length) {
      await tx.insert(cartItems).values(kept.map((item) => ({ userId: user.id, ...item })));
    }
  });
  return cartOf(db, user.id);
}

export async function emptyCart(deps: AppServices, user: AuthUser) {
  await deps.database.db.delete(cartItems).where(eq(cartItems.userId, user.id));
  return cartOf(deps.database.db, user.id);
}

/** Adds the visitor's cart to the account's (what is there already stays once). */
export async function mergeCart(deps: AppServices, user: AuthUser, items: Item[]) {
  const { db } = deps.database;
  const kept = await buyable(db, user.id, items, false);
  if (kept.length) {
    await db
      .insert(cartItems)
      .values(kept.map((item) => ({ userId: user.id, ...item })))
      .onConflictDoNothing();
  }
  return cartOf(db, user.id);
}

/** After payment: the paid items leave the cart (in the payment's transaction). */
export async function removeFromCart(
  tx: Pick<Database, 'delete'>,
  userId: number,
  items: { lectureId: number; kind: OrderLineKind }[],
) {
  for (const item of items) {
    await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.userId, userId),
          eq(cartItems.lectureId, item.lectureId),
          eq(cartItems.kind, item.kind),
        ),
      );
  }
}
