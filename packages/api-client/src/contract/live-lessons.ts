// A LIVE lesson's schedule and join link (docs/product/learning.md: live lessons): staff set when it
// starts, optionally how long it runs, and the https link students join by (Zoom, YouTube Live...).
// The classroom shows 방송 예정 before the start, 방송 중 until the end and 종료 after it; the link
// opens LIVE_JOIN_EARLY_MINUTES before the start. One rule, `livePhase`, for the server's
// liveStatus and the classroom's timer.
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import { IsoDateTime } from './common.ts';

/** Students may open the join link this many minutes before the start. */
export const LIVE_JOIN_EARLY_MINUTES = 10;
/** A broadcast without a length given counts as this long (its end: 종료). */
export const DEFAULT_LIVE_MINUTES = 120;
export const MIN_LIVE_MINUTES = 10;
export const MAX_LIVE_MINUTES = 720;

const m = validation.liveLesson;

/** A LIVE lesson's schedule as staff and enrolled students read it. */
export const LiveSchedule = v.object({
  startsAt: IsoDateTime,
  /** the start plus the given length, or DEFAULT_LIVE_MINUTES */
  endsAt: IsoDateTime,
  /** the length staff gave (null: not given) */
  minutes: v.nullable(v.number()),
  /** the join link: staff, and students with an open enrolment, only */
  joinUrl: v.nullable(v.string()),
});
export type LiveSchedule = v.InferOutput<typeof LiveSchedule>;

export type LivePhase = 'SCHEDULED' | 'ON_AIR' | 'ENDED';

const MINUTE_MS = 60_000;

/** Where a broadcast stands at `now`, and whether its link may be opened. */
export function livePhase(schedule: Pick<LiveSchedule, 'startsAt' | 'endsAt'>, now: number) {
  const start = Date.parse(schedule.startsAt);
  const end = Date.parse(schedule.endsAt);
  const phase: LivePhase = now < start ? 'SCHEDULED' : now < end ? 'ON_AIR' : 'ENDED';
  return {
    phase,
    joinable: now >= start - LIVE_JOIN_EARLY_MINUTES * MINUTE_MS && now < end,
    /** the next moment the answer changes (null: never again) */
    nextChange:
      [start - LIVE_JOIN_EARLY_MINUTES * MINUTE_MS, start, end].find((at) => at > now) ?? null,
  };
}

/** The end of a broadcast starting at `startsAt` that runs `minutes` (or the default). */
export const liveEnd = (startsAt: Date, minutes: number | null) =>
  new Date(startsAt.getTime() + (minutes ?? DEFAULT_LIVE_MINUTES) * MINUTE_MS);

/**
 * The lesson edit request's live fields (PUT /api/admin/lectures/details/{id}). Absent: unchanged;
 * null or empty: cleared. A start is an ISO 8601 time with its offset (the form sends Seoul's).
 */
export const liveLessonEntries = {
  liveStartsAt: v.optional(
    v.nullable(
      v.pipe(
        v.string(m.startsAtInvalid),
        v.trim(),
        v.transform((value) => (value === '' ? null : value)),
        v.nullable(v.pipe(v.string(), v.isoTimestamp(m.startsAtInvalid))),
      ),
    ),
  ),
  liveMinutes: v.optional(
    v.nullable(
      v.pipe(
        v.number(m.minutesInvalid(MIN_LIVE_MINUTES, MAX_LIVE_MINUTES)),
        v.integer(m.minutesInvalid(MIN_LIVE_MINUTES, MAX_LIVE_MINUTES)),
        v.minValue(MIN_LIVE_MINUTES, m.minutesInvalid(MIN_LIVE_MINUTES, MAX_LIVE_MINUTES)),
        v.maxValue(MAX_LIVE_MINUTES, m.minutesInvalid(MIN_LIVE_MINUTES, MAX_LIVE_MINUTES)),
      ),
    ),
  ),
  // Only https: the link opens in a student's browser (a javascript: or http: link would not be
  // safe to hand out).
  liveUrl: v.optional(
    v.nullable(
      v.pipe(
        v.string(m.urlInvalid),
        v.trim(),
        v.maxLength(2000, validation.common.tooLong(2000)),
        v.transform((value) => (value === '' ? null : value)),
        v.nullable(
          v.pipe(
            v.string(),
            v.check((value) => {
              try {
                const url = new URL(value);
                return url.protocol === 'https:' && url.hostname !== '';
              } catch {
                return false;
              }
            }, m.urlInvalid),
          ),
        ),
      ),
    ),
  ),
};

/** A length or a link needs a start (asked for on its field). */
export const liveNeedsStart = (input: {
  liveStartsAt?: string | null;
  liveMinutes?: number | null;
  liveUrl?: string | null;
}) => Boolean(input.liveStartsAt) || (input.liveMinutes == null && input.liveUrl == null);
