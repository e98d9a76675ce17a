// Watched parts of a video as a merged set (docs/decisions/017-watch-reports.md): a sorted flat
// list of milliseconds [start0, end0, start1, end1, ...] with no overlaps and no touching
// neighbours. Merging is a set union, so the same report merged twice changes nothing (replayed
// beacons count once), and the list stays as short as the number of separate stretches the student
// watched.

/**
 * Two stretches closer than this are one (timeupdate fires every ~250 ms, so consecutive batches
 * may leave such a gap). Small, so a gap counts as watched for at most one tick.
 */
export const JOIN_GAP_MS = 300;

export type Interval = readonly [start: number, end: number];

/** The stored flat list as pairs. */
export function pairs(flat: readonly number[]): Interval[] {
  const out: Interval[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i]!, flat[i + 1]!]);
  return out;
}

/**
 * `stored` (flat) united with `added`, each clamped to [0, durationMs]; returns the flat list. The
 * video's start and end join like a gap: a player busy when playback starts reports its first
 * position a tick late (0.027 s), which must not leave a watched-through video at 99 %.
 */
export function mergeIntervals(
  stored: readonly number[],
  added: readonly Interval[],
  durationMs: number,
): number[] {
  const all = [...pairs(stored), ...added]
    .map(([start, end]): Interval => [Math.max(0, start), Math.min(durationMs, end)])
    .filter(([start, end]) => end > start)
    .map(([start, end]): Interval => [
      start <= JOIN_GAP_MS ? 0 : start,
      end >= durationMs - JOIN_GAP_MS ? durationMs : end,
    ])
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of all) {
    const last = merged.at(-1);
    if (last && start <= last[1] + JOIN_GAP_MS) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.flat();
}

/** Unique milliseconds covered by a flat list. */
export function coveredMs(flat: readonly number[]): number {
  let total = 0;
  for (let i = 0; i + 1 < flat.length; i += 2) total += flat[i + 1]! - flat[i]!;
  return total;
}

/**
 * `merged` (a merge of `stored` with new reports) cut back so that it covers at most `allowanceMs`
 * more than `stored`: the new stretches are kept from the start of the video on, the last one
 * shortened (docs/decisions/037: a report adds at most what could have played). Stretches only
 * touch where they met in `merged`, so the result is again a merged set.
 */
export function clipNew(
  stored: readonly number[],
  merged: readonly number[],
  allowanceMs: number,
): number[] {
  const old = pairs(stored);
  // the parts of `merged` outside `stored`, in video order
  const fresh: [number, number][] = [];
  for (const [start, end] of pairs(merged)) {
    let at = start;
    for (const [s, e] of old) {
      if (e <= at || s >= end) continue;
      if (s > at) fresh.push([at, s]);
      at = Math.max(at, e);
    }
    if (at < end) fresh.push([at, end]);
  }
  let left = Math.max(0, Math.floor(allowanceMs));
  const kept: Interval[] = [];
  for (const [start, end] of fresh) {
    if (left <= 0) break;
    const take = Math.min(end - start, left);
    kept.push([start, start + take]);
    left -= take;
  }
  const all = [...old, ...kept].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [start, end] of all) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out.flat();
}
