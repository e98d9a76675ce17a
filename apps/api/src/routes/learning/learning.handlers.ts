// The classroom's panels from real activity (docs/product/learning.md: 대시보드, 내 강의, 학습 진도, 퀴즈, 성취,
// 설정), always the caller's own. Completion follows docs/product/learning.md (lib/completion.ts)
// everywhere.
import type {
  LearningDashboard,
  LearningLecture,
  LearningSettings,
  LectureProgress,
} from '@academy/api-client/contract';
import type * as v from 'valibot';
import type { LearningQuiz } from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import type { AppServices, AuthUser } from '../../app-env.ts';
import { completedLessons, progressRate } from '../../lib/completion.ts';
import { changeContent } from '../../lib/content-cache.ts';
import { notFound } from '../../lib/errors.ts';
import { assertLearns, enrolmentDaysLeft, iso, managedLecture } from '../../lib/lecture-access.ts';
import { activePausesByLecture } from '../pauses/pauses.handlers.ts';
import { resumePoint } from '../watch/watch.handlers.ts';
import * as q from './learning.queries.ts';

const RECENT = 5;

type Lesson = Awaited<ReturnType<typeof q.lessons>>[number];
const seconds = (ms: number) => Math.round(ms / 100) / 10;
const latest = (...dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>((best, date) => (date && (!best || date > best) ? date : best), null);

export function groupBy<T, K>(rows: T[], key: (row: T) => K) {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

function lectureSummaries(
  data: Awaited<ReturnType<typeof q.activityOf>>,
  paused: Map<number, { endsAt: Date }> = new Map(),
  now = Date.now(),
): LearningLecture[] {
  const lessonsOf = groupBy(data.lessonRows, (lesson) => lesson.lectureId);
  const lectureOf = new Map(data.lessonRows.map((lesson) => [lesson.detailId, lesson.lectureId]));
  const lastStudied = new Map<number, Date>();
  const touch = (detailId: number, at: Date) => {
    const lectureId = lectureOf.get(detailId);
    if (lectureId === undefined) return;
    lastStudied.set(lectureId, latest(lastStudied.get(lectureId), at)!);
  };
  for (const row of data.watches) touch(row.detailId, row.updatedAt);
  for (const row of data.attempts) touch(row.detailId, row.createdAt);
  for (const row of data.submissions) touch(row.detailId, row.submittedAt);
  const enrolmentOf = new Map(data.enrolments.map((row) => [row.lectureId, row]));

  return data.lectureRows.map((lecture) => {
    const list = lessonsOf.get(lecture.id) ?? [];
    const completed = list.filter((lesson) => data.done.has(lesson.detailId)).length;
    const next = list.find((lesson) => !data.done.has(lesson.detailId)) ?? null;
    const studied = lastStudied.get(lecture.id);
    const enrolment = enrolmentOf.get(lecture.id)!;
    const pause = paused.get(lecture.id);
    return {
      lectureId: lecture.id,
      lectureTitle: lecture.title,
      teacherName: lecture.teacherName,
      progressRate: progressRate(completed, list.length),
      completedLessons: completed,
      totalLessons: list.length,
      // while paused the days left stand still: counted from the pause's end
      expireDaysLeft: enrolmentDaysLeft(enrolment, pause ? pause.endsAt.getTime() : now),
      nextDetailId: next?.detailId ?? null,
      nextDetailTitle: next?.detailTitle ?? null,
      lastStudiedAt: studied ? iso(studied) : null,
      enrolmentId: enrolment.id,
      pausedUntil: pause ? iso(pause.endsAt) : null,
    };
  });
}

/** 내 강의: every lecture the student reads, the ones studied most recently first. */
export async function myLectures(deps: AppServices, user: AuthUser) {
  const { db } = deps.database;
  const [data, paused] = await Promise.all([
    q.activityOf(db, user.id),
    activePausesByLecture(db, user.id),
  ]);
  const list = lectureSummaries(data, paused);
  return list.sort((a, b) => (b.lastStudiedAt ?? '').localeCompare(a.lastStudiedAt ?? ''));
}

export async function dashboard(deps: AppServices, user: AuthUser): Promise<LearningDashboard> {
  const { db } = deps.database;
  const [data, paused] = await Promise.all([
    q.activityOf(db, user.id),
    activePausesByLecture(db, user.id),
  ]);
  const [answered, notices] = await Promise.all([
    q.recentAnswers(db, user.id, RECENT),
    q.latestNotices(db, RECENT),
  ]);
  const lectures = lectureSummaries(data, paused).sort((a, b) =>
    (b.lastStudiedAt ?? '').localeCompare(a.lastStudiedAt ?? ''),
  );
  const lessonById = new Map(data.lessonRows.map((lesson) => [lesson.detailId, lesson]));
  const lectureTitle = new Map(data.lectureRows.map((lecture) => [lecture.id, lecture.title]));
  const titleOfDetail = (detailId: number) =>
    lectureTitle.get(lessonById.get(detailId)?.lectureId ?? 0) ?? '';

  const lastWatch = data.watches.find((row) => lessonById.has(row.detailId));
  const lastLesson = lastWatch ? lessonById.get(lastWatch.detailId)! : null;

  // The latest attempt per assignment lesson decides what it waits for.
  const latestByDetail = new Map<number, (typeof data.submissions)[number]>();
  for (const row of data.submissions)
    if (!latestByDetail.has(row.detailId)) latestByDetail.set(row.detailId, row);
  const started = new Set(lectures.filter((l) => l.lastStudiedAt).map((l) => l.lectureId));
  const due = (type: string) => (lesson: Lesson) =>
    lesson.type === type && started.has(lesson.lectureId) && !data.done.has(lesson.detailId);
  const toSubmit = data.lessonRows.filter((lesson) => {
    if (!due('OTHER')(lesson)) return false;
    const last = latestByDetail.get(lesson.detailId);
    return !last || (last.feedbackAt !== null && !last.isCompleted);
  });
  const dueItem = (lesson: Lesson) => ({
    lectureId: lesson.lectureId,
    lectureTitle: lectureTitle.get(lesson.lectureId) ?? '',
    detailId: lesson.detailId,
    detailTitle: lesson.detailTitle,
  });

  return {
    continueLesson:
      lastWatch && lastLesson
        ? {
            lectureId: lastLesson.lectureId,
            lectureTitle: lectureTitle.get(lastLesson.lectureId) ?? '',
            detailId: lastLesson.detailId,
            detailTitle: lastLesson.detailTitle,
            resumeAt: resumePoint(lastWatch.lastPositionMs, lastWatch.durationMs),
            watchedRate: Math.min(
              100,
              Math.floor((lastWatch.watchedMs / lastWatch.durationMs) * 100),
            ),
            updatedAt: iso(lastWatch.updatedAt),
          }
        : null,
    lectures,
    assignmentsToSubmit: toSubmit.slice(0, 10).map(dueItem),
    quizzesToTake: data.lessonRows.filter(due('QUIZ')).slice(0, 10).map(dueItem),
    assignmentsAwaitingFeedback: data.submissions
      .filter((row) => row.feedbackAt === null && lessonById.has(row.detailId))
      .map((row) => ({
        submissionId: row.id,
        lectureTitle: titleOfDetail(row.detailId),
        detailId: row.detailId,
        detailTitle: lessonById.get(row.detailId)!.detailTitle,
        submittedAt: iso(row.submittedAt),
      })),
    recentFeedback: data.submissions
      .filter((row) => row.feedbackAt !== null && row.feedback && lessonById.has(row.detailId))
      .sort((a, b) => b.feedbackAt!.getTime() - a.feedbackAt!.getTime())
      .slice(0, RECENT)
      .map((row) => ({
        submissionId: row.id,
        lectureTitle: titleOfDetail(row.detailId),
        detailId: row.detailId,
        detailTitle: lessonById.get(row.detailId)!.detailTitle,
        feedback: row.feedback!,
        isCompleted: row.isCompleted,
        feedbackAt: iso(row.feedbackAt!),
      })),
    recentAnswers: answered.map((row) => ({
      questionId: row.questionId,
      lectureTitle: lectureTitle.get(row.lectureId) ?? '',
      title: row.title,
      answeredAt: iso(row.answeredAt),
    })),
    notices: notices.map((row) => ({ ...row, publishAt: iso(row.publishAt) })),
  };
}

/** 학습 진도: status, watched time and last watched of every lesson of a lecture. */
export async function lectureProgress(
  deps: AppServices,
  user: AuthUser,
  lectureId: number,
): Promise<LectureProgress> {
  const { db } = deps.database;
  const lecture = (await q.allLectures(db, [lectureId])).find((row) => row.id === lectureId);
  if (!lecture) throw notFound(validation.lecture.notFound);
  await assertLearns(db, user, lecture);
  const [chapterRows, lessonRows, done, watches, attempts] = await Promise.all([
    q.chaptersOf(db, lectureId),
    q.lessons(db, lectureId),
    completedLessons(db, user.id, [lectureId]),
    q.watchRows(db, user.id),
    q.attemptRows(db, user.id),
  ]);
  const watchOf = new Map(watches.map((row) => [row.detailId, row]));
  const best = new Map<number, number>();
  for (const row of attempts)
    best.set(row.detailId, Math.max(best.get(row.detailId) ?? 0, row.score));
  const byChapter = groupBy(lessonRows, (lesson) => lesson.chapterId);
  const view = (lesson: Lesson) => {
    const watch = watchOf.get(lesson.detailId);
    const completedAt = done.get(lesson.detailId) ?? null;
    const begun = !!watch || best.has(lesson.detailId);
    return {
      detailId: lesson.detailId,
      detailTitle: lesson.detailTitle,
      type: lesson.type,
      status: completedAt ? 'COMPLETED' : begun ? 'IN_PROGRESS' : 'NOT_STARTED',
      watchedSeconds: watch ? seconds(watch.watchedMs) : 0,
      durationSeconds: watch ? seconds(watch.durationMs) : null,
      lastWatchedAt: watch ? iso(watch.updatedAt) : null,
      bestScore: best.get(lesson.detailId) ?? null,
      completedAt: completedAt ? iso(completedAt) : null,
    } as const;
  };
  return {
    lectureId,
    lectureTitle: lecture.title,
    progressRate: progressRate(
      lessonRows.filter((lesson) => done.has(lesson.detailId)).length,
      lessonRows.length,
    ),
    completionThreshold: lecture.completionThreshold,
    chapters: chapterRows.map((chapter) => ({
      ...chapter,
      details: (byChapter.get(chapter.chapterId) ?? []).map(view),
    })),
  };
}

/** 퀴즈: every quiz lesson with the student's attempts and best score. */
export async function myQuizzes(
  deps: AppServices,
  user: AuthUser,
): Promise<v.InferOutput<typeof LearningQuiz>[]> {
  const { db } = deps.database;
  const enrolments = await q.enrolmentRows(db, user.id);
  const ids = [...new Set(enrolments.map((row) => row.lectureId))];
  const [lectureRows, lessonRows, done, attempts] = await Promise.all([
    q.allLectures(db, ids),
    q.lessons(db, ids),
    completedLessons(db, user.id),
    q.attemptRows(db, user.id),
  ]);
  const lectureTitle = new Map(lectureRows.map((lecture) => [lecture.id, lecture.title]));
  const attemptsOf = groupBy(attempts, (row) => row.detailId);
  const enrolled = new Set(enrolments.map((row) => row.lectureId));
  return lessonRows
    .filter((lesson) => lesson.type === 'QUIZ' && enrolled.has(lesson.lectureId))
    .map((lesson) => {
      const mine = attemptsOf.get(lesson.detailId) ?? [];
      return {
        lectureId: lesson.lectureId,
        lectureTitle: lectureTitle.get(lesson.lectureId) ?? '',
        detailId: lesson.detailId,
        detailTitle: lesson.detailTitle,
        passScore: lesson.passScore,
        attemptCount: mine.length,
        bestScore: mine.length ? Math.max(...mine.map((row) => row.score)) : null,
        lastAttemptAt: mine.length ? iso(mine.at(-1)!.createdAt) : null,
        isCompleted: done.has(lesson.detailId),
      };
    });
}

export async function readSettings(deps: AppServices, user: AuthUser): Promise<LearningSettings> {
  return q.settingsOf(deps.database.db, user.id);
}

export async function writeSettings(
  deps: AppServices,
  user: AuthUser,
  values: { playbackRate?: number; autoplayNext?: boolean; captionLang?: 'ko' | 'ja' | null },
): Promise<LearningSettings> {
  await q.saveSettings(deps.database.db, user.id, values);
  return q.settingsOf(deps.database.db, user.id);
}

export async function updateCompletionThreshold(
  deps: AppServices,
  user: AuthUser,
  lectureId: number,
  completionThreshold: number,
) {
  const { db } = deps.database;
  await managedLecture(db, user, lectureId);
  // A content change: watch reports read the threshold from the content cache (watch.queries.ts).
  await changeContent(deps, 'lectures', (tx) =>
    q.setCompletionThreshold(tx, lectureId, completionThreshold),
  );
  return { lectureId, completionThreshold };
}
