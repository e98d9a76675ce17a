import { describe, expect, it } from 'vitest';
import { formatWon } from './won.ts';

describe('formatWon', () => {
  it('writes won with thousands separators and the 원 suffix', () => {
    expect(formatWon(150000)).toBe('150,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(999)).toBe('999원');
    expect(formatWon(1000)).toBe('1,000원');
    expect(formatWon(1234567890)).toBe('1,234,567,890원');
  });

  it('rounds to whole won and shows nothing strange for missing amounts', () => {
    expect(formatWon(1999.6)).toBe('2,000원');
    expect(formatWon(null)).toBe('0원');
    expect(formatWon(undefined)).toBe('0원');
    expect(formatWon(Number.NaN)).toBe('0원');
  });
});
