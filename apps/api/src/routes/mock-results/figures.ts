// The figures of a mock's distribution (docs/product/mock-exams.md: grading and results): bins
// across a section's scale, the average and median, and each total's percentile rank. Pure, so the
// results page, the CSV and their tests agree on one arithmetic.
import { WRITING_LEVELS, type MockSectionKind } from '@academy/api-client/contract/eju';
import type { MockBin } from '@academy/api-client/contract';

/** Bins of a section's scaled scores: 記述 one per JASSO level (lowest first); else 10 across 0-max. */
export function binsOf(kind: MockSectionKind, max: number, scores: readonly number[]): MockBin[] {
  if (kind === 'WRITING') {
    return [...WRITING_LEVELS]
      .sort((a, b) => a - b)
      .map((level) => ({
        from: level,
        to: level,
        count: scores.filter((score) => score === level).length,
      }));
  }
  const width = max / 10;
  const bins = Array.from({ length: 10 }, (_, index) => ({
    from: Math.ceil(index * width),
    // each bin holds the whole scores below the next one's start; the last holds the top too
    to: index === 9 ? max : Math.ceil((index + 1) * width) - 1,
    count: 0,
  }));
  for (const score of scores) {
    const index = Math.min(9, Math.max(0, Math.floor(score / width)));
    bins[index]!.count += 1;
  }
  return bins;
}

/** One decimal, as the page shows it. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function average(scores: readonly number[]) {
  if (scores.length === 0) return null;
  return oneDecimal(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

/** The middle score; with an even count, the mean of the two middle ones. */
export function median(scores: readonly number[]) {
  if (scores.length === 0) return null;
  const sorted = [...scores].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : oneDecimal((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * Each score's percentile rank among `scores`: the share below it, ties counted half, a whole
 * percent ((below + equal / 2) / count × 100). The top of ten distinct scores is 95, a lone one 50.
 */
export function percentileRanks(scores: readonly number[]) {
  const sorted = [...scores].sort((a, b) => a - b);
  const rank = new Map<number, number>();
  // one pass over the sorted scores: each run of equal ones starts `below` scores in
  for (let below = 0; below < sorted.length;) {
    const score = sorted[below]!;
    let end = below;
    while (end < sorted.length && sorted[end] === score) end += 1;
    rank.set(score, Math.round(((below + (end - below) / 2) / sorted.length) * 100));
    below = end;
  }
  return rank;
}
