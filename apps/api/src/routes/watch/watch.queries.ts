// The watch_progress row of one student and lesson, and the content facts a report is checked
// against. A report arrives every 10 s from every student watching: each route reads the
// student's state in one prepared statement (the lesson comes from the content cache) and a report
// writes its row in one more, outside a transaction (decision 017).
import { and, eq, sql } from 'drizzle-orm';
import type { AppServices } from '../../app-env.ts';
import { preparedFor, type Database } from '../../db/client.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { chapters, contents, details, lectures } from '../../db/schema/lectures.ts';
import { lessonCompletions, lessonOpens, watchProgress } from '../../db/schema/progress.ts';
import { users } from '../../db/schema/users.ts';
import { videos } from '../../db/schema/videos.ts';
import { cachedValue } from '../../lib/content-cache.ts';

const userId = sql.placeholder('userId');
const detailId = sql.placeholder('detailId');

/**
 * The lesson, its lecture and its video. Apart from the student's state below: PGlite plans every
 * statement anew, and two small joins plan in less time than one join of all seven tables.
 */
const lessonQuery = preparedFor((db: Database) =>
  db
    .select({
      detail: { id: details.id, type: details.type },
      lecture: {
        id: lectures.id,
        teacherId: lectures.teacherId,
        status: lectures.status,
        period: lectures.period,
        completionThreshold: lectures.completionThreshold,
      },
      videoId: contents.videoId,
      videoDuration: contents.videoDuration,
      /** the local host's reading of the file's own length (null on another host or unknown) */
      hostDurationMs: videos.durationMs,
    })
    .from(details)
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .innerJoin(lectures, eq(lectures.id, chapters.lectureId))
    .leftJoin(contents, eq(contents.detailId, details.id))
    .leftJoin(videos, eq(videos.id, contents.videoId))
    .where(eq(details.id, detailId))
    .limit(1)
    .prepare('watch_lesson'),
);

/**
 * A lesson with its lecture and video (null: no such lesson). Every report and resume read asks,
 * and these facts change only through content writes, which announce the `lectures` area: so it
 * is kept in the content cache (one statement less per report).
 */
export function watchedLesson(deps: Pick<AppServices, 'database'>, detail: number) {
  return cachedValue(deps, 'lectures', `watch-lesson:${detail}`, async () => {
    const [row] = await lessonQuery(deps.database.db).execute({ detailId: detail });
    return row ?? null;
  });
}

/**
 * The student's enrolment in the lecture, whether the lesson is completed, and their row with its
 * version (the row's xmin: it changes with every write, so a save can tell the row is still as
 * read).
 */
const studentQuery = preparedFor((db: Database) =>
  db
    .select({
      enrolment: {
        status: enrolments.status,
        startsAt: enrolments.startsAt,
        endsAt: enrolments.endsAt,
      },
      completedAt: lessonCompletions.completedAt,
      openedAt: lessonOpens.openedAt,
      row: {
        intervals: watchProgress.intervals,
        watchedMs: watchProgress.watchedMs,
        durationMs: watchProgress.durationMs,
        lastPositionMs: watchProgress.lastPositionMs,
        positionAt: watchProgress.positionAt,
        creditOpenedAt: watchProgress.creditOpenedAt,
        creditedMs: watchProgress.creditedMs,
        updatedAt: watchProgress.updatedAt,
      },
      version: sql<string | null>`${watchProgress}.xmin::text`,
    })
    .from(users)
    .leftJoin(
      enrolments,
      and(eq(enrolments.userId, users.id), eq(enrolments.lectureId, sql.placeholder('lectureId'))),
    )
    .leftJoin(
      lessonCompletions,
      and(eq(lessonCompletions.userId, users.id), eq(lessonCompletions.detailId, detailId)),
    )
    .leftJoin(
      lessonOpens,
      and(eq(lessonOpens.userId, users.id), eq(lessonOpens.detailId, detailId)),
    )
    .leftJoin(
      watchProgress,
      and(eq(watchProgress.userId, users.id), eq(watchProgress.detailId, detailId)),
    )
    .where(eq(users.id, userId))
    .limit(1)
    .prepare('watch_student'),
);

/** What the student has of a lesson: enrolment, completion and row (each null without one). */
export async function studentWatching(
  db: Database,
  user: number,
  lesson: { detailId: number; lectureId: number },
) {
  const [row] = await studentQuery(db).execute({ userId: user, ...lesson });
  return row ?? { enrolment: null, completedAt: null, openedAt: null, row: null, version: null };
}

export type WatchRowValues = {
  intervals: number[];
  watchedMs: number;
  durationMs: number;
  lastPositionMs: number;
  positionAt: Date;
  creditOpenedAt: Date | null;
  creditedMs: number;
};

const insertRowQuery = preparedFor((db: Database) =>
  db
    .insert(watchProgress)
    .values({
      userId,
      detailId,
      intervals: sql.placeholder('intervals'),
      watchedMs: sql.placeholder('watchedMs'),
      durationMs: sql.placeholder('durationMs'),
      lastPositionMs: sql.placeholder('lastPositionMs'),
      positionAt: sql.placeholder('positionAt'),
      creditOpenedAt: sql.placeholder('creditOpenedAt'),
      creditedMs: sql.placeholder('creditedMs'),
    })
    .onConflictDoNothing({ target: [watchProgress.userId, watchProgress.detailId] })
    .returning({ updatedAt: watchProgress.updatedAt })
    .prepare('watch_row_insert'),
);

const updateRowQuery = preparedFor((db: Database) =>
  db
    .update(watchProgress)
    .set({
      intervals: sql`${sql.placeholder('intervals')}`,
      watchedMs: sql`${sql.placeholder('watchedMs')}`,
      durationMs: sql`${sql.placeholder('durationMs')}`,
      lastPositionMs: sql`${sql.placeholder('lastPositionMs')}`,
      positionAt: sql`${sql.placeholder('positionAt')}`,
      creditOpenedAt: sql`${sql.placeholder('creditOpenedAt')}`,
      creditedMs: sql`${sql.placeholder('creditedMs')}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(watchProgress.userId, userId),
        eq(watchProgress.detailId, detailId),
        sql`${watchProgress}.xmin = ${sql.placeholder('version')}::text::xid`,
      ),
    )
    .returning({ updatedAt: watchProgress.updatedAt })
    .prepare('watch_row_update'),
);

/**
 * Saves the merged row in one statement, unless another report wrote it since it was read
 * (`version` null: there was no row yet): then null, and the caller reads and merges again. Two
 * reports at once (the 10 s batch and a pagehide beacon) are merged one after the other, so
 * neither's intervals are lost.
 */
export async function saveWatchRow(
  db: Database,
  user: number,
  detail: number,
  version: string | null,
  values: WatchRowValues,
): Promise<Date | null> {
  const params = { userId: user, detailId: detail, ...values };
  const [saved] =
    version === null
      ? await insertRowQuery(db).execute(params)
      : await updateRowQuery(db).execute({ ...params, version });
  return saved?.updatedAt ?? null;
}

export async function completionOf(db: Pick<Database, 'select'>, user: number, detail: number) {
  const [row] = await db
    .select({ completedAt: lessonCompletions.completedAt })
    .from(lessonCompletions)
    .where(and(eq(lessonCompletions.userId, user), eq(lessonCompletions.detailId, detail)));
  return row?.completedAt ?? null;
}

/**
 * A student opened a lesson (the classroom's lesson read): from now on their reports may add
 * what could have played since (docs/decisions/037). A new opening starts a new allowance.
 */
export async function recordLessonOpen(
  db: Pick<Database, 'insert'>,
  user: number,
  detail: number,
  now = new Date(),
) {
  await db
    .insert(lessonOpens)
    .values({ userId: user, detailId: detail, openedAt: now })
    .onConflictDoUpdate({
      target: [lessonOpens.userId, lessonOpens.detailId],
      set: { openedAt: now },
    });
}
