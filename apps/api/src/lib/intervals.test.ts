import { describe, expect, it } from 'vitest';
import { coveredMs, JOIN_GAP_MS, mergeIntervals } from './intervals.ts';

describe('merging watched intervals', () => {
  it('unites overlapping and touching stretches and keeps separate ones apart', () => {
    const merged = mergeIntervals(
      [0, 10_000, 50_000, 60_000],
      [
        [5_000, 20_000],
        [20_000, 30_000],
        [70_000, 80_000],
      ],
      100_000,
    );
    expect(merged).toEqual([0, 30_000, 50_000, 60_000, 70_000, 80_000]);
    expect(coveredMs(merged)).toBe(50_000);
  });

  it('is idempotent: merging the same report again changes nothing', () => {
    const once = mergeIntervals([], [[1_000, 9_000]], 100_000);
    expect(mergeIntervals(once, [[1_000, 9_000]], 100_000)).toEqual(once);
  });

  it('joins a gap of one timeupdate tick, not a longer one', () => {
    expect(
      mergeIntervals(
        [],
        [
          [0, 10_000],
          [10_000 + JOIN_GAP_MS, 20_000],
        ],
        100_000,
      ),
    ).toEqual([0, 20_000]);
    expect(
      mergeIntervals(
        [],
        [
          [0, 10_000],
          [10_000 + JOIN_GAP_MS + 1, 20_000],
        ],
        100_000,
      ),
    ).toHaveLength(4);
  });

  it('joins the video’s start and end like a gap: watched through from a late first tick is 100 %', () => {
    expect(mergeIntervals([], [[27, 4_900]], 5_000)).toEqual([0, 5_000]);
    expect(mergeIntervals([], [[JOIN_GAP_MS + 1, 5_000 - JOIN_GAP_MS - 1]], 5_000)).toEqual([
      JOIN_GAP_MS + 1,
      5_000 - JOIN_GAP_MS - 1,
    ]);
  });

  it('clamps to the video and drops empty stretches', () => {
    expect(
      mergeIntervals(
        [],
        [
          [95_000, 100_400],
          [3_000, 3_000],
        ],
        100_000,
      ),
    ).toEqual([95_000, 100_000]);
  });

  it('stays compact however many reports a long viewing sends', () => {
    let stored: number[] = [];
    for (let t = 0; t < 3_600_000; t += 10_000)
      stored = mergeIntervals(stored, [[t, t + 10_000]], 3_600_000);
    expect(stored).toEqual([0, 3_600_000]);
  });
});
