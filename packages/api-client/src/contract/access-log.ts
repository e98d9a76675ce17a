// The staff access log (docs/product/security.md: staff access log): what an admin reads and
// filters, the monthly review, the reason an export asks for, and a student's contacts opened
// whole.
import * as v from 'valibot';
import * as accessLogStrings from '@academy/strings/access-log';
import { strictMessage } from './common.ts';
import { envelope } from './envelope.ts';
import { IsoDateTime } from './timestamps.ts';

const m = accessLogStrings.validation;

export const ACCESS_ACTIONS = ['VIEW', 'EXPORT', 'CREATE', 'UPDATE', 'DELETE'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

export const EXPORT_REASON_MAX = 200;
export const REVIEW_NOTE_MAX = 500;
/** The log's page: a fixed size, the next one asked for by the last id seen (keyset). */
export const ACCESS_LOG_PAGE_SIZE = 50;

/** Why a file of personal data is exported: required, recorded with the export. */
export const ExportReason = v.pipe(
  v.string(m.reasonRequired),
  v.trim(),
  v.nonEmpty(m.reasonRequired),
  v.maxLength(EXPORT_REASON_MAX, m.reasonTooLong(EXPORT_REASON_MAX)),
);
/** The export dialog's one field. */
export const ExportReasonForm = v.object({ reason: ExportReason });
export type ExportReasonForm = v.InferInput<typeof ExportReasonForm>;

const day = v.optional(
  v.pipe(v.string(m.dateInvalid), v.regex(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid)),
);
const search = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, m.searchTooLong(100))), '');

/**
 * The log's filters: who (a staff name or email, or part of one), the action, a Seoul date range
 * (both days included), the student concerned (name or email); `before` is the last id of the
 * previous page.
 */
export const AccessLogQuery = v.object({
  actor: search,
  action: v.optional(v.picklist(ACCESS_ACTIONS)),
  from: day,
  to: day,
  student: search,
  before: v.optional(
    v.pipe(
      v.string(m.cursorInvalid),
      v.regex(/^[1-9]\d{0,15}$/, m.cursorInvalid),
      v.transform(Number),
    ),
  ),
});
export type AccessLogQuery = v.InferInput<typeof AccessLogQuery>;

const Person = v.object({ id: v.number(), name: v.string(), userId: v.string() });

export const AccessLogEntry = v.object({
  id: v.number(),
  at: IsoDateTime,
  actor: v.object({ ...Person.entries, role: v.string() }),
  action: v.picklist(ACCESS_ACTIONS),
  targetType: v.string(),
  targetId: v.nullable(v.string()),
  student: v.nullable(Person),
  route: v.string(),
  reason: v.nullable(v.string()),
  address: v.string(),
  userAgent: v.nullable(v.string()),
});
export type AccessLogEntry = v.InferOutput<typeof AccessLogEntry>;
export const AccessLogPage = v.object({
  entries: v.array(AccessLogEntry),
  /** the `before` of the next page; null on the last */
  nextBefore: v.nullable(v.number()),
});
export type AccessLogPage = v.InferOutput<typeof AccessLogPage>;
export const AccessLogPageResponse = envelope(AccessLogPage);

/** A month of the log (YYYY-MM, Seoul) and its review, if done. */
export const AccessLogMonth = v.object({
  month: v.string(),
  entries: v.number(),
  review: v.nullable(
    v.object({
      reviewer: v.object({ id: v.number(), name: v.string() }),
      reviewedAt: IsoDateTime,
      note: v.string(),
    }),
  ),
});
export type AccessLogMonth = v.InferOutput<typeof AccessLogMonth>;
export const AccessLogMonthsResponse = envelope(v.array(AccessLogMonth));

export const AccessLogReviewRequest = v.strictObject(
  {
    month: v.pipe(v.string(m.monthInvalid), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.monthInvalid)),
    note: v.pipe(
      v.string(m.noteRequired),
      v.trim(),
      v.nonEmpty(m.noteRequired),
      v.maxLength(REVIEW_NOTE_MAX, m.noteTooLong(REVIEW_NOTE_MAX)),
    ),
  },
  strictMessage,
);
export type AccessLogReviewRequest = v.InferInput<typeof AccessLogReviewRequest>;
export const AccessLogReviewResponse = envelope(AccessLogMonth);

/** A student's contacts whole: read only through the 보기 action, which the log records. */
export const StudentContact = v.object({
  id: v.number(),
  name: v.string(),
  userId: v.string(),
  studentContact: v.nullable(v.string()),
  parentContact: v.nullable(v.string()),
});
export type StudentContact = v.InferOutput<typeof StudentContact>;
export const StudentContactResponse = envelope(StudentContact);
