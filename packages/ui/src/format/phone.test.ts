import { describe, expect, it } from 'vitest';
import { formatPhone, PHONE_MAX_LENGTH } from './phone.ts';

describe('formatPhone (3-4-4 with hyphens as typed)', () => {
  it('adds hyphens as the digits arrive', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('0')).toBe('0');
    expect(formatPhone('010')).toBe('010');
    expect(formatPhone('0101')).toBe('010-1');
    expect(formatPhone('0101234')).toBe('010-1234');
    expect(formatPhone('01012345')).toBe('010-1234-5');
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
  });

  it('stops at 13 characters', () => {
    const full = formatPhone('010123456789999');
    expect(full).toBe('010-1234-5678');
    expect(full).toHaveLength(PHONE_MAX_LENGTH);
  });

  it('drops everything that is not a digit, and re-formats an already formatted value', () => {
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
    expect(formatPhone('010 12ab34.5678')).toBe('010-1234-5678');
    expect(formatPhone('+82)')).toBe('82');
    expect(formatPhone('전화번호')).toBe('');
  });

  it('lets a deleted hyphen position shrink naturally', () => {
    expect(formatPhone('010-')).toBe('010');
    expect(formatPhone('010-1234-')).toBe('010-1234');
  });
});
