// The contract's plain values, with no schema: what a page reads without parsing anything. A page
// importing them from the schema modules would bring valibot and the Korean messages' set-up with
// them (common.ts sets valibot's messages as it loads), which a page sent with its data and no
// form does not need. The schema modules re-export them, so either import works.

/**
 * Decision 003: the session cookies the API sets and the apps read
 * (docs/decisions/003-token-storage.md).
 */
export const AUTH_COOKIES = {
  /** the access token, readable by scripts (they send it as the bearer header) */
  access: 'access_token',
  /** the refresh token, HttpOnly, sent only to `refreshPath` */
  refresh: 'refresh_token',
  refreshPath: '/api/auth',
  /** `1` when a session may exist (the start-up check tries one refresh) */
  hint: 'session_hint',
} as const;

/** Page sizes of paged lists (notices); default 10 (docs/product/limits.md). */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** The kinds of university a pass story names (docs/product/learning.md). */
export const UNIVERSITY_TYPES = ['NATIONAL', 'PRIVATE', 'MEDICAL'] as const;
export type UniversityType = (typeof UNIVERSITY_TYPES)[number];

/** The Q&A board's status filter: 미답변 / 답변완료 (ALL: both) (docs/product/screens.md). */
export const QUESTION_BOARD_STATUSES = ['ALL', 'UNANSWERED', 'ANSWERED'] as const;
/** The assignments board's: 대기 (no feedback yet) / 완료 (reviewed) (ALL: both). */
export const SUBMISSION_BOARD_STATUSES = ['ALL', 'PENDING', 'REVIEWED'] as const;
/** Both boards' order: newest or oldest first. */
export const BOARD_SORTS = ['newest', 'oldest'] as const;

// Official EJU sittings (docs/product/validation.md).
/** The EJU is held in June and November. */
export const EJU_MONTHS = [6, 11] as const;
/** The years a sitting may name: the EJU began in 2002. */
export const EJU_YEARS = { min: 2002, max: 2100 } as const;
export const SCIENCE_SUBJECTS = ['PHYSICS', 'CHEMISTRY', 'BIOLOGY'] as const;
export const MATH_COURSES = ['COURSE1', 'COURSE2'] as const;
/** Each subject's real scale. 読解 and 聴解・聴読解 together make the Japanese total of 400. */
export const EJU_MAX = {
  japaneseReading: 200,
  japaneseListening: 200,
  japaneseTotal: 400,
  japaneseWriting: 50,
  science: 100,
  generalStudies: 200,
  math: 200,
} as const;
