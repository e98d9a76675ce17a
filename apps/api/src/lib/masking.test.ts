import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './masking.ts';

describe('masked contacts', () => {
  it('keeps two characters of an email and its domain', () => {
    expect(maskEmail('abcdef@academy.test')).toBe('ab***@academy.test');
    expect(maskEmail('ab@academy.test')).toBe('a***@academy.test');
    expect(maskEmail('a@x.kr')).toBe('a***@x.kr');
  });

  it('keeps the first group and the last four digits of a phone', () => {
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('123')).toBe('****');
    expect(maskPhone(null)).toBeNull();
  });
});
