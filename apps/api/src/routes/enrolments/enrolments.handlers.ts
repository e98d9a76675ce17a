// Enrolments (docs/product/learning.md): staff enrol one student or a pasted list, extend and
// end. A teacher works only on their own lectures (lib/lecture-access); every change is one
// transaction. A paid order enrols through enrolIn too (routes/orders/settle.ts); the reads are in
// enrolments.queries.ts.
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { BulkEnrolResult, Enrolment, EnrolmentSource } from '@academy/api-client/contract';
import * as enrolmentStrings from '@academy/strings/enrolments';
import type { AppServices, AuthUser } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { enrolments } from '../../db/schema/learning.ts';
import type { lectures } from '../../db/schema/lectures.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { keepProgress } from '../../lib/enrolment-progress.ts';
import { announceLive } from '../../lib/live/hub.ts';
import {
  enrolmentDaysLeft,
  iso,
  managedLecture,
  takesEnrolments,
} from '../../lib/lecture-access.ts';
import { accountsByEmail, managedEnrolment, studentById } from './enrolments.queries.ts';

type Reader = Pick<Database, 'select'>;
type EnrolmentRow = typeof enrolments.$inferSelect;
type LectureRow = typeof lectures.$inferSelect;

const e = enrolmentStrings.errors;
const DAY_MS = 24 * 60 * 60 * 1000;

export function enrolmentView(row: EnrolmentRow, now = Date.now()): Enrolment {
  return {
    enrolmentId: row.id,
    userId: row.userId,
    lectureId: row.lectureId,
    startsAt: iso(row.startsAt),
    endsAt: row.endsAt ? iso(row.endsAt) : null,
    status: row.status,
    source: row.source,
    expireDaysLeft: enrolmentDaysLeft(row, now),
  };
}

/**
 * When an enrolment starting `from` ends: the lecture's period (absent endsOn; no limit when the
 * lecture has none), no limit (null), or when the chosen Korean calendar day ends.
 */
export function endsAtFor(
  lecture: { period: number },
  endsOn: string | null | undefined,
  from: Date,
): Date | null {
  if (endsOn === undefined) {
    return lecture.period === 0 ? null : new Date(from.getTime() + lecture.period * DAY_MS);
  }
  if (endsOn === null) return null;
  const end = new Date(new Date(`${endsOn}T00:00:00+09:00`).getTime() + DAY_MS);
  if (Number.isNaN(end.getTime())) throw badRequest(enrolmentStrings.validation.endsOnInvalid);
  if (end.getTime() <= from.getTime()) throw badRequest(enrolmentStrings.validation.endsOnPast);
  return end;
}

/**
 * Enrols a student (or reopens their ended enrolment) in one statement: 409 when they are
 * enrolled now. Two staff enrolling the same student at once: one wins, the other gets the 409.
 */
export async function enrolIn(
  tx: Pick<Database, 'insert' | 'execute' | 'transaction'>,
  lecture: LectureRow,
  studentId: number,
  endsOn: string | null | undefined,
  source: EnrolmentSource,
  by: number,
) {
  const now = new Date();
  const endsAt = endsAtFor(lecture, endsOn, now);
  const [row] = await tx
    .insert(enrolments)
    .values({
      userId: studentId,
      lectureId: lecture.id,
      startsAt: now,
      endsAt,
      source,
      createdBy: by,
    })
    .onConflictDoUpdate({
      target: [enrolments.userId, enrolments.lectureId],
      set: { startsAt: now, endsAt, status: 'ACTIVE', source, createdBy: by },
      setWhere: sql`${enrolments.status} = 'ENDED' or (${enrolments.endsAt} is not null and ${enrolments.endsAt} <= now())`,
    })
    .returning();
  if (!row) throw conflict(e.alreadyEnrolled);
  // what the student did in the lecture before (a reopened enrolment) counts in its kept progress
  await keepProgress(tx, { userId: studentId, lectureId: lecture.id });
  return row;
}

/** The lecture when `user` manages it and it takes new enrolments (only published ones). */
async function openLecture(db: Reader, user: AuthUser, lectureId: number) {
  const lecture = await managedLecture(db, user, lectureId);
  if (!takesEnrolments(lecture)) throw conflict(e.notPublished);
  return lecture;
}

export async function enrol(
  deps: AppServices,
  user: AuthUser,
  input: { userId: number; lectureId: number; endsOn?: string | null },
) {
  const { db } = deps.database;
  const lecture = await openLecture(db, user, input.lectureId);
  const student = await studentById(db, input.userId);
  const row = await db.transaction((tx) =>
    enrolIn(tx, lecture, student.id, input.endsOn, 'STAFF', user.id),
  );
  return enrolmentView(row);
}

const EmailSchema = v.pipe(v.string(), v.email());

/**
 * Enrols every email of a pasted list that names a student who is not enrolled yet; each row is
 * its own transaction (one failing changes nothing else), and the answer says which failed and why.
 */
export async function bulkEnrol(
  deps: AppServices,
  user: AuthUser,
  input: { lectureId: number; emails: string[]; endsOn?: string | null },
): Promise<BulkEnrolResult> {
  const { db } = deps.database;
  const r = enrolmentStrings.bulkReasons;
  const lecture = await openLecture(db, user, input.lectureId);
  // a bad chosen end fails the whole request before anything is written
  endsAtFor(lecture, input.endsOn, new Date());
  const wanted = input.emails.map((email) => email.trim()).filter(Boolean);
  const valid = wanted.filter((email) => v.is(EmailSchema, email));
  const found = await accountsByEmail(db, valid);
  const byEmail = new Map(found.map((row) => [row.email.toLowerCase(), row]));
  const result: BulkEnrolResult = { enrolled: [], failed: [] };
  const seen = new Set<string>();
  for (const email of wanted) {
    const key = email.toLowerCase();
    if (seen.has(key)) {
      result.failed.push({ email, reason: r.duplicate });
      continue;
    }
    seen.add(key);
    if (!v.is(EmailSchema, email)) {
      result.failed.push({ email, reason: r.invalidEmail });
      continue;
    }
    const account = byEmail.get(key);
    if (!account) {
      result.failed.push({ email, reason: r.notFound });
      continue;
    }
    if (account.role !== 'STUDENT') {
      result.failed.push({ email, reason: r.notStudent });
      continue;
    }
    try {
      await db.transaction((tx) => enrolIn(tx, lecture, account.id, input.endsOn, 'BULK', user.id));
      result.enrolled.push(email);
    } catch (error) {
      if ((error as { status?: number }).status !== 409) throw error;
      result.failed.push({ email, reason: r.alreadyEnrolled });
    }
  }
  return result;
}

/** Extend (or shorten) an active enrolment: a new last day, or null for no limit. */
export async function updateEnrolment(
  deps: AppServices,
  user: AuthUser,
  id: number,
  endsOn: string | null,
) {
  const { db } = deps.database;
  const { enrolment, lecture } = await managedEnrolment(db, user, id);
  if (enrolment.status === 'ENDED') throw conflict(e.alreadyEnded);
  const endsAt = endsAtFor(lecture, endsOn, new Date());
  const [row] = await db
    .update(enrolments)
    .set({ endsAt })
    .where(and(eq(enrolments.id, id), eq(enrolments.status, 'ACTIVE')))
    .returning();
  if (!row) throw conflict(e.alreadyEnded);
  // a new end (perhaps sooner): the student's open chat rooms of the lecture check again
  await announceLive(db, { k: 'access', userId: row.userId, lectureId: row.lectureId });
  return enrolmentView(row);
}

/** End an enrolment now: the student can no longer read the lecture; the row and progress stay. */
export async function endEnrolment(deps: AppServices, user: AuthUser, id: number) {
  const { db } = deps.database;
  await managedEnrolment(db, user, id);
  const row = await endEnrolmentIn(db, id);
  if (!row) throw conflict(e.alreadyEnded);
  return enrolmentView(row);
}

/**
 * Ends an active enrolment now in `db` (a transaction, when the ending is part of a larger
 * change such as a refund); undefined when it was not active. The row and progress stay.
 */
export async function endEnrolmentIn(db: Pick<Database, 'update' | 'execute'>, id: number) {
  const [row] = await db
    .update(enrolments)
    .set({ status: 'ENDED', endsAt: sql`now()` })
    .where(and(eq(enrolments.id, id), eq(enrolments.status, 'ACTIVE')))
    .returning();
  // the student leaves the lecture's chat rooms now, in whichever process their sockets are
  if (row) await announceLive(db, { k: 'access', userId: row.userId, lectureId: row.lectureId });
  return row;
}
