// Instructors: the admin list (docs/product/api.md: Teacher) and registration from the admin form
// (docs/product/screens.md, 7.1 POST /api/auth/register/teacher, multipart).
import * as v from 'valibot';
import * as enrolmentStrings from '@academy/strings/enrolments';
import * as ko from '@academy/strings';
import * as validation from '@academy/strings/validation';
import { strictMessage } from './common.ts';
import { envelope } from './envelope.ts';

const tooLong = validation.common.tooLong;
const messages = validation.instructor;

/**
 * The seven teaching subjects, as sent and stored (the Korean word is the value)
 * (docs/product/limits.md).
 */
export const TEACHING_SUBJECTS = [
  ko.subjects.physics,
  ko.subjects.scienceMath,
  ko.subjects.chemistry,
  ko.subjects.liberalMath,
  ko.subjects.essay,
  ko.subjects.statementOfPurpose,
  ko.subjects.other,
] as const;
export const TeachingSubject = v.picklist(TEACHING_SUBJECTS, messages.subjectInvalid);
export type TeachingSubject = v.InferOutput<typeof TeachingSubject>;

/** A teacher in the list (docs/product/api.md). image is the photo's URL (or null). */
export const Teacher = v.object({
  id: v.number(),
  name: v.string(),
  userId: v.string(),
  image: v.nullable(v.string()),
});
export type Teacher = v.InferOutput<typeof Teacher>;
export const TeacherListResponse = envelope(v.array(Teacher));

const optionalText = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, tooLong(max)),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  );

/** The most characters of a teacher's introduction (the home page's instructors carousel). */
export const INTRODUCTION_MAX = 300;
/** The introduction staff write (registration and edit alike); empty means none. */
const introduction = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(
      INTRODUCTION_MAX,
      enrolmentStrings.validation.introductionTooLong(INTRODUCTION_MAX),
    ),
  ),
  '',
);

/**
 * The multipart fields (docs/product/api.md: Teacher registration). teachingSubjects is repeated,
 * one field per subject (a single one arrives as a string). The introduction is shown on the home
 * page; the contact is collected by the form but not sent. Strict: a role or anything else is refused; the new account is always a TEACHER.
 */
export const TeacherRegisterRequest = v.strictObject(
  {
    userId: v.pipe(
      v.string(messages.emailRequired),
      v.trim(),
      v.nonEmpty(messages.emailRequired),
      v.maxLength(254, tooLong(254)),
      v.email(validation.signup.emailInvalid),
    ),
    password: v.pipe(
      v.string(messages.passwordRequired),
      v.nonEmpty(messages.passwordRequired),
      v.minLength(8, validation.signup.passwordMin),
      v.maxLength(128, tooLong(128)),
    ),
    name: v.pipe(
      v.string(messages.nameRequired),
      v.trim(),
      v.nonEmpty(messages.nameRequired),
      v.maxLength(50, tooLong(50)),
    ),
    // A multipart form leaves out an empty file input and an empty multi-select altogether, so
    // both are optional keys whose absence answers the docs/product/validation.md message.
    imageFile: v.pipe(
      // (a default, because valibot skips an absent optional key without one)
      v.optional(v.union([v.file(), v.string()], messages.photoRequired), ''),
      v.check((file) => file instanceof File, messages.photoRequired),
      v.transform((file) => file as File),
    ),
    teachingSubjects: v.pipe(
      v.optional(v.union([v.string(), v.array(v.string())], messages.subjectRequired), () => []),
      v.transform((value) => [...new Set([value].flat())]),
      v.minLength(1, messages.subjectRequired),
      v.everyItem(
        (subject) => (TEACHING_SUBJECTS as readonly string[]).includes(subject),
        messages.subjectInvalid,
      ),
      v.transform((subjects) => subjects as TeachingSubject[]),
    ),
    bankName: optionalText(50),
    accountNumber: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^[\d-]{0,30}$/, messages.accountNumberInvalid),
        v.transform((value) => (value === '' ? undefined : value)),
      ),
    ),
    accountHolder: optionalText(50),
    introduction,
    /** resident (13 digits) or business (10 digits) registration number; hyphens optional */
    businessNumber: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.check(
          (value) => value === '' || /^(\d{10}|\d{13})$/.test(value.replaceAll('-', '')),
          messages.businessNumberInvalid,
        ),
        v.transform((value) => (value === '' ? undefined : value)),
      ),
    ),
  },
  strictMessage,
);
export type TeacherRegisterRequest = v.InferInput<typeof TeacherRegisterRequest>;

/**
 * The registered teacher; the bank account and registration number only masked
 * (docs/product/roles.md).
 */
export const RegisteredTeacher = v.object({
  ...Teacher.entries,
  teachingSubjects: v.array(v.string()),
  bankName: v.nullable(v.string()),
  accountNumberMasked: v.nullable(v.string()),
  accountHolder: v.nullable(v.string()),
  businessNumberMasked: v.nullable(v.string()),
});
export type RegisteredTeacher = v.InferOutput<typeof RegisteredTeacher>;
export const TeacherRegisterResponse = envelope(RegisteredTeacher);

/** A teacher as the admin's instructors screens edit them. */
export const TeacherProfile = v.object({
  ...Teacher.entries,
  teachingSubjects: v.array(v.string()),
  introduction: v.nullable(v.string()),
  /** false once an admin deactivated the account (it cannot sign in; its lectures stay) */
  active: v.boolean(),
});
export type TeacherProfile = v.InferOutput<typeof TeacherProfile>;
export const TeacherProfileResponse = envelope(TeacherProfile);
export const TeacherProfileListResponse = envelope(v.array(TeacherProfile));

/**
 * Editing a teacher (multipart, like registration): name, subjects and introduction; a new
 * photo only when one is sent.
 */
export const TeacherUpdateRequest = v.strictObject(
  {
    name: TeacherRegisterRequest.entries.name,
    teachingSubjects: TeacherRegisterRequest.entries.teachingSubjects,
    introduction,
    imageFile: v.optional(
      v.pipe(
        v.union([v.file(), v.string()], messages.photoRequired),
        v.transform((file) => (file instanceof File && file.size > 0 ? file : undefined)),
      ),
    ),
  },
  strictMessage,
);
export type TeacherUpdateRequest = v.InferInput<typeof TeacherUpdateRequest>;

/** A teacher on the public home page: only what the instructors carousel shows. */
export const PublicInstructor = v.object({
  id: v.number(),
  name: v.string(),
  image: v.nullable(v.string()),
  teachingSubjects: v.array(v.string()),
  introduction: v.nullable(v.string()),
});
export type PublicInstructor = v.InferOutput<typeof PublicInstructor>;
export const PublicInstructorListResponse = envelope(v.array(PublicInstructor));
