import { describe, expect, it } from 'vitest';
import { duration, learningStrings } from './learning.ts';

const { watchedValue } = learningStrings.panels.progressPanel;

describe('watched time over a lesson’s length', () => {
  it('says a short video’s time in seconds, so watched and length differ', () => {
    expect(watchedValue(duration(3), duration(5))).toBe('3초 / 5초');
    expect(duration(4520)).toBe('1시간 15분');
    expect(duration(95)).toBe('1분');
  });

  it('says it once when both read the same, or when the length is unknown', () => {
    expect(watchedValue(duration(5), duration(5))).toBe('5초');
    expect(watchedValue(duration(61), duration(100))).toBe('1분');
    expect(watchedValue(duration(20), null)).toBe('20초');
  });
});
