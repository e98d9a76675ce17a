import * as ko from '@academy/strings';

/**
 * The sign-up form's email domain presets, in this order (docs/product/screens.md,
 * docs/product/limits.md).
 */
export const EMAIL_DOMAINS = [
  'naver.com',
  'gmail.com',
  'daum.net',
  'hanmail.net',
  'nate.com',
  'kakao.com',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
] as const;
export type EmailDomain = (typeof EMAIL_DOMAINS)[number];

/** The select's value for 'type the domain yourself'. */
export const CUSTOM_EMAIL_DOMAIN = 'custom';

/** Options for a Mantine Select: the nine presets, then 직접 입력. */
export const EMAIL_DOMAIN_OPTIONS: readonly { value: string; label: string }[] = [
  ...EMAIL_DOMAINS.map((domain) => ({ value: domain, label: domain })),
  { value: CUSTOM_EMAIL_DOMAIN, label: ko.common.customDomain },
];
