// The signed-in student's own account (docs/product/api.md: /api/me): the profile edit (the
// sign-up's own field rules), the password change, the withdrawal's password, the learning summary
// and the official EJU sittings (docs/product/validation.md, docs/product/limits.md).
import * as v from 'valibot';
import * as accounts from '@academy/strings/accounts';
import * as validation from '@academy/strings/validation';
import { SignupRequest, NewPassword } from './auth.ts';
import { strictMessage } from './common.ts';
import { envelope } from './envelope.ts';
import { IsoDateTime } from './timestamps.ts';
import { User } from './users.ts';
import { EJU_MAX, EJU_MONTHS, EJU_YEARS, MATH_COURSES, SCIENCE_SUBJECTS } from './values.ts';

const m = accounts.validation;
const tooLong = validation.common.tooLong;

// --- profile ---------------------------------------------------------------------------------

/**
 * PATCH /api/me: every field of the sign-up but the password, under the same rules (the form sends
 * them all; the email is the login id and stays unique, as at sign-up).
 */
export const ProfileUpdateRequest = v.omit(SignupRequest, ['password', 'consents']);
export type ProfileUpdateRequest = v.InferInput<typeof ProfileUpdateRequest>;
export const ProfileUpdateResponse = envelope(User);

// --- password and withdrawal -----------------------------------------------------------------

/** A password typed to confirm: missing or empty reads the field's own message. */
const typedPassword = (message: string) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.string(message),
    v.nonEmpty(message),
    v.maxLength(128, tooLong(128)),
  );

/** POST /api/me/password: the current password, and a new one under the sign-up's rules. */
export const PasswordChangeRequest = v.pipe(
  v.strictObject(
    {
      currentPassword: typedPassword(m.currentPasswordRequired),
      newPassword: NewPassword,
    },
    strictMessage,
  ),
  v.forward(
    v.partialCheck(
      [['currentPassword'], ['newPassword']],
      (input) => input.currentPassword !== input.newPassword,
      m.newPasswordSame,
    ),
    ['newPassword'],
  ),
);
export type PasswordChangeRequest = v.InferInput<typeof PasswordChangeRequest>;
export const PasswordChangeResponse = envelope(v.null());

/** DELETE /api/users/profile: the account's password, so nobody withdraws an open session. */
export const WithdrawRequest = v.strictObject(
  { password: typedPassword(m.passwordRequired) },
  strictMessage,
);
export type WithdrawRequest = v.InferInput<typeof WithdrawRequest>;

// --- learning summary ------------------------------------------------------------------------

/** GET /api/me/learning-summary: the caller's own records, counted. */
export const LearningSummary = v.object({
  /** lectures the student may read now */
  lectures: v.number(),
  completedLessons: v.number(),
  totalLessons: v.number(),
  /** unique seconds of video watched, every lesson together */
  watchedSeconds: v.number(),
  /** quiz lessons with at least one graded attempt */
  quizzesTaken: v.number(),
  quizzesPassed: v.number(),
  /** the mean of the best score of each quiz taken (whole percent), null before any */
  quizAverageBestScore: v.nullable(v.number()),
  assignmentsSubmitted: v.number(),
  assignmentsPassed: v.number(),
  currentStreakDays: v.number(),
});
export type LearningSummary = v.InferOutput<typeof LearningSummary>;
export const LearningSummaryResponse = envelope(LearningSummary);

// --- official EJU sittings -------------------------------------------------------------------

export { EJU_MAX, EJU_MONTHS, EJU_YEARS, MATH_COURSES, SCIENCE_SUBJECTS } from './values.ts';

const score = (max: number) =>
  v.nullish(
    v.pipe(
      v.number(m.scoreRange(max)),
      v.integer(m.scoreRange(max)),
      v.minValue(0, m.scoreRange(max)),
      v.maxValue(max, m.scoreRange(max)),
    ),
  );
const given = (value: unknown) => value !== undefined && value !== null;

/**
 * One sitting (June or November of a year), every subject optional. A science subject and a math
 * course come with their score; the two science subjects differ; science (理科) and general studies
 * (総合科目) are never taken in the same sitting.
 */
export const EjuSittingRequest = v.pipe(
  v.strictObject(
    {
      year: v.pipe(
        v.number(m.sittingYear),
        v.integer(m.sittingYear),
        v.minValue(EJU_YEARS.min, m.sittingYear),
        v.maxValue(EJU_YEARS.max, m.sittingYear),
      ),
      month: v.picklist(EJU_MONTHS, m.sittingMonth),
      japaneseReading: score(EJU_MAX.japaneseReading),
      japaneseListening: score(EJU_MAX.japaneseListening),
      japaneseWriting: score(EJU_MAX.japaneseWriting),
      science1Subject: v.nullish(v.picklist(SCIENCE_SUBJECTS, m.scienceSubject)),
      science1Score: score(EJU_MAX.science),
      science2Subject: v.nullish(v.picklist(SCIENCE_SUBJECTS, m.scienceSubject)),
      science2Score: score(EJU_MAX.science),
      generalStudies: score(EJU_MAX.generalStudies),
      mathCourse: v.nullish(v.picklist(MATH_COURSES, m.mathCourse)),
      mathScore: score(EJU_MAX.math),
    },
    strictMessage,
  ),
  v.forward(
    v.partialCheck(
      [['science1Subject'], ['science1Score']],
      (input) => given(input.science1Subject) === given(input.science1Score),
      m.sciencePair,
    ),
    ['science1Subject'],
  ),
  v.forward(
    v.partialCheck(
      [['science2Subject'], ['science2Score']],
      (input) => given(input.science2Subject) === given(input.science2Score),
      m.sciencePair,
    ),
    ['science2Subject'],
  ),
  v.forward(
    v.partialCheck(
      [['science1Subject'], ['science2Subject']],
      (input) => !given(input.science1Subject) || input.science1Subject !== input.science2Subject,
      m.scienceSame,
    ),
    ['science2Subject'],
  ),
  v.forward(
    v.partialCheck(
      [
        ['science1Subject'],
        ['science2Subject'],
        ['science1Score'],
        ['science2Score'],
        ['generalStudies'],
      ],
      (input) =>
        !given(input.generalStudies) ||
        ![
          input.science1Subject,
          input.science2Subject,
          input.science1Score,
          input.science2Score,
        ].some(given),
      m.scienceWithGeneral,
    ),
    ['generalStudies'],
  ),
  v.forward(
    v.partialCheck(
      [['mathCourse'], ['mathScore']],
      (input) => given(input.mathCourse) === given(input.mathScore),
      m.mathPair,
    ),
    ['mathCourse'],
  ),
);
export type EjuSittingRequest = v.InferInput<typeof EjuSittingRequest>;

export const EjuSitting = v.object({
  id: v.number(),
  year: v.number(),
  month: v.number(),
  japaneseReading: v.nullable(v.number()),
  japaneseListening: v.nullable(v.number()),
  /** 読解 + 聴解・聴読解 (of 400), when both are recorded */
  japaneseTotal: v.nullable(v.number()),
  japaneseWriting: v.nullable(v.number()),
  science1Subject: v.nullable(v.picklist(SCIENCE_SUBJECTS)),
  science1Score: v.nullable(v.number()),
  science2Subject: v.nullable(v.picklist(SCIENCE_SUBJECTS)),
  science2Score: v.nullable(v.number()),
  generalStudies: v.nullable(v.number()),
  mathCourse: v.nullable(v.picklist(MATH_COURSES)),
  mathScore: v.nullable(v.number()),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type EjuSitting = v.InferOutput<typeof EjuSitting>;
/** Newest sitting first: the first is the latest. */
export const EjuSittingListResponse = envelope(v.array(EjuSitting));
export const EjuSittingResponse = envelope(EjuSitting);
export const EjuSittingDeleteResponse = envelope(v.null());
