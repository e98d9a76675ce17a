// Reads behind the classroom's panels, all for one student: lectures with their lessons in outline
// order, their watch rows, attempts, submissions, answers, study days and settings; and what the
// dashboard and 내 강의 read together (activityOf).
import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderLines } from '../../db/schema/commerce.ts';
import { answers, enrolments, questions, submissions } from '../../db/schema/learning.ts';
import { chapters, details, lectures } from '../../db/schema/lectures.ts';
import { notices } from '../../db/schema/notices.ts';
import {
  learningSettings,
  quizAttempts,
  studyDays,
  watchProgress,
} from '../../db/schema/progress.ts';
import { users } from '../../db/schema/users.ts';
import { completedLessons } from '../../lib/completion.ts';

type Reader = Pick<Database, 'select'>;

/**
 * The lectures a student may study (of `ids` only: a student's panels read their own lectures,
 * never the whole academy's).
 */
export async function allLectures(db: Reader, ids?: number[]) {
  if (ids?.length === 0) return [];
  return (
    db
      .select({
        id: lectures.id,
        title: lectures.title,
        period: lectures.period,
        completionThreshold: lectures.completionThreshold,
        teacherId: lectures.teacherId,
        status: lectures.status,
        teacherName: users.name,
      })
      .from(lectures)
      .innerJoin(users, eq(users.id, lectures.teacherId))
      // Nobody studies a draft (docs/decisions/018-staff-authoring.md)
      .where(and(ne(lectures.status, 'DRAFT'), ids ? inArray(lectures.id, ids) : undefined))
      .orderBy(asc(lectures.id))
  );
}

/** The lectures these lessons belong to. */
export async function lecturesOfLessons(db: Reader, detailIds: number[]) {
  if (detailIds.length === 0) return [];
  const rows = await db
    .select({ lectureId: chapters.lectureId })
    .from(details)
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .where(inArray(details.id, [...new Set(detailIds)]))
    .groupBy(chapters.lectureId);
  return rows.map((row) => row.lectureId);
}

/** Every lesson with its chapter, in outline order (of one lecture, of some, or all). */
export async function lessons(db: Reader, lectureId?: number | number[]) {
  if (Array.isArray(lectureId) && lectureId.length === 0) return [];
  return db
    .select({
      lectureId: chapters.lectureId,
      chapterId: chapters.id,
      chapterTitle: chapters.title,
      detailId: details.id,
      detailTitle: details.title,
      type: details.type,
      passScore: details.passScore,
    })
    .from(details)
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .where(
      lectureId === undefined
        ? undefined
        : Array.isArray(lectureId)
          ? inArray(chapters.lectureId, lectureId)
          : eq(chapters.lectureId, lectureId),
    )
    .orderBy(
      asc(chapters.lectureId),
      asc(chapters.chapterOrder),
      asc(chapters.id),
      asc(details.detailOrder),
      asc(details.id),
    );
}

/** The chapters of a lecture (a chapter may have no lessons yet). */
export async function chaptersOf(db: Reader, lectureId: number) {
  return db
    .select({ chapterId: chapters.id, chapterTitle: chapters.title })
    .from(chapters)
    .where(eq(chapters.lectureId, lectureId))
    .orderBy(asc(chapters.chapterOrder), asc(chapters.id));
}

export async function watchRows(db: Reader, userId: number) {
  return db
    .select({
      detailId: watchProgress.detailId,
      watchedMs: watchProgress.watchedMs,
      durationMs: watchProgress.durationMs,
      lastPositionMs: watchProgress.lastPositionMs,
      updatedAt: watchProgress.updatedAt,
    })
    .from(watchProgress)
    .where(eq(watchProgress.userId, userId))
    .orderBy(desc(watchProgress.updatedAt));
}

export async function attemptRows(db: Reader, userId: number) {
  return db
    .select({
      detailId: quizAttempts.detailId,
      score: quizAttempts.score,
      createdAt: quizAttempts.createdAt,
    })
    .from(quizAttempts)
    .where(eq(quizAttempts.userId, userId))
    .orderBy(asc(quizAttempts.createdAt), asc(quizAttempts.id));
}

export async function submissionRows(db: Reader, userId: number) {
  return db
    .select()
    .from(submissions)
    .where(eq(submissions.userId, userId))
    .orderBy(desc(submissions.submittedAt), desc(submissions.id));
}

export async function enrolmentRows(db: Reader, userId: number) {
  return db
    .select({
      id: enrolments.id,
      lectureId: enrolments.lectureId,
      status: enrolments.status,
      startsAt: enrolments.startsAt,
      endsAt: enrolments.endsAt,
    })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, userId),
        // a lecture refunded has left the classroom (docs/product/refunds.md); bought again, its
        // enrolment is ACTIVE again and back
        sql`not (${enrolments.status} = 'ENDED' and exists (
          select 1 from ${orderLines} where ${orderLines.enrolmentId} = ${enrolments.id}
            and ${orderLines.status} = 'REFUNDED'))`,
      ),
    );
}

export async function recentAnswers(db: Reader, userId: number, limit: number) {
  return db
    .select({
      questionId: questions.id,
      lectureId: questions.lectureId,
      title: questions.title,
      answeredAt: answers.createdAt,
    })
    .from(questions)
    .innerJoin(answers, eq(answers.questionId, questions.id))
    .where(eq(questions.userId, userId))
    .orderBy(desc(answers.createdAt))
    .limit(limit);
}

/** The newest notices already public: a scheduled one waits for its publish time, as on the
 * public list (docs/product/screens.md), and is dated by it. */
export async function latestNotices(db: Reader, limit: number) {
  return db
    .select({ noticeId: notices.id, title: notices.title, publishAt: notices.publishAt })
    .from(notices)
    .where(lte(notices.publishAt, sql`now()`))
    .orderBy(desc(notices.publishAt), desc(notices.id))
    .limit(limit);
}

export async function studyDayRows(db: Reader, userId: number) {
  const rows = await db
    .select({ day: studyDays.day })
    .from(studyDays)
    .where(eq(studyDays.userId, userId))
    .orderBy(asc(studyDays.day));
  return rows.map((row) => row.day);
}

export async function settingsOf(db: Reader, userId: number) {
  const [row] = await db
    .select({
      playbackRate: learningSettings.playbackRate,
      autoplayNext: learningSettings.autoplayNext,
      captionLang: learningSettings.captionLang,
    })
    .from(learningSettings)
    .where(eq(learningSettings.userId, userId));
  return row ?? { playbackRate: 1, autoplayNext: true, captionLang: null };
}

export async function saveSettings(
  db: Pick<Database, 'insert'>,
  userId: number,
  values: { playbackRate?: number; autoplayNext?: boolean; captionLang?: 'ko' | 'ja' | null },
) {
  await db
    .insert(learningSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: learningSettings.userId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

export async function setCompletionThreshold(
  db: Pick<Database, 'update'>,
  lectureId: number,
  completionThreshold: number,
) {
  await db.update(lectures).set({ completionThreshold }).where(eq(lectures.id, lectureId));
}

/** Everything the dashboard and 내 강의 need, read once. */
export async function activityOf(db: Reader, userId: number) {
  // docs/product/learning.md: a student's panels show the lectures they are enrolled in (ended ones
  // too, with 0 days left), not every lecture: only those lectures and their lessons are read.
  const enrolledIn = await enrolmentRows(db, userId);
  const ids = [...new Set(enrolledIn.map((row) => row.lectureId))];
  const [lectureRows, lessonRows, done, watches, attempts, submitted] = await Promise.all([
    allLectures(db, ids),
    lessons(db, ids),
    completedLessons(db, userId),
    watchRows(db, userId),
    attemptRows(db, userId),
    submissionRows(db, userId),
  ]);
  return {
    lectureRows,
    lessonRows,
    done,
    watches,
    attempts,
    submissions: submitted,
    enrolments: enrolledIn,
  };
}
