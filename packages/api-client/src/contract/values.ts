// The contract's plain values, with no schema: what a page reads without parsing anything. A page
// importing them from the schema modules would bring valibot and the Korean messages' set-up with
// them (common.ts sets valibot's messages as it loads), which a page sent with its data and no
// form does not need (issue 15). The schema modules re-export them, so either import works.

/** design 2, decision 003: the session cookies the API sets and the apps read. */
export const AUTH_COOKIES = {
  /** the access token, readable by scripts (they send it as the bearer header) */
  access: 'access_token',
  /** the refresh token, HttpOnly, sent only to `refreshPath` */
  refresh: 'refresh_token',
  refreshPath: '/api/auth',
  /** `1` when a session may exist (the start-up check tries one refresh) */
  hint: 'session_hint',
} as const;

/** spec 9: page sizes of paged lists (notices); default 10. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** The kinds of university a pass story names (issue 21). */
export const UNIVERSITY_TYPES = ['NATIONAL', 'PRIVATE', 'MEDICAL'] as const;
export type UniversityType = (typeof UNIVERSITY_TYPES)[number];
