// Watch reports and the resume point (issue 19: watching is recorded, resume). A report's
// intervals are merged into the student's set for the lesson inside one transaction holding the
// row's lock; the lesson completes when the unique seconds watched reach the lecture's threshold.
import {
  DURATION_TOLERANCE_SECONDS,
  WatchReportRequest,
  type WatchState,
} from '@academy/api-client/contract';
import { validation } from '@academy/strings/validation';
import type { AppServices, AuthUser } from '../../app-env.ts';
import type { watchProgress } from '../../db/schema/progress.ts';
import { recordCompletion, recordStudyDay } from '../../lib/completion.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { coveredMs, mergeIntervals, type Interval } from '../../lib/intervals.ts';
import { assertMayRecordLearning, detailWithLecture, iso } from '../../lib/lecture-access.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import {
  completionOf,
  reportTarget,
  lockedWatchRow,
  saveWatchRow,
  watchRow,
} from './watch.queries.ts';

const m = validation.learning;
const TOLERANCE_MS = DURATION_TOLERANCE_SECONDS * 1000;
/** The player starts this far before where the student stopped, so they find their place. */
export const RESUME_REWIND_SECONDS = 5;
/** Stopped this close to the end: the next visit starts from the beginning. */
export const RESUME_END_MARGIN_SECONDS = 10;

const seconds = (ms: number) => Math.round(ms / 100) / 10;

export function resumePoint(lastPositionMs: number, durationMs: number) {
  if (lastPositionMs >= durationMs - RESUME_END_MARGIN_SECONDS * 1000) return 0;
  return seconds(Math.max(0, lastPositionMs - RESUME_REWIND_SECONDS * 1000));
}

function watchState(
  detailId: number,
  completionThreshold: number,
  row: typeof watchProgress.$inferSelect | null,
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

/** A VIDEO lesson, or a LIVE one's recording (design 3: watched as a video). */
async function videoLesson(deps: AppServices, detailId: number) {
  const { db } = deps.database;
  const found = await detailWithLecture(db, detailId);
  if (found.detail.type !== 'VIDEO' && found.detail.type !== 'LIVE') throw badRequest(m.notVideo);
  return found;
}

/** POST /api/lectures/watch (the body already parsed from JSON, whatever its content type). */
export async function reportWatching(
  deps: AppServices,
  user: AuthUser,
  body: unknown,
  now = new Date(),
): Promise<WatchState> {
  const report = parseOrThrow(WatchReportRequest, body);
  const { db } = deps.database;
  const target = await reportTarget(db, user.id, report.lectureDetailId);
  if (!target) throw notFound(validation.detail.notFound);
  const { detail, lecture } = target;
  if (detail.type !== 'VIDEO' && detail.type !== 'LIVE') throw badRequest(m.notVideo);
  await assertMayRecordLearning(db, user, lecture, target.enrolledAt);
  if (!target.videoId) throw badRequest(m.noVideo);

  const reportedMs = Math.round(report.duration * 1000);
  const added: Interval[] = report.intervals.map(([start, end]) => [
    Math.floor(start * 1000),
    Math.ceil(end * 1000),
  ]);
  // The report's time orders positions; a clock ahead of ours counts as now.
  const reportAt = new Date(Math.min(report.sentAt ?? now.getTime(), now.getTime()));
  const knownMs = target.videoDuration === null ? null : target.videoDuration * 1000;

  const result = await db.transaction(async (tx) => {
    const row = await lockedWatchRow(tx, user.id, detail.id, knownMs ?? reportedMs);
    // The length staff gave wins; otherwise the one measured at the first report stays, and a
    // player reporting another length is playing something else (a replaced video, a forged body).
    const durationMs = knownMs ?? row.durationMs;
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
    const intervals = mergeIntervals(row.intervals, added, durationMs);
    const watchedMs = coveredMs(intervals);
    const newer = reportAt >= row.positionAt;
    const saved = {
      intervals,
      watchedMs,
      durationMs,
      lastPositionMs: newer ? positionMs : row.lastPositionMs,
      positionAt: newer ? reportAt : row.positionAt,
    };
    await saveWatchRow(tx, user.id, detail.id, saved);
    let completedAt = target.completedAt;
    if (!completedAt && watchedMs * 100 >= lecture.completionThreshold * durationMs) {
      completedAt =
        (await recordCompletion(tx, user.id, detail.id, 'WATCHED')) ??
        (await completionOf(tx, user.id, detail.id));
    }
    return {
      row: { ...row, ...saved, updatedAt: now },
      completedAt,
      grew: watchedMs > row.watchedMs,
    };
  });
  // After the commit: the study day's in-process memory must not outlive a rolled-back report.
  if (result.grew) await recordStudyDay(db, user.id, now);
  return watchState(detail.id, lecture.completionThreshold, result.row, result.completedAt);
}

/** GET /api/lectures/watch?lectureDetailId=: where to resume, on any device. */
export async function readWatchState(
  deps: AppServices,
  user: AuthUser,
  detailId: number,
): Promise<WatchState> {
  const { detail, lecture } = await videoLesson(deps, detailId);
  const found = await watchRow(deps.database.db, user.id, detail.id);
  const completedAt =
    found?.completedAt ?? (await completionOf(deps.database.db, user.id, detail.id));
  return watchState(detail.id, lecture.completionThreshold, found?.progress ?? null, completedAt);
}
