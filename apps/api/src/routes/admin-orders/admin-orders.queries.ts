// The staff's reads of orders (docs/product/coupons-and-orders.md: Orders and shipping (staff)):
// the list's filters as one where clause, its rows newest first (created_at, id: the
// orders_created_idx and orders_status_created_idx indexes), the lines a caller may see, and the
// shipping queue (order_lines_to_ship_idx).
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { OrderStatus, PaymentMethod } from '@academy/api-client/contract';
import type { Database } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/commerce.ts';
import { users } from '../../db/schema/users.ts';

type Reader = Pick<Database, 'select'>;
type Caller = { id: number; role: string };

export type OrderFilters = {
  status?: OrderStatus;
  method?: PaymentMethod;
  lectureId?: number;
  from?: string;
  to?: string;
  q: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** A Seoul day's first instant. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+09:00`);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The lines a caller sees: a teacher their own lectures' (by the teacher kept on the line). */
export const visibleLine = (user: Caller) =>
  user.role === 'ADMIN' ? undefined : eq(orderLines.teacherId, user.id);

/** The lines the caller sees, of the lecture the filters name. */
const lineWhere = (user: Caller, filters: OrderFilters) =>
  and(
    visibleLine(user),
    filters.lectureId === undefined ? undefined : eq(orderLines.lectureId, filters.lectureId),
  );

/** The orders the filters and the caller keep. */
export function orderWhere(db: Reader, user: Caller, filters: OrderFilters): SQL | undefined {
  const lineFilter = lineWhere(user, filters);
  const q = filters.q.trim();
  return and(
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.method ? eq(orders.method, filters.method) : undefined,
    filters.from ? gte(orders.createdAt, dayStart(filters.from)) : undefined,
    filters.to
      ? lt(orders.createdAt, new Date(dayStart(filters.to).getTime() + DAY_MS))
      : undefined,
    lineFilter
      ? exists(
          db
            .select({ one: sql`1` })
            .from(orderLines)
            .where(and(eq(orderLines.orderId, orders.id), lineFilter)),
        )
      : undefined,
    q
      ? or(
          eq(orders.orderNo, q),
          // the students whose name or email starts so (users_name_idx, users_email_prefix_idx);
          // `= any(array(...))` rather than `in (...)`, so both arms of the `or` are index scans
          // of orders (orders_order_no_unique, orders_user_idx) instead of a scan of every order
          sql`${orders.userId} = any(array(${db
            .select({ id: users.id })
            .from(users)
            .where(
              or(
                ilike(users.name, `${escapeLike(q)}%`),
                sql`lower(${users.email}) like ${`${escapeLike(q.toLowerCase())}%`}`,
              ),
            )}))`,
        )
      : undefined,
  );
}

/** The orders with their student, newest first; `before` continues after a row (the CSV). */
export function orderRows(
  db: Reader,
  where: SQL | undefined,
  before?: { createdAt: Date; id: number },
) {
  return db
    .select({
      order: orders,
      student: { id: users.id, name: users.name, email: users.email },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        where,
        before
          ? sql`(${orders.createdAt}, ${orders.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id})`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .$dynamic();
}
export type OrderRow = Awaited<ReturnType<ReturnType<typeof orderRows>['execute']>>[number];

/**
 * How many orders the filters keep. A teacher's list unfiltered otherwise (or a lecture's) is
 * counted on the lines alone (`order_lines_teacher_idx (teacher_id, order_id)` without the table),
 * not by checking each of the academy's orders for a line of theirs.
 */
export async function orderCount(db: Reader, user: Caller, filters: OrderFilters) {
  const lineFilter = lineWhere(user, filters);
  const linesOnly =
    lineFilter &&
    !filters.status &&
    !filters.method &&
    !filters.from &&
    !filters.to &&
    !filters.q.trim();
  const [row] = linesOnly
    ? await db
        .select({ n: sql<number>`count(distinct ${orderLines.orderId})::int` })
        .from(orderLines)
        .where(lineFilter)
    : await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(orderWhere(db, user, filters));
  return row?.n ?? 0;
}

/** The lines of these orders the caller sees, in order. */
export function linesOf(db: Reader, user: Caller, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, orderIds), visibleLine(user)))
    .orderBy(asc(orderLines.id));
}

/** Paid textbook lines not yet shipped, oldest first, with where they go. */
export function toShip(db: Reader, user: Caller) {
  const where = and(
    eq(orderLines.kind, 'TEXTBOOK'),
    eq(orderLines.status, 'PAID'),
    isNull(orderLines.shippedAt),
    visibleLine(user),
  );
  return {
    rows: db
      .select({
        line: orderLines,
        order: {
          id: orders.id,
          orderNo: orders.orderNo,
          paidAt: orders.paidAt,
          shipRecipient: orders.shipRecipient,
          shipPhone: orders.shipPhone,
          shipPostcode: orders.shipPostcode,
          shipAddress1: orders.shipAddress1,
          shipAddress2: orders.shipAddress2,
        },
        student: { id: users.id, name: users.name, email: users.email },
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(asc(orderLines.createdAt), asc(orderLines.id))
      .$dynamic(),
    count: async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(orderLines)
          .where(where)
      )[0]?.n ?? 0,
  };
}
