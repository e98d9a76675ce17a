// What the player watched, as intervals of the video (docs/decisions/017-watch-reports.md):
// framework-free, fed by the player's events (the local player's postMessage protocol or the
// hosting service's SDK), read every ~10 s and on pagehide as a report for POST
// /api/lectures/watch.
//
// Video time, not wall time: at 2x a timeupdate advances the video twice as far and the interval
// covers it once. A seek (announced by `seeking`, before the timeupdate at the new position) starts
// a new stretch; so does a jump further than the time that passed could have played (a seek the
// player did not announce), rather than counting what was skipped. A busy device delivers
// timeupdates seconds apart: what played meanwhile still counts (docs/product/learning.md: a loaded
// machine lost the end of a 2x watch to the old fixed 1.5 s step).
import type { WatchReportRequest } from '../contract/index.ts';

/** The slack, per 1x, on top of the wall time between two timeupdates for a step that is still
 * playback (ticks come every ~250 ms; tabs in the background get about one a second). */
export const MAX_STEP_SECONDS = 1.5;

/** Positions this close are the same place (a seek to 2.5 may land on 2.4997). */
const POSITION_TOLERANCE_SECONDS = 0.05;

/** A monotonic clock in milliseconds (the tests pass their own). */
const monotonic = () => globalThis.performance?.now() ?? Date.now();

type Interval = [number, number];

/** Sorted and united, so a report never holds overlapping intervals (the API refuses those). */
export function unite(intervals: Interval[]): Interval[] {
  const sorted = intervals
    .filter(([start, end]) => end > start)
    .map(([start, end]): Interval => [start, end])
    .sort((a, b) => a[0] - b[0]);
  const out: Interval[] = [];
  for (const interval of sorted) {
    const last = out.at(-1);
    if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
    else out.push(interval);
  }
  return out;
}

export class WatchTracker {
  private current: Interval | null = null;
  private pending: Interval[] = [];
  private position = 0;
  private duration = 0;
  private moved = false;
  /** the clock when the current stretch last grew */
  private tickAt = 0;
  private rate = 1;

  constructor(
    readonly lectureDetailId: number,
    private readonly clock: () => number = monotonic,
  ) {}

  /** timeupdate (and play): the player is at `seconds` of a `duration`-long video. */
  time(seconds: number, duration: number, playbackRate = this.rate) {
    if (!Number.isFinite(seconds) || seconds < 0) return;
    this.rate = playbackRate;
    this.setDuration(duration);
    const now = this.clock();
    const elapsed = Math.max(0, now - this.tickAt) / 1000;
    const step = (MAX_STEP_SECONDS + elapsed) * Math.max(1, playbackRate);
    if (this.current && seconds >= this.current[1] && seconds - this.current[1] <= step) {
      this.current[1] = seconds;
    } else {
      this.close();
      this.current = [seconds, seconds];
    }
    this.tickAt = now;
    this.setPosition(seconds);
  }

  /**
   * The player is about to be put at the stored resume point: that is where the student already
   * stands, not news. Without it the resume's own seek was reported as the student's position
   * (docs/decisions/041), so merely opening a lesson moved the stored point.
   */
  resumeFrom(seconds: number) {
    if (!Number.isFinite(seconds) || seconds < 0) return;
    this.position = seconds;
  }

  /** seeking: the player leaves the current stretch (the timeupdate at the new position comes
   * before `seeked`, and must not stretch it over what was skipped). */
  seeking(seconds: number, duration?: number) {
    this.setDuration(duration);
    this.close();
    this.setPosition(seconds);
  }

  /** seeked: what follows is a new stretch. */
  seeked(seconds: number, duration?: number) {
    this.setDuration(duration);
    this.close();
    this.current = [seconds, seconds];
    this.tickAt = this.clock();
    this.setPosition(seconds);
  }

  /** pause or ended: the stretch ends here. */
  stop(seconds?: number) {
    if (seconds !== undefined) this.time(seconds, this.duration);
    this.close();
  }

  /** Whether a report would carry anything new. */
  get hasNews() {
    return (
      this.moved ||
      this.pending.length > 0 ||
      (this.current !== null && this.current[1] > this.current[0])
    );
  }

  /**
   * The report of what was watched since the last one, or null when there is nothing new (or the
   * length is not known yet). A stretch still playing is cut here and continues from its end.
   */
  take(now = Date.now()): WatchReportRequest | null {
    if (!this.hasNews || this.duration <= 0) return null;
    const intervals = [...this.pending];
    if (this.current && this.current[1] > this.current[0]) {
      intervals.push([this.current[0], this.current[1]]);
      this.current = [this.current[1], this.current[1]];
    }
    this.pending = [];
    this.moved = false;
    const round = (n: number) => Math.round(n * 1000) / 1000;
    return {
      lectureDetailId: this.lectureDetailId,
      duration: round(this.duration),
      position: round(Math.min(this.position, this.duration)),
      intervals: unite(intervals).map(([start, end]) => [
        round(start),
        round(Math.min(end, this.duration)),
      ]),
      sentAt: now,
    };
  }

  /** A report that could not be sent: its intervals go back into the next one (nothing lost; the
   * server's merge makes sending them twice harmless). */
  restore(report: WatchReportRequest) {
    this.pending.push(...report.intervals.map(([start, end]): Interval => [start, end]));
    this.moved = true;
  }

  private setDuration(duration: number | undefined) {
    if (duration !== undefined && Number.isFinite(duration) && duration > 0) {
      this.duration = duration;
    }
  }

  private setPosition(seconds: number) {
    // A seek lands on a frame near the asked time: a step smaller than that is no move.
    if (Math.abs(seconds - this.position) > POSITION_TOLERANCE_SECONDS) this.moved = true;
    this.position = seconds;
  }

  private close() {
    if (this.current && this.current[1] > this.current[0]) this.pending.push(this.current);
    this.current = null;
  }
}

export interface WatchReporterOptions {
  tracker: WatchTracker;
  /** sends a report while the page lives; rejects when it did not arrive */
  send: (report: WatchReportRequest) => Promise<unknown>;
  /** the last report on pagehide (navigator.sendBeacon); false when the browser refused it */
  beacon: (report: WatchReportRequest) => boolean;
  /** Every ~10 s (docs/product/learning.md) */
  intervalMs?: number;
}

/**
 * Sends the tracker's reports every ~10 s, and a beacon when the page is hidden (visibilitychange:
 * a phone switching apps may never fire pagehide) or goes away (pagehide). A failed report's
 * intervals are put back for the next one.
 */
export function startWatchReporter(options: WatchReporterOptions) {
  const { tracker, send, beacon, intervalMs = 10_000 } = options;
  let inFlight: Promise<void> | null = null;
  const flush = async (): Promise<void> => {
    // A report is on its way (the 10 s batch): what was watched since goes right after it, not
    // at the next tick (a pause or the end must not wait 10 s to be saved).
    if (inFlight) return inFlight.then(flush);
    const report = tracker.take();
    if (!report) return;
    inFlight = send(report)
      .then(() => undefined)
      .catch(() => tracker.restore(report))
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
  const timer = setInterval(() => void flush(), intervalMs);
  const onPageHide = () => {
    const report = tracker.take();
    if (report && !beacon(report)) tracker.restore(report);
  };
  const onVisibility = () => {
    if (globalThis.document?.visibilityState === 'hidden') onPageHide();
  };
  globalThis.addEventListener?.('pagehide', onPageHide);
  globalThis.document?.addEventListener('visibilitychange', onVisibility);
  return {
    flush,
    /** leaving the lesson inside the app: send what is left, stop the timer */
    async stop() {
      clearInterval(timer);
      globalThis.removeEventListener?.('pagehide', onPageHide);
      globalThis.document?.removeEventListener('visibilitychange', onVisibility);
      await flush();
    },
  };
}
