import { describe, expect, it } from 'vitest';
import { CUSTOM_EMAIL_DOMAIN, EMAIL_DOMAIN_OPTIONS, EMAIL_DOMAINS } from './email-domains.ts';

describe('email domain presets', () => {
  it('lists the nine presets in order, then 직접 입력', () => {
    expect(EMAIL_DOMAINS).toEqual([
      'naver.com',
      'gmail.com',
      'daum.net',
      'hanmail.net',
      'nate.com',
      'kakao.com',
      'hotmail.com',
      'outlook.com',
      'icloud.com',
    ]);
    expect(EMAIL_DOMAIN_OPTIONS.at(-1)).toEqual({ value: CUSTOM_EMAIL_DOMAIN, label: '직접 입력' });
    expect(EMAIL_DOMAIN_OPTIONS).toHaveLength(10);
  });
});
