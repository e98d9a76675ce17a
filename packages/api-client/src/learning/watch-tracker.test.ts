// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WatchReportRequest } from '../contract/index.ts';
import { startWatchReporter, unite, WatchTracker } from './watch-tracker.ts';

/** timeupdates every 250 ms of wall time from `from` to `to` seconds of video at `rate`. */
function play(tracker: WatchTracker, from: number, to: number, rate = 1, duration = 100) {
  for (let t = from; t <= to + 1e-9; t += 0.25 * rate) tracker.time(t, duration, rate);
}

describe('WatchTracker', () => {
  it('covers video time once at 2x, and its reports pass the API’s own schema', () => {
    const tracker = new WatchTracker(7);
    play(tracker, 0, 40, 2);
    const report = tracker.take(1000)!;
    expect(report).toEqual({
      lectureDetailId: 7,
      duration: 100,
      position: 40,
      intervals: [[0, 40]],
      sentAt: 1000,
    });
    expect(v.safeParse(WatchReportRequest, report).success).toBe(true);
  });

  it('continues the next report where the last one was cut, with no gap', () => {
    const tracker = new WatchTracker(7);
    play(tracker, 0, 10);
    expect(tracker.take()!.intervals).toEqual([[0, 10]]);
    play(tracker, 10.25, 20);
    expect(tracker.take()!.intervals).toEqual([[10, 20]]);
  });

  it('does not count what a seek skipped, and unites what was watched twice', () => {
    const tracker = new WatchTracker(7);
    play(tracker, 0, 10);
    tracker.seeked(60);
    play(tracker, 60, 65);
    tracker.seeked(5);
    play(tracker, 5, 12);
    // An unannounced jump (scrubbing without seeked) starts a new stretch too.
    tracker.time(90, 100);
    play(tracker, 90.25, 92);
    tracker.stop();
    expect(tracker.take()!.intervals).toEqual([
      [0, 12],
      [60, 65],
      [90, 92],
    ]);
    expect(tracker.take()).toBeNull();
  });

  it('keeps counting when a busy device delivers timeupdates seconds apart', () => {
    let now = 0;
    const tracker = new WatchTracker(7, () => now);
    tracker.time(0, 5.008, 2);
    now = 700;
    tracker.time(1.4, 5.008, 2);
    // 1.75 s of wall time without a tick: 3.5 s of video at 2x were played, not skipped
    now = 2450;
    tracker.time(4.9, 5.008, 2);
    now = 2500;
    tracker.stop(5.008);
    expect(tracker.take()!.intervals).toEqual([[0, 5.008]]);
    // ...but a jump further than the time passed could play is a seek
    tracker.time(1, 5.008, 2);
    now = 2600;
    tracker.time(4.5, 5.008, 2);
    tracker.stop();
    expect(tracker.take()!.intervals).toEqual([]);
  });

  it('does not stretch over a seek announced before its timeupdate', () => {
    const tracker = new WatchTracker(7);
    play(tracker, 0, 10);
    // the media element fires seeking, then timeupdate at the new position, then seeked
    tracker.seeking(11);
    tracker.time(11, 100);
    tracker.seeked(11);
    play(tracker, 11.25, 15);
    tracker.stop();
    expect(tracker.take()!.intervals).toEqual([
      [0, 10],
      [11, 15],
    ]);
  });

  it('has nothing to report after the resume point’s own seek, however often a lesson is opened', () => {
    for (let visit = 0; visit < 3; visit += 1) {
      const tracker = new WatchTracker(7);
      tracker.time(0, 100); // the player, loaded, says where it is
      tracker.resumeFrom(10);
      // the seek to 10 s, as the media element announces it (it may land a hair before)
      tracker.seeking(9.9997);
      tracker.time(9.9997, 100);
      tracker.seeked(9.9997);
      tracker.stop();
      expect(tracker.take()).toBeNull();
    }
  });

  it('reports the exact point a student paused at or moved to after resuming', () => {
    const tracker = new WatchTracker(7);
    tracker.resumeFrom(10);
    tracker.seeked(10);
    play(tracker, 10, 13.5);
    tracker.stop(13.7);
    expect(tracker.take()).toMatchObject({ position: 13.7, intervals: [[10, 13.7]] });
    tracker.seeking(42);
    tracker.seeked(42);
    expect(tracker.take()).toMatchObject({ position: 42, intervals: [] });
  });

  it('puts a failed report back so nothing is lost', () => {
    const tracker = new WatchTracker(7);
    play(tracker, 0, 10);
    const lost = tracker.take()!;
    tracker.restore(lost);
    play(tracker, 10.25, 15);
    expect(tracker.take()!.intervals).toEqual([[0, 15]]);
  });

  it('unites overlapping intervals', () => {
    expect(
      unite([
        [5, 10],
        [0, 6],
        [20, 20],
        [12, 13],
      ]),
    ).toEqual([
      [0, 10],
      [12, 13],
    ]);
  });
});

describe('startWatchReporter', () => {
  afterEach(() => vi.useRealTimers());

  it('reports every 10 s, retries what failed, and beacons the rest on pagehide', async () => {
    vi.useFakeTimers();
    const tracker = new WatchTracker(7);
    const sent: number[][][] = [];
    let fail = true;
    const beacons: unknown[] = [];
    const reporter = startWatchReporter({
      tracker,
      send: async (report) => {
        if (fail) {
          fail = false;
          throw new Error('offline');
        }
        sent.push(report.intervals);
      },
      beacon: (report) => beacons.push(report.intervals) > 0,
    });
    play(tracker, 0, 10);
    await vi.advanceTimersByTimeAsync(10_000); // fails: kept
    play(tracker, 10.25, 20);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([[[0, 20]]]);
    play(tracker, 20.25, 25);
    globalThis.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([[[20, 25]]]);
    await reporter.stop();
  });

  it('beacons the position as the page is hidden, once, and nothing when nothing moved', async () => {
    const tracker = new WatchTracker(7);
    const beacons: unknown[] = [];
    const reporter = startWatchReporter({
      tracker,
      send: async () => {},
      beacon: (report) => beacons.push(report.position) > 0,
    });
    const hide = (state: DocumentVisibilityState) => {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
      document.dispatchEvent(new Event('visibilitychange'));
    };
    tracker.resumeFrom(10);
    tracker.seeked(10);
    hide('hidden');
    expect(beacons).toEqual([]);
    hide('visible');
    play(tracker, 10, 12);
    hide('hidden');
    globalThis.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([12]);
    await reporter.stop();
    vi.restoreAllMocks();
  });

  it('sends what ended while a report was on its way right after it, not at the next tick', async () => {
    vi.useFakeTimers();
    const tracker = new WatchTracker(7);
    const sent: number[][][] = [];
    let arrive = () => {};
    const reporter = startWatchReporter({
      tracker,
      send: (report) => {
        sent.push(report.intervals);
        return new Promise<void>((resolve) => (arrive = resolve));
      },
      beacon: () => true,
    });
    play(tracker, 0, 10);
    await vi.advanceTimersByTimeAsync(10_000); // the batch leaves and is still on its way
    play(tracker, 10.25, 12);
    tracker.stop(12); // the end: flushed at once
    const flushed = reporter.flush();
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    arrive();
    await flushed;
    expect(sent).toEqual([[[0, 10]], [[10, 12]]]);
    await reporter.stop();
  });
});
