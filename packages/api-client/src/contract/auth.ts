// Sign-up, login, refresh, logout and the email check (docs/product/api.md,
// docs/product/validation.md; docs/product/security.md). The paths the spec leaves 'not shown' are
// defined here: login is POST /api/auth/login {username, password} answering data.token; sign-up is
// POST /api/auth/register (= /api/auth/signup) with the docs/product/api.md payload; logout is POST
// /api/auth/logout with an optional {refreshToken}.
import * as v from 'valibot';
import * as ko from '@academy/strings';
import * as validation from '@academy/strings/validation';
import { strictMessage } from './common.ts';
import { envelope } from './envelope.ts';
import { ConsentChoices } from './consent-choices.ts';
import { User } from './users.ts';

const tooLong = validation.common.tooLong;

export { AUTH_COOKIES } from './values.ts';

/**
 * The track (majorType) values, as sent and stored (docs/product/api.md, docs/product/limits.md).
 */
export const TRACKS = [ko.tracks.liberal, ko.tracks.science] as const;
export type Track = (typeof TRACKS)[number];

/** Study years 0 (first start) to 4 (4 or more) (docs/product/limits.md). */
export const STUDY_YEARS = [0, 1, 2, 3, 4] as const;

/** Target schools, 1 to 5 (docs/product/limits.md). */
export const MAX_TARGET_SCHOOLS = 5;

/** The combined email must match a basic address pattern (docs/product/validation.md). */
export const Email = v.pipe(
  v.string(validation.login.emailRequired),
  v.trim(),
  v.nonEmpty(validation.login.emailRequired),
  v.maxLength(254, tooLong(254)),
  v.email(validation.signup.emailInvalid),
);

/**
 * At least 8 characters; 128 at most (long passphrases welcome, no truncation)
 * (docs/product/validation.md, docs/product/limits.md).
 */
export const NewPassword = v.pipe(
  v.string(validation.signup.passwordMin),
  v.minLength(8, validation.signup.passwordMin),
  v.maxLength(128, tooLong(128)),
);

/**
 * A Korean mobile number starting 01, 3-4-4 digits with hyphens, at most 13
 * (docs/product/validation.md, docs/product/limits.md).
 */
export const MobilePhone = v.pipe(
  v.string(validation.signup.phoneInvalid),
  v.trim(),
  v.maxLength(13, validation.signup.phoneInvalid),
  v.regex(/^01\d-\d{3,4}-\d{4}$/, validation.signup.phoneInvalid),
);

// --- login ---------------------------------------------------------------------------------

/**
 * Email and password required; nothing else is checked before the server answers
 * (docs/product/validation.md).
 */
export const LoginRequest = v.strictObject(
  {
    username: v.pipe(
      v.string(validation.login.emailRequired),
      v.trim(),
      v.nonEmpty(validation.login.emailRequired),
      v.maxLength(254, tooLong(254)),
    ),
    password: v.pipe(
      v.string(validation.login.passwordRequired),
      v.nonEmpty(validation.login.passwordRequired),
      v.maxLength(128, tooLong(128)),
    ),
  },
  strictMessage,
);
export type LoginRequest = v.InferInput<typeof LoginRequest>;

/**
 * data.token is the access token (docs/product/api.md). refreshToken is present only for clients
 * that are not browsers; a browser gets it as an HttpOnly cookie no script can read
 * (docs/decisions/003-token-storage.md).
 */
export const LoginResult = v.object({
  token: v.string(),
  refreshToken: v.optional(v.string()),
});
export type LoginResult = v.InferOutput<typeof LoginResult>;
export const LoginResponse = envelope(LoginResult);

// --- refresh and logout --------------------------------------------------------------------

/** Browsers send nothing (the cookie travels); other clients send {refreshToken}. */
export const RefreshRequest = v.strictObject(
  {
    refreshToken: v.optional(v.pipe(v.string(), v.maxLength(200, tooLong(200)))),
  },
  strictMessage,
);
export type RefreshRequest = v.InferInput<typeof RefreshRequest>;

export const RefreshResult = v.object({
  accessToken: v.string(),
  refreshToken: v.optional(v.string()),
});
export type RefreshResult = v.InferOutput<typeof RefreshResult>;
export const RefreshResponse = envelope(RefreshResult);

/** The same body as a refresh: the refresh token to revoke, optional.
 * @alias */
export const LogoutRequest = RefreshRequest;
export type LogoutRequest = RefreshRequest;
export const LogoutResponse = envelope(v.null());

// --- sign-up -------------------------------------------------------------------------------

const schoolText = v.pipe(
  v.string(validation.signup.targetSchoolIncomplete),
  v.trim(),
  v.nonEmpty(validation.signup.targetSchoolIncomplete),
  v.maxLength(100, tooLong(100)),
);

export const GoalUniversityInput = v.strictObject(
  { school: schoolText, major: schoolText },
  strictMessage,
);

/**
 * The four scores are required integers 0 to 100 (docs/product/validation.md,
 * docs/product/limits.md).
 */
export const Score = v.pipe(
  v.number(validation.signup.scoreRequired),
  v.integer(validation.signup.scoreRange),
  v.minValue(0, validation.signup.scoreRange),
  v.maxValue(100, validation.signup.scoreRange),
);

const electiveSubject = v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(50, tooLong(50))));
const electiveScore = v.nullish(Score);
const filled = (value: unknown) => value !== undefined && value !== null && value !== '';
const paired = (subject: unknown, score: unknown) => filled(subject) === filled(score);

/**
 * docs/product/validation.md step 3: electives optional, but subject and score both filled or both
 * empty.
 */
export const EjuScoresInput = v.pipe(
  v.strictObject(
    {
      listening: Score,
      reading: Score,
      totalListenRead: Score,
      science: Score,
      subject1: electiveSubject,
      score1: electiveScore,
      subject2: electiveSubject,
      score2: electiveScore,
    },
    strictMessage,
  ),
  v.forward(
    v.partialCheck(
      [['subject1'], ['score1']],
      (input) => paired(input.subject1, input.score1),
      validation.signup.electivePair,
    ),
    ['subject1'],
  ),
  v.forward(
    v.partialCheck(
      [['subject2'], ['score2']],
      (input) => paired(input.subject2, input.score2),
      validation.signup.electivePair,
    ),
    ['subject2'],
  ),
);

/**
 * docs/product/api.md sign-up payload with every docs/product/validation.md rule. Strict: a role
 * (or anything else) in the body is refused, and sign-up always creates a STUDENT
 * (docs/product/roles.md).
 */
export const SignupRequest = v.strictObject(
  {
    userId: Email,
    password: NewPassword,
    name: v.pipe(
      v.string(validation.signup.nameMin),
      v.trim(),
      v.minLength(2, validation.signup.nameMin),
      v.maxLength(50, tooLong(50)),
    ),
    studentContact: MobilePhone,
    parentContact: MobilePhone,
    /** address and detail joined by a space (docs/product/api.md) */
    address: v.pipe(
      v.string(validation.signup.addressRequired),
      v.trim(),
      v.nonEmpty(validation.signup.addressRequired),
      v.maxLength(300, tooLong(300)),
    ),
    goalUniversities: v.pipe(
      v.array(GoalUniversityInput, validation.signup.targetSchoolMin),
      v.minLength(1, validation.signup.targetSchoolMin),
      v.maxLength(MAX_TARGET_SCHOOLS, validation.signup.targetSchoolMax),
    ),
    /** 0 (first start) to 4 (4 or more) (docs/product/limits.md) */
    studyYears: v.pipe(
      v.number(validation.signup.studyYearsRequired),
      v.integer(validation.signup.studyYearsRequired),
      v.minValue(STUDY_YEARS[0], validation.signup.studyYearsRequired),
      v.maxValue(STUDY_YEARS[STUDY_YEARS.length - 1]!, validation.signup.studyYearsRequired),
    ),
    majorType: v.picklist(TRACKS, validation.signup.trackRequired),
    ejuScores: EjuScoresInput,
    note: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(1000, tooLong(1000)))),
    /**
     * The answer to each consent document with the version shown (docs/product/privacy.md): the
     * server refuses a sign-up without the current required ones.
     */
    consents: v.optional(ConsentChoices, []),
  },
  strictMessage,
);
export type SignupRequest = v.InferInput<typeof SignupRequest>;

/** The new account's profile. */
export const SignupResponse = envelope(User);

// --- email check ---------------------------------------------------------------------------

export const CheckEmailQuery = v.object({ email: Email });
export type CheckEmailQuery = v.InferInput<typeof CheckEmailQuery>;
export const CheckEmailResult = v.object({ isDuplicate: v.boolean() });
export type CheckEmailResult = v.InferOutput<typeof CheckEmailResult>;
export const CheckEmailResponse = envelope(CheckEmailResult);
