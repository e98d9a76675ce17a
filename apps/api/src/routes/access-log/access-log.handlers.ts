// The access log as an admin reads it (docs/product/security.md: staff access log): newest
// first, filtered by who, action, Seoul dates and the student concerned, paged by keyset (the
// last id seen); and the monthly review, one row per month. Nothing here changes or deletes an
// entry: there is no such route, and the database refuses it.
import type {
  AccessLogMonth,
  AccessLogPage,
  AccessLogQuery,
  AccessLogReviewRequest,
} from '@academy/api-client/contract';
import { ACCESS_LOG_PAGE_SIZE } from '@academy/api-client/contract';
import * as accessLogStrings from '@academy/strings/access-log';
import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppServices, AuthUser } from '../../app-env.ts';
import { accessLog, accessLogReviews } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { iso } from '../../lib/lecture-access.ts';
import { seoulDay } from '../../lib/seoul-time.ts';

type Filters = Omit<AccessLogQuery, 'before'> & { before?: number };

const actor = alias(users, 'actor');
const student = alias(users, 'student');
/** `%text%` for ILIKE with the caller's % and _ taken literally */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
/** A Seoul day's start as an instant. */
const seoulStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Seoul')`;

export async function accessLogPage(deps: AppServices, filters: Filters): Promise<AccessLogPage> {
  const { db } = deps.database;
  const where: (SQL | undefined)[] = [];
  if (filters.actor) {
    const text = contains(filters.actor);
    where.push(or(ilike(actor.name, text), ilike(actor.email, text)));
  }
  if (filters.student) {
    const text = contains(filters.student);
    where.push(or(ilike(student.name, text), ilike(student.email, text)));
  }
  if (filters.action) where.push(eq(accessLog.action, filters.action));
  if (filters.from) where.push(sql`${accessLog.at} >= ${seoulStart(filters.from)}`);
  if (filters.to) where.push(sql`${accessLog.at} < ${seoulStart(filters.to)} + interval '1 day'`);
  if (filters.before !== undefined) where.push(lt(accessLog.id, filters.before));
  const rows = await db
    .select({
      entry: accessLog,
      actor: { id: actor.id, name: actor.name, userId: actor.email },
      student: { id: student.id, name: student.name, userId: student.email },
    })
    .from(accessLog)
    .innerJoin(actor, eq(actor.id, accessLog.actorId))
    .leftJoin(student, eq(student.id, accessLog.studentId))
    .where(and(...where))
    .orderBy(desc(accessLog.id))
    .limit(ACCESS_LOG_PAGE_SIZE + 1);
  const page = rows.slice(0, ACCESS_LOG_PAGE_SIZE);
  return {
    entries: page.map((row) => ({
      id: row.entry.id,
      at: iso(row.entry.at),
      actor: { ...row.actor, role: row.entry.actorRole },
      action: row.entry.action as AccessLogPage['entries'][number]['action'],
      targetType: row.entry.targetType,
      targetId: row.entry.targetId,
      student: row.student?.id ? row.student : null,
      route: row.entry.route,
      reason: row.entry.reason,
      address: row.entry.address,
      userAgent: row.entry.userAgent,
    })),
    nextBefore: rows.length > ACCESS_LOG_PAGE_SIZE ? page.at(-1)!.entry.id : null,
  };
}

/** `YYYY-MM` of Seoul for `instant`. */
const seoulMonth = (instant = new Date()) => seoulDay(instant).slice(0, 7);

/** The months before `month`, back to `first`, newest first (at most 24). */
function monthsBetween(first: string, last: string) {
  const months: string[] = [];
  let [year, month] = last.split('-').map(Number) as [number, number];
  while (months.length < 24) {
    const text = `${year}-${String(month).padStart(2, '0')}`;
    months.push(text);
    if (text <= first) break;
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return months;
}

/** Each month from the log's first entry to this one (at most the last 24), with its review. */
export async function accessLogMonths(deps: AppServices): Promise<AccessLogMonth[]> {
  const { db } = deps.database;
  const monthOf = sql<string>`to_char(${accessLog.at} at time zone 'Asia/Seoul', 'YYYY-MM')`;
  const [counts, reviews] = await Promise.all([
    db
      .select({ month: monthOf, entries: sql<number>`count(*)::int` })
      .from(accessLog)
      .groupBy(monthOf),
    db
      .select({
        month: accessLogReviews.month,
        reviewedAt: accessLogReviews.reviewedAt,
        note: accessLogReviews.note,
        reviewer: { id: users.id, name: users.name },
      })
      .from(accessLogReviews)
      .innerJoin(users, eq(users.id, accessLogReviews.reviewerId)),
  ]);
  const now = seoulMonth();
  const first = [
    ...counts.map((row) => row.month),
    ...reviews.map((row) => row.month),
    now,
  ].sort()[0]!;
  return monthsBetween(first, now).map((month) => {
    const review = reviews.find((row) => row.month === month);
    return {
      month,
      entries: counts.find((row) => row.month === month)?.entries ?? 0,
      review: review
        ? { reviewer: review.reviewer, reviewedAt: iso(review.reviewedAt), note: review.note }
        : null,
    };
  });
}

/**
 * Marks `month` reviewed by the caller: once per month, only a month the list shows (never one
 * still to come, nor one before the log began).
 */
export async function reviewMonth(
  deps: AppServices,
  user: AuthUser,
  request: AccessLogReviewRequest,
): Promise<AccessLogMonth> {
  const e = accessLogStrings.errors;
  if (request.month > seoulMonth()) throw badRequest(e.monthInFuture);
  if (!(await accessLogMonths(deps)).some((row) => row.month === request.month))
    throw badRequest(e.monthNotListed);
  try {
    await deps.database.db
      .insert(accessLogReviews)
      .values({ month: request.month, reviewerId: user.id, note: request.note });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(e.monthReviewed);
    throw error;
  }
  const months = await accessLogMonths(deps);
  return months.find((row) => row.month === request.month)!;
}
