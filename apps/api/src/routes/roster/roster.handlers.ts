// The roster of a lecture and a student's page (docs/product/learning.md): every enrolled student
// with progress (lib/completion.ts, as the classroom computes it), last activity, quiz best scores,
// submissions waiting for feedback and days left; filters for who is behind or inactive; a CSV for
// Excel.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Roster, RosterRow, StudentPage } from '@academy/api-client/contract';
import * as enrolmentStrings from '@academy/strings/enrolments';
import type { AppServices } from '../../app-env.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';
import type { AuthUser } from '../../app-env.ts';
import { completedLessons, progressRate } from '../../lib/completion.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import * as accessLogStrings from '@academy/strings/access-log';
import { iso, managedLecture } from '../../lib/lecture-access.ts';
import { enrolmentView } from '../enrolments/enrolments.handlers.ts';
import { lessons } from '../learning/learning.queries.ts';
import * as q from './roster.queries.ts';
import { seoulMinute } from '../../lib/seoul-time.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type RosterFilters = {
  behindBelow?: number;
  behindDaysLeft?: number;
  inactiveDays?: number;
  status?: 'ACTIVE' | 'ENDED';
};

/** Whether a row passes the days-left filter (the others are answered by the database). */
function leftFewDays(row: RosterRow, filters: RosterFilters) {
  if (filters.behindDaysLeft === undefined) return true;
  const left = row.enrolment.expireDaysLeft;
  return left !== null && left < filters.behindDaysLeft;
}

/** Students read per batch: a page, or one slice of the CSV (bounded memory however large). */
export const ROSTER_BATCH = 500;

/**
 * The most lessons a student behind `below`% may have completed of `total`: the rate is a whole
 * percent (progressRate), so "behind" is a count the kept column's index answers. -1: nobody.
 */
function mostCompletedBelow(below: number, total: number) {
  let most = -1;
  for (let done = 0; done <= total; done += 1) {
    if (progressRate(done, total) < below) most = done;
  }
  // a lecture without lessons: everyone is at 0%
  return total === 0 && below > 0 ? undefined : most;
}

/** What the database filters on: the status and the kept progress and last activity. */
function whereFor(source: Source, filters: RosterFilters, now: number) {
  return {
    lectureId: source.lecture.id,
    status: filters.status,
    completedAtMost:
      filters.behindBelow === undefined
        ? undefined
        : mostCompletedBelow(filters.behindBelow, source.lessonRows.length),
    inactiveSince:
      filters.inactiveDays === undefined
        ? undefined
        : new Date(now - filters.inactiveDays * DAY_MS),
  };
}

/** What every roster read needs first: the lecture (checked for the caller) and its lessons. */
async function rosterSource(deps: AppServices, user: AuthUser, lectureId: number) {
  const { db } = deps.database;
  const lecture = await managedLecture(db, user, lectureId);
  const lessonRows = await lessons(db, lectureId);
  const quizzes = lessonRows.filter((lesson) => lesson.type === 'QUIZ');
  return { db, lecture, lessonRows, quizzes };
}
type Source = Awaited<ReturnType<typeof rosterSource>>;

/**
 * The roster's rows for one batch of enrolments, with the progress and last activity kept on
 * each (no read). Quiz scores and pending submissions come with withDetails.
 */
function rowsOf({ lessonRows }: Source, batch: q.EnrolledRow[], now: number) {
  return batch.map(({ enrolment, student }): RosterRow => {
    const completed = enrolment.completedLessons ?? 0;
    return {
      enrolment: enrolmentView(enrolment, now),
      student,
      progressRate: progressRate(completed, lessonRows.length),
      completedLessons: completed,
      totalLessons: lessonRows.length,
      lastActivityAt: enrolment.lastActivityAt ? iso(enrolment.lastActivityAt) : null,
      quizBestScores: [],
      pendingSubmissions: 0,
    };
  });
}

/** The rows' quiz best scores and submissions waiting for feedback: one read bounded by them. */
async function withDetails({ db, lessonRows, quizzes }: Source, rows: RosterRow[]) {
  if (rows.length === 0) return rows;
  const { best, pending } = await q.scoresAndPending(db, {
    quizIds: quizzes.map((quiz) => quiz.detailId),
    detailIds: lessonRows.map((lesson) => lesson.detailId),
    userIds: rows.map((row) => row.student.id),
  });
  return rows.map((row): RosterRow => ({
    ...row,
    quizBestScores: quizzes.map((quiz) => ({
      detailId: quiz.detailId,
      bestScore: best.get(`${row.student.id}:${quiz.detailId}`) ?? null,
    })),
    pendingSubmissions: pending.get(row.student.id) ?? 0,
  }));
}

/**
 * Every row passing the filters, a batch at a time in the roster's order (name, then id, a keyset
 * on the users(name, id) index), without its details (withDetails adds them to the rows shown).
 */
async function* matchingRows(source: Source, filters: RosterFilters, now: number) {
  const where = whereFor(source, filters, now);
  let after: { name: string; id: number } | undefined;
  for (;;) {
    const batch = await q.enrolmentsOf(source.db, { ...where, after }).limit(ROSTER_BATCH);
    if (batch.length === 0) return;
    yield rowsOf(source, batch, now).filter((row) => leftFewDays(row, filters));
    if (batch.length < ROSTER_BATCH) return;
    const last = batch.at(-1)!.student;
    after = { name: last.name, id: last.id };
  }
}

/**
 * The roster, or one page of it (`paging`: zero-based page of `size` rows) with the count of the
 * rows the filters keep. The status, progress and inactivity filters are the database's (the kept
 * columns' indexes), so a page reads only its own students; only the days-left filter (computed
 * from the enrolment's period) walks the lecture's matching students a batch at a time.
 */
export async function roster(
  deps: AppServices,
  user: AuthUser,
  lectureId: number,
  filters: RosterFilters = {},
  paging?: { page: number; size: number },
): Promise<Roster> {
  const source = await rosterSource(deps, user, lectureId);
  const now = Date.now();
  const head = {
    lectureId,
    lectureTitle: source.lecture.title,
    quizzes: source.quizzes.map((quiz) => ({
      detailId: quiz.detailId,
      detailTitle: quiz.detailTitle,
    })),
  };
  if (paging && filters.behindDaysLeft === undefined) {
    const where = whereFor(source, filters, now);
    const total = await q.enrolmentCount(source.db, where);
    const offset = paging.page * paging.size;
    let batch: q.EnrolledRow[];
    if (offset > total / 2) {
      // the later half read from the last name backwards: the last page skips what the first
      // does, not the whole lecture
      const onPage = Math.min(paging.size, total - offset);
      batch =
        onPage <= 0
          ? []
          : (
              await q
                .enrolmentsOf(source.db, where, true)
                .limit(onPage)
                .offset(total - offset - onPage)
            ).reverse();
    } else {
      batch = await q.enrolmentsOf(source.db, where).limit(paging.size).offset(offset);
    }
    return { ...head, rows: await withDetails(source, rowsOf(source, batch, now)), total };
  }
  const from = paging ? paging.page * paging.size : 0;
  const to = paging ? from + paging.size : Infinity;
  const rows: RosterRow[] = [];
  let total = 0;
  for await (const batch of matchingRows(source, filters, now)) {
    for (const row of batch) {
      if (total >= from && total < to) rows.push(row);
      total += 1;
    }
  }
  // only the page's rows read their scores and pending work
  return { ...head, rows: await withDetails(source, rows), total };
}

/** One CSV field: quoted when needed; a leading =, +, - or @ is defused (Excel formulas). */
export function csvField(value: string | number | null) {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A moment as staff read it in a spreadsheet: Seoul time, `YYYY-MM-DD HH:mm`, which Excel takes as
 * a date and time (an ISO instant in UTC read as text, nine hours off for a Korean reader).
 */
export const seoulDateTime = (iso: string | null) => (iso ? seoulMinute(new Date(iso)) : '');

/** One CSV line (CRLF-terminated). */
const csvLine = (fields: (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

/** The CSV's header line, with one column per quiz lesson. */
function csvHeader(quizzes: { detailTitle: string }[]) {
  const a = enrolmentStrings.admin;
  return csvLine([
    a.student,
    a.email,
    a.status,
    a.progress,
    a.lastActivity,
    a.daysLeft,
    a.pendingSubmissions,
    ...quizzes.map((quiz) => `${a.quizBest}: ${quiz.detailTitle}`),
  ]);
}

function csvRow(row: RosterRow) {
  const a = enrolmentStrings.admin;
  return csvLine([
    row.student.name,
    row.student.userId,
    enrolmentStrings.status[row.enrolment.status],
    `${row.progressRate}%`,
    seoulDateTime(row.lastActivityAt),
    row.enrolment.expireDaysLeft === null ? a.unlimited : row.enrolment.expireDaysLeft,
    row.pendingSubmissions,
    ...row.quizBestScores.map((score) => score.bestScore),
  ]);
}

/**
 * The roster as CSV, UTF-8 with a BOM so Excel reads the Korean correctly: streamed a batch of
 * students at a time, so a lecture of any size is sent in bounded memory. The lecture is checked
 * (and its title read, for the file name) before the first byte.
 */
export async function rosterCsv(
  deps: AppServices,
  user: AuthUser,
  lectureId: number,
  filters: RosterFilters = {},
) {
  const source = await rosterSource(deps, user, lectureId);
  const now = Date.now();
  const encoder = new TextEncoder();
  const batches = matchingRows(source, filters, now);
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvHeader(source.quizzes)}`));
        return;
      }
      const next = await batches.next();
      if (next.done) controller.close();
      else {
        const rows = await withDetails(source, next.value);
        controller.enqueue(encoder.encode(rows.map(csvRow).join('')));
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return { lectureTitle: source.lecture.title, body };
}

/**
 * A student's page: their enrolments with progress and last activity. A teacher sees only the
 * enrolments in their own lectures; an admin all.
 */
export async function studentPage(
  deps: AppServices,
  user: AuthUser,
  studentId: number,
): Promise<StudentPage> {
  const { db } = deps.database;
  const [student] = await db
    .select({
      id: users.id,
      name: users.name,
      userId: users.email,
      emailVerified: q.emailVerified(),
    })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'STUDENT'), isNull(users.withdrawnAt)))
    .limit(1);
  if (!student) throw notFound(enrolmentStrings.errors.studentNotFound);
  const enrolled = await q.enrolmentsOf(db, { userId: studentId });
  const lectureIds = enrolled.map((row) => row.enrolment.lectureId);
  const lectureRows = lectureIds.length
    ? await db
        .select({ id: lectures.id, title: lectures.title, teacherId: lectures.teacherId })
        .from(lectures)
        .where(inArray(lectures.id, lectureIds))
    : [];
  const visible = lectureRows.filter(
    (lecture) => user.role === 'ADMIN' || lecture.teacherId === user.id,
  );
  // A teacher reads only the students of their own lectures (docs/product/roles.md).
  if (visible.length === 0 && user.role !== 'ADMIN')
    throw forbidden(accessLogStrings.errors.notOwnStudent);
  const ids = visible.map((lecture) => lecture.id);
  // only the student's lectures' lessons (all of the academy's would grow with every lecture)
  const [lessonRows, done, last] = await Promise.all([
    Promise.all(ids.map((id) => lessons(db, id))).then((lists) => lists.flat()),
    completedLessons(db, studentId, ids),
    q.lastActivity(db, ids, [studentId]),
  ]);
  const now = Date.now();
  const list = enrolled
    .filter((row) => ids.includes(row.enrolment.lectureId))
    .map(({ enrolment }) => {
      const mine = lessonRows.filter((lesson) => lesson.lectureId === enrolment.lectureId);
      const at = last.get(`${studentId}:${enrolment.lectureId}`);
      return {
        enrolment: enrolmentView(enrolment, now),
        lectureTitle: visible.find((lecture) => lecture.id === enrolment.lectureId)!.title,
        progressRate: progressRate(
          mine.filter((lesson) => done.has(lesson.detailId)).length,
          mine.length,
        ),
        lastActivityAt: at ? iso(at) : null,
      };
    });
  const latest = list
    .map((row) => row.lastActivityAt)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  return { student, lectures: list, lastActivityAt: latest ?? null };
}

/**
 * A student's contacts whole, for the 보기 action: staff, a teacher only for a student of their
 * own lectures (the caller records the read).
 */
export async function studentContact(deps: AppServices, user: AuthUser, studentId: number) {
  const { db } = deps.database;
  const [student] = await db
    .select({
      id: users.id,
      name: users.name,
      userId: users.email,
      studentContact: users.studentContact,
      parentContact: users.parentContact,
    })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'STUDENT'), isNull(users.withdrawnAt)))
    .limit(1);
  if (!student) throw notFound(enrolmentStrings.errors.studentNotFound);
  if (user.role !== 'ADMIN') {
    const [taught] = await db
      .select({ id: enrolments.id })
      .from(enrolments)
      .innerJoin(lectures, eq(lectures.id, enrolments.lectureId))
      .where(and(eq(enrolments.userId, studentId), eq(lectures.teacherId, user.id)))
      .limit(1);
    if (!taught) throw forbidden(accessLogStrings.errors.notOwnStudent);
  }
  return student;
}
