// 수강 일시정지 (docs/product/player-controls.md): a student pauses their own enrolment for a number of
// days from now, within the lecture's count and total days; while it runs the learning rule
// refuses the lecture (lib/lecture-access.ts) and the days left stop counting, because the
// enrolment's end moves by the chosen days at once and back by the unused days when the pause ends
// early (the student resumes, or staff undo it). Each change locks the enrolment row first, so two
// requests at once cannot both pass the limits.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EnrolmentPause, PauseStatus } from '@academy/api-client/contract';
import * as enrolmentStrings from '@academy/strings/enrolments';
import * as player from '@academy/strings/player';
import type { AppServices, AuthUser, Tx } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { enrolmentPauses } from '../../db/schema/lesson-media.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { assertManages, enrolmentOpen, iso } from '../../lib/lecture-access.ts';

type Reader = Pick<Database, 'select'>;
type PauseRow = typeof enrolmentPauses.$inferSelect;
type EnrolmentRow = typeof enrolments.$inferSelect;
type LectureRow = typeof lectures.$inferSelect;

const m = player.messages;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The days a pause counted: all it was given, or the days begun before it ended early. */
export const usedDaysOf = (pause: PauseRow) => (pause.endedAt ? (pause.usedDays ?? 0) : pause.days);

export const isActive = (pause: PauseRow, now: Date) =>
  pause.endedAt === null && pause.startsAt <= now && pause.endsAt > now;

function pauseView(pause: PauseRow, now: Date): EnrolmentPause {
  return {
    pauseId: pause.id,
    enrolmentId: pause.enrolmentId,
    startsAt: iso(pause.startsAt),
    endsAt: iso(pause.endsAt),
    days: pause.days,
    usedDays: usedDaysOf(pause),
    endedAt: pause.endedAt ? iso(pause.endedAt) : null,
    state: pause.endedAt ? 'ENDED_EARLY' : isActive(pause, now) ? 'ACTIVE' : 'DONE',
    endReason: pause.endReason,
  };
}

/** What is left of the lecture's limits after these pauses. */
export function remaining(
  lecture: Pick<LectureRow, 'pauseMaxCount' | 'pauseMaxDays'>,
  pauses: PauseRow[],
) {
  const used = pauses.reduce((sum, pause) => sum + usedDaysOf(pause), 0);
  return {
    count: Math.max(0, lecture.pauseMaxCount - pauses.length),
    days: Math.max(0, lecture.pauseMaxDays - used),
  };
}

function statusOf(
  enrolment: EnrolmentRow,
  lecture: LectureRow,
  pauses: PauseRow[],
  now = new Date(),
): PauseStatus {
  const left = remaining(lecture, pauses);
  const active = pauses.find((pause) => isActive(pause, now));
  return {
    enrolmentId: enrolment.id,
    lectureId: lecture.id,
    lectureTitle: lecture.title,
    maxCount: lecture.pauseMaxCount,
    maxDays: lecture.pauseMaxDays,
    remainingCount: left.count,
    remainingDays: left.days,
    active: active ? pauseView(active, now) : null,
    pauses: pauses.map((pause) => pauseView(pause, now)),
    enrolmentEndsAt: enrolment.endsAt ? iso(enrolment.endsAt) : null,
  };
}

const pausesOf = (db: Reader, enrolmentIds: number[]) =>
  enrolmentIds.length === 0
    ? Promise.resolve([] as PauseRow[])
    : db
        .select()
        .from(enrolmentPauses)
        .where(inArray(enrolmentPauses.enrolmentId, enrolmentIds))
        .orderBy(asc(enrolmentPauses.startsAt), asc(enrolmentPauses.id));

/** The enrolment with its lecture, locked for the transaction when `lock`. */
async function enrolmentWithLecture(db: Reader, enrolmentId: number, lock = false) {
  const query = db
    .select({ enrolment: enrolments, lecture: lectures })
    .from(enrolments)
    .innerJoin(lectures, eq(lectures.id, enrolments.lectureId))
    .where(eq(enrolments.id, enrolmentId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: enrolments }) : await query;
  return row ?? null;
}

/** A student's own enrolment (someone else's reads as unknown: 404). */
async function ownEnrolment(db: Reader, user: AuthUser, enrolmentId: number, lock = false) {
  const row = await enrolmentWithLecture(db, enrolmentId, lock);
  if (!row || row.enrolment.userId !== user.id)
    throw notFound(enrolmentStrings.errors.enrolmentNotFound);
  return row;
}

export async function myPauseStatus(deps: AppServices, user: AuthUser, enrolmentId: number) {
  const { db } = deps.database;
  const { enrolment, lecture } = await ownEnrolment(db, user, enrolmentId);
  return statusOf(enrolment, lecture, await pausesOf(db, [enrolment.id]));
}

/** Pauses the student's enrolment for `days` from now (the checks: docs/product/player-controls.md). */
export async function pauseEnrolment(
  deps: AppServices,
  user: AuthUser,
  enrolmentId: number,
  days: number,
) {
  return deps.database.db.transaction(async (tx) => {
    const { enrolment, lecture } = await ownEnrolment(tx, user, enrolmentId, true);
    const now = new Date();
    if (!enrolmentOpen(enrolment, now.getTime())) throw conflict(m.pauseEnrolmentClosed);
    if (enrolment.endsAt === null) throw conflict(m.pauseUnlimited);
    if (lecture.pauseMaxCount === 0 || lecture.pauseMaxDays === 0) {
      throw conflict(m.pauseNotAllowed);
    }
    const pauses = await pausesOf(tx, [enrolment.id]);
    if (pauses.some((pause) => isActive(pause, now))) throw conflict(m.pauseOverlap);
    const left = remaining(lecture, pauses);
    if (left.count === 0) throw badRequest(m.pauseCountExceeded(lecture.pauseMaxCount));
    if (days > left.days) throw badRequest(m.pauseDaysExceeded(left.days));
    const [pause] = await tx
      .insert(enrolmentPauses)
      .values({
        enrolmentId: enrolment.id,
        startsAt: now,
        endsAt: new Date(now.getTime() + days * DAY_MS),
        days,
      })
      .returning();
    const [moved] = await tx
      .update(enrolments)
      .set({ endsAt: new Date(enrolment.endsAt.getTime() + days * DAY_MS), updatedAt: sql`now()` })
      .where(eq(enrolments.id, enrolment.id))
      .returning();
    return statusOf(moved!, lecture, [...pauses, pause!], now);
  });
}

/**
 * Ends the running pause now: the days begun count (at least one), the rest go back to the
 * enrolment's end and to the student's allowance.
 */
async function endEarly(
  tx: Tx,
  enrolment: EnrolmentRow,
  lecture: LectureRow,
  by: number,
  reason: string | null,
) {
  const now = new Date();
  const pauses = await pausesOf(tx, [enrolment.id]);
  const active = pauses.find((pause) => isActive(pause, now));
  if (!active) throw conflict(m.pauseNotActive);
  const used = Math.min(
    active.days,
    Math.max(1, Math.ceil((now.getTime() - active.startsAt.getTime()) / DAY_MS)),
  );
  const [ended] = await tx
    .update(enrolmentPauses)
    .set({ endedAt: now, usedDays: used, endedBy: by, endReason: reason })
    .where(eq(enrolmentPauses.id, active.id))
    .returning();
  const unused = active.days - used;
  const endsAt = enrolment.endsAt ? new Date(enrolment.endsAt.getTime() - unused * DAY_MS) : null;
  const [moved] = await tx
    .update(enrolments)
    .set({ endsAt, updatedAt: sql`now()` })
    .where(eq(enrolments.id, enrolment.id))
    .returning();
  return statusOf(
    moved!,
    lecture,
    pauses.map((pause) => (pause.id === ended!.id ? ended! : pause)),
    now,
  );
}

export async function resumeEnrolment(deps: AppServices, user: AuthUser, enrolmentId: number) {
  return deps.database.db.transaction(async (tx) => {
    const { enrolment, lecture } = await ownEnrolment(tx, user, enrolmentId, true);
    return endEarly(tx, enrolment, lecture, user.id, null);
  });
}

/** Staff end a student's running pause, with their reason (a teacher only in their own lectures). */
export async function undoPause(
  deps: AppServices,
  user: AuthUser,
  pauseId: number,
  reason: string,
) {
  return deps.database.db.transaction(async (tx) => {
    const [pause] = await tx
      .select({ enrolmentId: enrolmentPauses.enrolmentId })
      .from(enrolmentPauses)
      .where(eq(enrolmentPauses.id, pauseId))
      .limit(1);
    if (!pause) throw notFound(m.pauseNotFound);
    const row = await enrolmentWithLecture(tx, pause.enrolmentId, true);
    if (!row) throw notFound(m.pauseNotFound);
    assertManages(user, row.lecture);
    const status = await endEarly(tx, row.enrolment, row.lecture, user.id, reason);
    return { status, studentId: row.enrolment.userId };
  });
}

/** A student's enrolments with their pauses, for staff (a teacher sees their own lectures only). */
export async function studentPauses(
  deps: AppServices,
  user: AuthUser,
  studentId: number,
  lectureId?: number,
) {
  const { db } = deps.database;
  const rows = await db
    .select({ enrolment: enrolments, lecture: lectures })
    .from(enrolments)
    .innerJoin(lectures, eq(lectures.id, enrolments.lectureId))
    .where(
      and(
        eq(enrolments.userId, studentId),
        lectureId === undefined ? undefined : eq(enrolments.lectureId, lectureId),
        user.role === 'ADMIN' ? undefined : eq(lectures.teacherId, user.id),
      ),
    )
    .orderBy(asc(lectures.title));
  const pauses = await pausesOf(
    db,
    rows.map((row) => row.enrolment.id),
  );
  const now = new Date();
  return rows.map(({ enrolment, lecture }) =>
    statusOf(
      enrolment,
      lecture,
      pauses.filter((pause) => pause.enrolmentId === enrolment.id),
      now,
    ),
  );
}

/** The running pause of each of a student's lectures (the classroom's lecture cards). */
export async function activePausesByLecture(db: Reader, userId: number, now = new Date()) {
  const rows = await db
    .select({ lectureId: enrolments.lectureId, pause: enrolmentPauses })
    .from(enrolmentPauses)
    .innerJoin(enrolments, eq(enrolments.id, enrolmentPauses.enrolmentId))
    .where(eq(enrolments.userId, userId));
  const map = new Map<number, PauseRow>();
  for (const row of rows) if (isActive(row.pause, now)) map.set(row.lectureId, row.pause);
  return map;
}
