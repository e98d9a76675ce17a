// Watch reports and the resume point (docs/decisions/017-watch-reports.md: watching is recorded,
// resume). A report's intervals are merged into the student's set for the lesson and saved only if
// no other report changed the row meanwhile (else merged again); the lesson completes when the
// unique seconds watched reach the lecture's threshold of a length staff or the video host gave.
// What reports add is bounded by the wall time since the lesson was opened (docs/decisions/037).
import {
  DURATION_TOLERANCE_SECONDS,
  MAX_PLAYBACK_RATE,
  WATCH_SLACK_SECONDS,
  WatchReportRequest,
  type WatchState,
} from '@academy/api-client/contract';
import { api } from '@academy/strings/api';
import * as validation from '@academy/strings/validation';
import type { AppServices, AuthUser } from '../../app-env.ts';
import { recordCompletion, recordStudyDay } from '../../lib/completion.ts';
import { ApiError, badRequest, notFound } from '../../lib/errors.ts';
import { clipNew, coveredMs, mergeIntervals, type Interval } from '../../lib/intervals.ts';
import { recordWatchedTime } from '../../lib/watch-days.ts';
import { assertLearns, assertMayRecordLearning, iso } from '../../lib/lecture-access.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { keepProgress, touchActivity } from '../../lib/enrolment-progress.ts';
import {
  completionOf,
  saveWatchRow,
  studentWatching,
  watchedLesson,
  type WatchRowValues,
} from './watch.queries.ts';

const m = validation.learning;
const TOLERANCE_MS = DURATION_TOLERANCE_SECONDS * 1000;
const SLACK_MS = WATCH_SLACK_SECONDS * 1000;

/**
 * How many new watched milliseconds the student's reports may still add (docs/decisions/037): the
 * wall time since they opened the lesson at the fastest speed plus a slack, less what reports
 * since that opening added. Without an opening only the slack.
 */
export function watchAllowance(
  openedAt: Date | null,
  row: { creditOpenedAt: Date | null; creditedMs: number } | null,
  now: Date,
) {
  const sameOpening = (row?.creditOpenedAt?.getTime() ?? null) === (openedAt?.getTime() ?? null);
  const credited = row && sameOpening ? row.creditedMs : 0;
  const elapsed = openedAt ? Math.max(0, now.getTime() - openedAt.getTime()) : 0;
  return { allowanceMs: Math.max(0, elapsed * MAX_PLAYBACK_RATE + SLACK_MS - credited), credited };
}
/** Stopped this close to the end: the next visit starts from the beginning. */
const RESUME_END_MARGIN_SECONDS = 10;
/** The margin is at most this share of the video, so a short clip still resumes where it stopped. */
const RESUME_SHARE = 0.1;

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/**
 * Where the next visit starts: exactly where the student stopped (docs/decisions/041). No rewind:
 * the player seeks there before anything plays, and a rewound point, once reported back, moved
 * the resume point back a few seconds with every visit.
 */
export function resumePoint(lastPositionMs: number, durationMs: number) {
  const margin = Math.min(RESUME_END_MARGIN_SECONDS * 1000, durationMs * RESUME_SHARE);
  if (lastPositionMs >= durationMs - margin) return 0;
  return seconds(lastPositionMs);
}

function watchState(
  detailId: number,
  completionThreshold: number,
  row: (WatchRowValues & { updatedAt: Date }) | null,
  completedAt: Date | null,
): WatchState {
  return {
    lectureDetailId: detailId,
    durationSeconds: row ? seconds(row.durationMs) : null,
    watchedSeconds: row ? seconds(row.watchedMs) : 0,
    watchedRate: row ? Math.min(100, Math.floor((row.watchedMs / row.durationMs) * 100)) : 0,
    lastPosition: row ? seconds(row.lastPositionMs) : 0,
    resumeAt: row ? resumePoint(row.lastPositionMs, row.durationMs) : 0,
    completionThreshold,
    isCompleted: completedAt !== null,
    completedAt: completedAt ? iso(completedAt) : null,
    updatedAt: row ? iso(row.updatedAt) : null,
  };
}

const isVideo = (type: string) => type === 'VIDEO' || type === 'LIVE';
/** Reports of one student racing for their row: each lost race means another report was saved. */
const MAX_ATTEMPTS = 10;

/** POST /api/lectures/watch (the body already parsed from JSON, whatever its content type). */
export async function reportWatching(
  deps: AppServices,
  user: AuthUser,
  body: unknown,
  now = new Date(),
): Promise<WatchState> {
  const report = parseOrThrow(WatchReportRequest, body);
  const { db } = deps.database;
  const reportedMs = Math.round(report.duration * 1000);
  const added: Interval[] = report.intervals.map(([start, end]) => [
    Math.floor(start * 1000),
    Math.ceil(end * 1000),
  ]);
  // The report's time orders positions; a clock ahead of ours counts as now.
  const reportAt = new Date(Math.min(report.sentAt ?? now.getTime(), now.getTime()));

  const lesson = await watchedLesson(deps, report.lectureDetailId);
  if (!lesson) throw notFound(validation.detail.notFound);
  const { detail, lecture } = lesson;
  if (!isVideo(detail.type)) throw badRequest(m.notVideo);
  // The length staff gave, else the one the video host read from the file; never the client's.
  const knownMs =
    lesson.videoDuration !== null ? lesson.videoDuration * 1000 : lesson.hostDurationMs;

  const read = () => studentWatching(db, user.id, { detailId: detail.id, lectureId: lecture.id });
  let mine = await read();
  await assertMayRecordLearning(db, user, lecture, mine.enrolment);
  if (!lesson.videoId) throw badRequest(m.noVideo);

  for (let attempt = 1; ; attempt += 1) {
    const stored = mine.row ?? {
      intervals: [],
      watchedMs: 0,
      durationMs: knownMs ?? reportedMs,
      lastPositionMs: 0,
      positionAt: new Date(0),
      creditOpenedAt: null,
      creditedMs: 0,
    };
    // The known length wins; otherwise the one the first report gave stays for showing the
    // student where they are (it never completes the lesson), and a player reporting another
    // length is playing something else (a replaced video, a forged body).
    const durationMs = knownMs ?? stored.durationMs;
    if (knownMs === null && Math.abs(durationMs - reportedMs) > TOLERANCE_MS) {
      throw badRequest(m.durationMismatch, { field: 'duration' });
    }
    if (added.some(([, end]) => end > durationMs + TOLERANCE_MS)) {
      throw badRequest(m.intervalOutside, { field: 'intervals' });
    }
    if (report.position * 1000 > durationMs + TOLERANCE_MS) {
      throw badRequest(m.positionInvalid, { field: 'position' });
    }
    const positionMs = Math.min(Math.round(report.position * 1000), durationMs);
    const merged = mergeIntervals(stored.intervals, added, durationMs);
    const storedMs = coveredMs(stored.intervals);
    const { allowanceMs, credited } = watchAllowance(mine.openedAt, mine.row, now);
    // More than could have played since the lesson was opened: the excess is not counted (a
    // real player never reports it, so this is no error).
    const intervals =
      coveredMs(merged) - storedMs > allowanceMs
        ? clipNew(stored.intervals, merged, allowanceMs)
        : merged;
    const watchedMs = coveredMs(intervals);
    const clippedMs = coveredMs(merged) - watchedMs;
    const newer = reportAt >= stored.positionAt;
    const saved = {
      intervals,
      watchedMs,
      durationMs,
      lastPositionMs: newer ? positionMs : stored.lastPositionMs,
      positionAt: newer ? reportAt : stored.positionAt,
      creditOpenedAt: mine.openedAt,
      creditedMs: credited + (watchedMs - storedMs),
    };
    const updatedAt = await saveWatchRow(db, user.id, detail.id, mine.version, saved);
    if (!updatedAt) {
      // Never seen: the player keeps an unanswered report and sends it again.
      if (attempt === MAX_ATTEMPTS) {
        throw new ApiError(503, 'SERVICE_UNAVAILABLE', api.common.unavailable);
      }
      mine = await read(); // another report of theirs came first: merge into what it saved
      continue;
    }

    // Completion is recorded after the row (insert-only, so a report that fails in between is
    // resent by the player and records it then).
    let completedAt = mine.completedAt;
    const reached = watchedMs * 100 >= lecture.completionThreshold * durationMs;
    if (!completedAt && knownMs !== null && reached) {
      const recorded = await recordCompletion(db, user.id, detail.id, 'WATCHED');
      completedAt = recorded ?? (await completionOf(db, user.id, detail.id));
      // the enrolment's kept progress: recounted with the completion (and this watch's time)
      if (recorded) await keepProgress(db, { userId: user.id, lectureId: lecture.id });
      else await touchActivity(db, user.id, lecture.id, detail.id);
    } else {
      // the enrolment's last activity moves to this report (docs/decisions/048)
      await touchActivity(db, user.id, lecture.id, detail.id);
    }
    if (watchedMs > stored.watchedMs) {
      await recordStudyDay(db, user.id, now);
      await recordWatchedTime(db, user.id, lecture.id, watchedMs - stored.watchedMs, now);
    }
    return {
      ...watchState(detail.id, lecture.completionThreshold, { ...saved, updatedAt }, completedAt),
      clippedSeconds: seconds(clippedMs),
    };
  }
}

/** GET /api/lectures/watch?lectureDetailId=: where to resume, on any device. */
export async function readWatchState(
  deps: AppServices,
  user: AuthUser,
  detailId: number,
): Promise<WatchState> {
  const { db } = deps.database;
  const lesson = await watchedLesson(deps, detailId);
  if (!lesson) throw notFound(validation.detail.notFound);
  // A VIDEO lesson, or a LIVE one's recording (docs/product/learning.md: watched as a video).
  if (!isVideo(lesson.detail.type)) throw badRequest(m.notVideo);
  const mine = await studentWatching(db, user.id, {
    detailId,
    lectureId: lesson.lecture.id,
  });
  await assertLearns(db, user, lesson.lecture, mine.enrolment);
  return watchState(detailId, lesson.lecture.completionThreshold, mine.row, mine.completedAt);
}
