import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize (B to TB by 1024)', () => {
  it('keeps bytes below 1024', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(999)).toBe('999 B');
    expect(formatFileSize(1000)).toBe('1000 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('steps up by 1024 with one decimal at most', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KB');
    expect(formatFileSize(1024 ** 2)).toBe('1 MB');
    expect(formatFileSize(2.25 * 1024 ** 3)).toBe('2.3 GB');
    expect(formatFileSize(1024 ** 4)).toBe('1 TB');
  });

  it('stays in TB above it, and shows 0 B for nonsense', () => {
    expect(formatFileSize(2048 * 1024 ** 4)).toBe('2048 TB');
    expect(formatFileSize(-5)).toBe('0 B');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
    expect(formatFileSize(undefined)).toBe('0 B');
  });
});
