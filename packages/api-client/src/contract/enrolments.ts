// Enrolments (docs/product/learning.md): staff enrol students in a lecture for its period, a
// chosen one or none (무제한), extend or end it, enrol a pasted list of emails; a paid order enrols
// the student itself (docs/product/commerce.md). The roster and a student's page
// read the same enrolments with the students' progress.
import * as v from 'valibot';
import { ExportReason } from './access-log.ts';
import * as enrolmentStrings from '@academy/strings/enrolments';
import * as validation from '@academy/strings/validation';
import { IdField, IsoDateTime, optionalPaging, strictMessage } from './common.ts';
import { envelope } from './envelope.ts';

const m = enrolmentStrings.validation;

export const ENROLMENT_STATUSES = ['ACTIVE', 'ENDED'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
/** how the enrolment came to be */
export const ENROLMENT_SOURCES = ['STAFF', 'BULK', 'REQUEST', 'SEED', 'ORDER'] as const;
export type EnrolmentSource = (typeof ENROLMENT_SOURCES)[number];
/** the former 수강 신청 requests' states (their rows are kept: a person's data export lists them) */
export const ENROLMENT_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type EnrolmentRequestStatus = (typeof ENROLMENT_REQUEST_STATUSES)[number];
/** the most emails one bulk enrolment takes */
export const BULK_ENROL_MAX = 200;

/**
 * The last day of a chosen period, `YYYY-MM-DD` (Korea's calendar: the enrolment ends when that
 * day ends there). null: no limit (무제한). Absent: the lecture's own period.
 */
export const EndsOn = v.optional(
  v.nullable(
    v.pipe(
      v.string(m.endsOnInvalid),
      v.trim(),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, m.endsOnInvalid),
      v.check((day) => !Number.isNaN(new Date(`${day}T00:00:00+09:00`).getTime()), m.endsOnInvalid),
    ),
  ),
);

export const EnrolRequest = v.strictObject(
  {
    userId: IdField(m.studentRequired),
    lectureId: IdField(m.lectureRequired),
    endsOn: EndsOn,
  },
  strictMessage,
);
export type EnrolRequest = v.InferInput<typeof EnrolRequest>;

/** The pasted list: emails separated by lines, commas, semicolons or spaces. */
export const BulkEnrolRequest = v.strictObject(
  {
    lectureId: IdField(m.lectureRequired),
    emails: v.pipe(
      v.string(m.emailsRequired),
      v.transform((text) => text.split(/[\s,;]+/).filter(Boolean)),
      v.minLength(1, m.emailsRequired),
      v.maxLength(BULK_ENROL_MAX, m.emailsTooMany(BULK_ENROL_MAX)),
    ),
    endsOn: EndsOn,
  },
  strictMessage,
);
export type BulkEnrolRequest = v.InferInput<typeof BulkEnrolRequest>;

export const BulkEnrolResult = v.object({
  enrolled: v.array(v.string()),
  failed: v.array(v.object({ email: v.string(), reason: v.string() })),
});
export type BulkEnrolResult = v.InferOutput<typeof BulkEnrolResult>;
export const BulkEnrolResponse = envelope(BulkEnrolResult);

/** Extend (or shorten) an enrolment: a new last day, or null for no limit. */
export const EnrolmentUpdateRequest = v.strictObject(
  {
    endsOn: v.nullable(
      v.pipe(v.string(m.endsOnInvalid), v.regex(/^\d{4}-\d{2}-\d{2}$/, m.endsOnInvalid)),
    ),
  },
  strictMessage,
);
export type EnrolmentUpdateRequest = v.InferInput<typeof EnrolmentUpdateRequest>;

export const Enrolment = v.object({
  enrolmentId: v.number(),
  userId: v.number(),
  lectureId: v.number(),
  startsAt: IsoDateTime,
  endsAt: v.nullable(IsoDateTime),
  status: v.picklist(ENROLMENT_STATUSES),
  source: v.picklist(ENROLMENT_SOURCES),
  /** null: no limit; 0: ended */
  expireDaysLeft: v.nullable(v.number()),
});
export type Enrolment = v.InferOutput<typeof Enrolment>;
export const EnrolmentResponse = envelope(Enrolment);

/** Staff search students by name or email to enrol them. */
export const StudentSearchQuery = v.object({
  q: v.pipe(
    v.string(m.queryRequired),
    v.trim(),
    v.nonEmpty(m.queryRequired),
    v.maxLength(50, validation.common.tooLong(50)),
  ),
});
export const StudentSummary = v.object({
  id: v.number(),
  name: v.string(),
  userId: v.string(),
  /** false: the student has not opened their email's verification link (staff see 미인증) */
  emailVerified: v.optional(v.boolean()),
});
export type StudentSummary = v.InferOutput<typeof StudentSummary>;
export const StudentSearchResponse = envelope(v.array(StudentSummary));

const wholeNumber = (message: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.regex(/^\d{1,5}$/, message),
      v.transform(Number),
      v.maxValue(max, message),
    ),
  );

/**
 * The roster's filters: behind = progress below `behindBelow` % with fewer than `behindDaysLeft`
 * days left (a lecture without a limit is never behind by days); inactive = nothing studied in
 * `inactiveDays` days. `format=csv` answers the same rows as a CSV file.
 */
export const RosterQuery = v.object({
  behindBelow: wholeNumber(m.percentInvalid, 100),
  behindDaysLeft: wholeNumber(m.daysInvalid, 36500),
  inactiveDays: wholeNumber(m.daysInvalid, 36500),
  status: v.optional(v.picklist(ENROLMENT_STATUSES)),
  format: v.optional(v.picklist(['json', 'csv'])),
  /** why the CSV is exported: required with format=csv (docs/product/security.md) */
  reason: v.optional(ExportReason),
  /** one page of `size` rows (default ROSTER_PAGE_SIZE); neither: every row */
  ...optionalPaging,
});
/** The admin's roster shows this many students a page. */
export const ROSTER_PAGE_SIZE = 50;
export type RosterQuery = v.InferInput<typeof RosterQuery>;

export const RosterRow = v.object({
  enrolment: Enrolment,
  student: StudentSummary,
  progressRate: v.number(),
  completedLessons: v.number(),
  totalLessons: v.number(),
  lastActivityAt: v.nullable(IsoDateTime),
  /** one per quiz lesson of the lecture, in outline order */
  quizBestScores: v.array(v.object({ detailId: v.number(), bestScore: v.nullable(v.number()) })),
  pendingSubmissions: v.number(),
});
export type RosterRow = v.InferOutput<typeof RosterRow>;
export const Roster = v.object({
  lectureId: v.number(),
  lectureTitle: v.string(),
  quizzes: v.array(v.object({ detailId: v.number(), detailTitle: v.string() })),
  rows: v.array(RosterRow),
  /** the rows the filters keep, on every page (a paged read's page holds at most `size`) */
  total: v.optional(v.number()),
});
export type Roster = v.InferOutput<typeof Roster>;
export const RosterResponse = envelope(Roster);

/** A student's page in the admin: their enrolments with progress and recent activity. */
export const StudentPage = v.object({
  student: StudentSummary,
  lectures: v.array(
    v.object({
      enrolment: Enrolment,
      lectureTitle: v.string(),
      progressRate: v.number(),
      lastActivityAt: v.nullable(IsoDateTime),
    }),
  ),
  lastActivityAt: v.nullable(IsoDateTime),
  /** the student's and parent's phones masked (010-****-5678); whole only through 보기 */
  maskedContacts: v.optional(
    v.object({ studentContact: v.nullable(v.string()), parentContact: v.nullable(v.string()) }),
  ),
});
export type StudentPage = v.InferOutput<typeof StudentPage>;
export const StudentPageResponse = envelope(StudentPage);
