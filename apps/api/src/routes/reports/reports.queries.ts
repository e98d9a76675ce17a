// One student's week for a batch of students at once (docs/product/reports.md): the overview page
// reads it for one, the weekly report for 500 at a time. Each read below is one set-based query
// bounded by the batch's students (never one per student), so a batch costs the same handful of
// queries whatever its size, and no read holds more than the batch's rows.
import { and, count, eq, gte, inArray, isNull, lt, max, ne, or, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { StudentOverview } from '@academy/api-client/contract';
import type { Database } from '../../db/client.ts';
import { enrolments, questions, submissions } from '../../db/schema/learning.ts';
import { chapters, details, lectures } from '../../db/schema/lectures.ts';
import { lessonCompletions, quizAttempts, studyDays } from '../../db/schema/progress.ts';
import { watchDays } from '../../db/schema/reports.ts';
import { progressRate } from '../../lib/completion.ts';
import { enrolmentDaysLeft, enrolmentOpen, iso } from '../../lib/lecture-access.ts';
import type { SeoulWeek } from '../../lib/seoul-time.ts';

type Reader = Pick<Database, 'select'>;

export type ReportScope = {
  /** a teacher's view: only the lectures this teacher teaches */
  teacherId?: number;
  now?: number;
};

/** A timestamp parameter both drivers read alike. */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The enrolments the week shows: open during the week (or still ACTIVE), in studied lectures. */
function weekEnrolments(db: Reader, ids: number[], week: SeoulWeek, scope: ReportScope) {
  return db
    .select({
      userId: enrolments.userId,
      lectureId: enrolments.lectureId,
      title: lectures.title,
      status: enrolments.status,
      startsAt: enrolments.startsAt,
      endsAt: enrolments.endsAt,
    })
    .from(enrolments)
    .innerJoin(lectures, eq(lectures.id, enrolments.lectureId))
    .where(
      and(
        inArray(enrolments.userId, ids),
        ne(lectures.status, 'DRAFT'),
        scope.teacherId === undefined ? undefined : eq(lectures.teacherId, scope.teacherId),
        lt(enrolments.startsAt, at(week.to)),
        or(eq(enrolments.status, 'ACTIVE'), gte(enrolments.endsAt, at(week.from))),
      ),
    )
    .orderBy(enrolments.userId, enrolments.lectureId);
}

/** Lessons per lecture. */
async function lessonTotals(db: Reader, lectureIds: number[]) {
  const rows = await db
    .select({ lectureId: chapters.lectureId, total: count(details.id) })
    .from(details)
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .where(inArray(chapters.lectureId, lectureIds))
    .groupBy(chapters.lectureId);
  return new Map(rows.map((row) => [row.lectureId, row.total]));
}

/**
 * Completed lessons per student and lecture (lib/completion.ts's rule: a recorded completion or a
 * passed submission): by the week's end, and within the week.
 */
async function completions(db: Reader, ids: number[], lectureIds: number[], week: SeoulWeek) {
  const done = union(
    db
      .select({
        userId: lessonCompletions.userId,
        detailId: lessonCompletions.detailId,
        at: lessonCompletions.completedAt,
      })
      .from(lessonCompletions)
      .where(inArray(lessonCompletions.userId, ids)),
    db
      .select({
        userId: submissions.userId,
        detailId: submissions.detailId,
        at: sql<Date>`coalesce(${submissions.feedbackAt}, ${submissions.submittedAt})`.as('at'),
      })
      .from(submissions)
      .where(and(inArray(submissions.userId, ids), eq(submissions.isCompleted, true))),
  ).as('done');
  const rows = await db
    .select({
      userId: done.userId,
      lectureId: chapters.lectureId,
      byEnd:
        sql<number>`count(distinct ${done.detailId}) filter (where ${done.at} < ${at(week.to)})`.mapWith(
          Number,
        ),
      inWeek:
        sql<number>`count(distinct ${done.detailId}) filter (where ${done.at} >= ${at(week.from)} and ${done.at} < ${at(week.to)})`.mapWith(
          Number,
        ),
    })
    .from(done)
    .innerJoin(details, eq(details.id, done.detailId))
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .where(inArray(chapters.lectureId, lectureIds))
    .groupBy(done.userId, chapters.lectureId);
  return new Map(rows.map((row) => [`${row.userId}:${row.lectureId}`, row]));
}

/** Unique watched milliseconds per student and lecture in the week (lib/watch-days.ts). */
async function watched(db: Reader, ids: number[], week: SeoulWeek) {
  const rows = await db
    .select({
      userId: watchDays.userId,
      lectureId: watchDays.lectureId,
      ms: sql<number>`sum(${watchDays.watchedMs})`.mapWith(Number),
    })
    .from(watchDays)
    .where(
      and(
        inArray(watchDays.userId, ids),
        gte(watchDays.day, week.start),
        sql`${watchDays.day} <= ${week.end}`,
      ),
    )
    .groupBy(watchDays.userId, watchDays.lectureId);
  return new Map(rows.map((row) => [`${row.userId}:${row.lectureId}`, row.ms]));
}

async function days(db: Reader, ids: number[], week: SeoulWeek) {
  return db
    .select({ userId: studyDays.userId, day: studyDays.day })
    .from(studyDays)
    .where(
      and(
        inArray(studyDays.userId, ids),
        gte(studyDays.day, week.start),
        sql`${studyDays.day} <= ${week.end}`,
      ),
    )
    .orderBy(studyDays.userId, studyDays.day);
}

/** The week's attempts per student and quiz lesson: best score and how many. */
async function quizResults(db: Reader, ids: number[], lectureIds: number[], week: SeoulWeek) {
  return db
    .select({
      userId: quizAttempts.userId,
      detailId: quizAttempts.detailId,
      lectureId: chapters.lectureId,
      detailTitle: details.title,
      passScore: details.passScore,
      best: max(quizAttempts.score),
      attempts: count(),
    })
    .from(quizAttempts)
    .innerJoin(details, eq(details.id, quizAttempts.detailId))
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .where(
      and(
        inArray(quizAttempts.userId, ids),
        inArray(chapters.lectureId, lectureIds),
        gte(quizAttempts.createdAt, at(week.from)),
        lt(quizAttempts.createdAt, at(week.to)),
      ),
    )
    .groupBy(
      quizAttempts.userId,
      quizAttempts.detailId,
      chapters.lectureId,
      details.title,
      details.passScore,
    )
    .orderBy(quizAttempts.userId, quizAttempts.detailId);
}

/** Submissions made, or given feedback, in the week. */
async function weekSubmissions(db: Reader, ids: number[], lectureIds: number[], week: SeoulWeek) {
  const inWeek = (column: typeof submissions.submittedAt | typeof submissions.feedbackAt) =>
    and(gte(column, at(week.from)), lt(column, at(week.to)));
  return db
    .select({
      userId: submissions.userId,
      detailId: submissions.detailId,
      lectureId: chapters.lectureId,
      detailTitle: details.title,
      submittedAt: submissions.submittedAt,
      feedback: submissions.feedback,
      feedbackAt: submissions.feedbackAt,
      isCompleted: submissions.isCompleted,
    })
    .from(submissions)
    .innerJoin(details, eq(details.id, submissions.detailId))
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .where(
      and(
        inArray(submissions.userId, ids),
        inArray(chapters.lectureId, lectureIds),
        or(inWeek(submissions.submittedAt), inWeek(submissions.feedbackAt)),
      ),
    )
    .orderBy(submissions.userId, submissions.submittedAt);
}

/**
 * Assignment lessons still owed now, in open enrolments: none passed and none waiting for
 * feedback (a lesson sent back is owed again). Lessons carry no due date, so owed is the rule.
 */
async function owed(db: Reader, ids: number[], lectureIds: number[], now: number) {
  return db
    .select({
      userId: enrolments.userId,
      detailId: details.id,
      lectureId: chapters.lectureId,
      detailTitle: details.title,
      resubmit: sql<boolean>`coalesce(bool_or(${submissions.feedbackAt} is not null), false)`,
    })
    .from(enrolments)
    .innerJoin(chapters, eq(chapters.lectureId, enrolments.lectureId))
    .innerJoin(details, and(eq(details.chapterId, chapters.id), eq(details.type, 'OTHER')))
    .leftJoin(
      submissions,
      and(eq(submissions.userId, enrolments.userId), eq(submissions.detailId, details.id)),
    )
    .where(
      and(
        inArray(enrolments.userId, ids),
        inArray(enrolments.lectureId, lectureIds),
        eq(enrolments.status, 'ACTIVE'),
        lt(enrolments.startsAt, at(new Date(now))),
        or(isNull(enrolments.endsAt), sql`${enrolments.endsAt} > ${at(new Date(now))}`),
      ),
    )
    .groupBy(
      enrolments.userId,
      details.id,
      chapters.lectureId,
      details.title,
      chapters.chapterOrder,
      details.detailOrder,
    )
    .having(
      sql`not coalesce(bool_or(${submissions.isCompleted}), false) and not coalesce(bool_or(${submissions.id} is not null and ${submissions.feedbackAt} is null), false)`,
    )
    .orderBy(enrolments.userId, chapters.lectureId, chapters.chapterOrder, details.detailOrder);
}

/** Questions asked in the week: titles and whether they are answered, never their content. */
async function askedQuestions(db: Reader, ids: number[], lectureIds: number[], week: SeoulWeek) {
  return db
    .select({
      userId: questions.userId,
      questionId: questions.id,
      lectureId: questions.lectureId,
      title: questions.title,
      askedAt: questions.createdAt,
      answered: sql<boolean>`${questions.waitingSince} is null`,
    })
    .from(questions)
    .where(
      and(
        inArray(questions.userId, ids),
        inArray(questions.lectureId, lectureIds),
        gte(questions.createdAt, at(week.from)),
        lt(questions.createdAt, at(week.to)),
      ),
    )
    .orderBy(questions.userId, questions.createdAt);
}

/** Groups rows by their student. */
function byStudent<T extends { userId: number }>(rows: T[]) {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.userId);
    if (list) list.push(row);
    else grouped.set(row.userId, [row]);
  }
  return grouped;
}

/**
 * The week of each student given (in their order), as StudentOverview. A teacher's scope keeps only
 * their own lectures (and what happened in them); the study days are the student's whole days.
 */
export async function weekSummaries(
  db: Reader,
  students: { id: number; name: string }[],
  week: SeoulWeek,
  scope: ReportScope = {},
): Promise<StudentOverview[]> {
  if (students.length === 0) return [];
  const now = scope.now ?? Date.now();
  const ids = students.map((student) => student.id);
  const enrolled = await weekEnrolments(db, ids, week, scope);
  const lectureIds = [...new Set(enrolled.map((row) => row.lectureId))];
  const titles = new Map(enrolled.map((row) => [row.lectureId, row.title]));
  const none = lectureIds.length === 0;
  // One after another: in a transaction they share one connection, which runs one at a time.
  const totals = none ? new Map<number, number>() : await lessonTotals(db, lectureIds);
  const done = none
    ? new Map<string, { byEnd: number; inWeek: number }>()
    : await completions(db, ids, lectureIds, week);
  const watchedMs = await watched(db, ids, week);
  const dayRows = await days(db, ids, week);
  const quizRows = none ? [] : await quizResults(db, ids, lectureIds, week);
  const submitted = none ? [] : await weekSubmissions(db, ids, lectureIds, week);
  const owedRows = none ? [] : await owed(db, ids, lectureIds, now);
  const asked = none ? [] : await askedQuestions(db, ids, lectureIds, week);
  const grouped = {
    enrolled: byStudent(enrolled),
    days: byStudent(dayRows),
    quizzes: byStudent(quizRows),
    submitted: byStudent(submitted),
    owed: byStudent(owedRows),
    asked: byStudent(asked),
  };
  const title = (lectureId: number) => titles.get(lectureId) ?? '';
  return students.map((student): StudentOverview => {
    const lectureRows = (grouped.enrolled.get(student.id) ?? []).map((row) => {
      const key = `${student.id}:${row.lectureId}`;
      const counts = done.get(key);
      const total = totals.get(row.lectureId) ?? 0;
      const completed = counts?.byEnd ?? 0;
      return {
        lectureId: row.lectureId,
        title: row.title,
        progressRate: progressRate(completed, total),
        completedLessons: completed,
        totalLessons: total,
        expireDaysLeft: enrolmentOpen(row, now) ? enrolmentDaysLeft(row, now) : 0,
        watchedSeconds: Math.floor((watchedMs.get(key) ?? 0) / 1000),
        lessonsInWeek: counts?.inWeek ?? 0,
      };
    });
    const shown = new Set(lectureRows.map((row) => row.lectureId));
    return {
      student,
      week: { start: week.start, end: week.end },
      studyDays: (grouped.days.get(student.id) ?? []).map((row) => row.day),
      watchedSeconds: lectureRows.reduce((sum, row) => sum + row.watchedSeconds, 0),
      lessonsCompleted: lectureRows.reduce((sum, row) => sum + row.lessonsInWeek, 0),
      lectures: lectureRows.map(({ lessonsInWeek: _, ...row }) => row),
      quizzes: (grouped.quizzes.get(student.id) ?? [])
        .filter((row) => shown.has(row.lectureId))
        .map((row) => ({
          detailId: row.detailId,
          lectureTitle: title(row.lectureId),
          detailTitle: row.detailTitle,
          bestScore: row.best ?? 0,
          attempts: row.attempts,
          passed: (row.best ?? 0) >= row.passScore,
        })),
      submitted: (grouped.submitted.get(student.id) ?? [])
        .filter((row) => shown.has(row.lectureId))
        .map((row) => ({
          detailId: row.detailId,
          lectureTitle: title(row.lectureId),
          detailTitle: row.detailTitle,
          submittedAt: iso(row.submittedAt),
          feedback: row.feedbackAt ? row.feedback : null,
          passed: row.feedbackAt ? row.isCompleted : null,
        })),
      outstanding: (grouped.owed.get(student.id) ?? [])
        .filter((row) => shown.has(row.lectureId))
        .map((row) => ({
          detailId: row.detailId,
          lectureTitle: title(row.lectureId),
          detailTitle: row.detailTitle,
          resubmit: row.resubmit,
        })),
      questions: (grouped.asked.get(student.id) ?? [])
        .filter((row) => shown.has(row.lectureId))
        .map((row) => ({
          questionId: row.questionId,
          lectureTitle: title(row.lectureId),
          title: row.title,
          askedAt: iso(row.askedAt),
          answered: row.answered,
        })),
    };
  });
}
