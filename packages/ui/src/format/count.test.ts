import { describe, expect, it } from 'vitest';
import { formatCount } from './count.ts';

describe('formatCount', () => {
  it('groups thousands with commas, as ko-KR does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567890, -1000, -999]) {
      expect(formatCount(value)).toBe(value.toLocaleString('ko-KR'));
    }
  });

  it('rounds to a whole number', () => {
    expect(formatCount(1999.6)).toBe('2,000');
    expect(formatCount(0.4)).toBe('0');
  });
});
