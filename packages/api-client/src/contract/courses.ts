// The public course page (GET /api/shop/lectures/{id}, its preview) and the academy's payment
// account (GET /api/academy/payment-account public, PUT admin) (docs/product/api.md).
import * as v from 'valibot';
import { courseMessages as m } from '@academy/strings/courses';
import { strictMessage } from './common.ts';
import { envelope } from './envelope.ts';
import { DETAIL_TYPES, ShopLecture } from './lectures.ts';

/**
 * A lesson as a visitor sees it: its title, type and length only; never its content, video or
 * attachments (docs/product/learning.md#preview).
 */
export const CourseLesson = v.object({
  detailId: v.number(),
  title: v.string(),
  type: v.picklist(DETAIL_TYPES),
  /** seconds, when staff gave the video's length */
  durationSeconds: v.nullable(v.number()),
  isPreview: v.boolean(),
});
export type CourseLesson = v.InferOutput<typeof CourseLesson>;

export const CourseChapter = v.object({
  chapterId: v.number(),
  title: v.string(),
  lessons: v.array(CourseLesson),
});

/** A published lecture's public page: the shop card's fields, its outline and its teacher. */
export const Course = v.object({
  ...ShopLecture.entries,
  subtitle: v.nullable(v.string()),
  category: v.nullable(v.string()),
  course: v.nullable(v.string()),
  target: v.nullable(v.string()),
  teacherImage: v.nullable(v.string()),
  teacherIntroduction: v.nullable(v.string()),
  teacherSubjects: v.array(v.string()),
  chapters: v.array(CourseChapter),
});
export type Course = v.InferOutput<typeof Course>;
export const CourseResponse = envelope(Course);

/** The preview lesson's player link (short-lived, so never in the cached page). */
export const CoursePreview = v.object({
  detailId: v.number(),
  title: v.string(),
  playerUrl: v.string(),
});
export type CoursePreview = v.InferOutput<typeof CoursePreview>;
export const CoursePreviewResponse = envelope(CoursePreview);

const required = (message: string, max: number) =>
  v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty(message), v.maxLength(max, message));

/** PUT /api/academy/payment-account: the bank, the number (digits and hyphens), the holder. */
export const PaymentAccountRequest = v.strictObject(
  {
    bank: required(m.bankRequired, 30),
    accountNumber: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.nonEmpty(m.accountNumberRequired),
      v.regex(/^[0-9][0-9-]{4,28}[0-9]$/, m.accountNumberInvalid),
    ),
    holder: required(m.holderRequired, 30),
  },
  strictMessage,
);
export type PaymentAccountRequest = v.InferOutput<typeof PaymentAccountRequest>;

export const PaymentAccount = v.object({
  bank: v.string(),
  accountNumber: v.string(),
  holder: v.string(),
});
export type PaymentAccount = v.InferOutput<typeof PaymentAccount>;
/** null: staff have not set the account yet. */
export const PaymentAccountResponse = envelope(v.nullable(PaymentAccount));
