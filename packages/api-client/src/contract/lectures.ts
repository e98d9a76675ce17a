// Lectures for staff (docs/product/screens.md, docs/product/api.md: Lecture, Chapter, Detail,
// Detail content (admin); 5; 7.4) and the public shop (docs/product/screens.md,
// docs/product/api.md). The classroom's student views are in classroom.ts.
import * as v from 'valibot';
import * as ko from '@academy/strings';
import * as playerStrings from '@academy/strings/player';
import * as validation from '@academy/strings/validation';
import { IdField, IdNumber, IdString, IsoDateTime, Order, strictMessage } from './common.ts';
import { envelope } from './envelope.ts';
import { LiveSchedule } from './live-lessons.ts';

const tooLong = validation.common.tooLong;

/**
 * Detail types are stored as these four; clients compare case-insensitively (docs/product/api.md).
 */
export const DETAIL_TYPES = ['VIDEO', 'LIVE', 'QUIZ', 'OTHER'] as const;

/**
 * When a quiz attempt's result shows the correct options and explanations
 * (docs/decisions/037): AFTER_PASS once the student passed or has no attempt left (the default),
 * AFTER_LAST_ATTEMPT only when no attempt is left, NEVER not at all.
 */
export const QUIZ_REVEALS = ['AFTER_PASS', 'AFTER_LAST_ATTEMPT', 'NEVER'] as const;
export type QuizReveal = (typeof QUIZ_REVEALS)[number];
/** Graded attempts a quiz allows unless staff choose another number (1-100). */
export const DEFAULT_QUIZ_ATTEMPTS = 3;
export const MAX_QUIZ_ATTEMPTS = 100;
export type DetailType = (typeof DETAIL_TYPES)[number];

/** Only PUBLISHED lectures reach the shop and new enrolments (docs/product/learning.md). */
export const LECTURE_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type LectureStatus = (typeof LECTURE_STATUSES)[number];

/** A lecture image (thumbnail) may be at most this many bytes before re-encoding. */
export const LECTURE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many attachments per content block, each at most 20 MB. */
export const MAX_ATTACHMENTS = 10;
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

// ---------------------------------------------------------------- responses

/** Admin list entry (GET /api/admin/lectures/my-lectures) (docs/product/api.md). */
export const LectureListItem = v.object({
  lectureId: v.number(),
  title: v.string(),
  category: v.nullable(v.string()),
  price: v.number(),
  description: v.nullable(v.string()),
  thumbnailUrl: v.nullable(v.string()),
  teacherName: v.string(),
  status: v.picklist(LECTURE_STATUSES),
});
export type LectureListItem = v.InferOutput<typeof LectureListItem>;
export const LectureListResponse = envelope(v.array(LectureListItem));

export const Attachment = v.object({
  attachmentId: v.number(),
  name: v.string(),
  size: v.number(),
  mime: v.string(),
  /** a short-lived signed download URL (docs/product/security.md) */
  url: v.string(),
});
export type Attachment = v.InferOutput<typeof Attachment>;

/** Detail content (admin): one block per detail (docs/product/api.md). */
export const DetailContent = v.object({
  contentId: v.number(),
  contents: v.nullable(v.string()),
  videoId: v.nullable(v.string()),
  /**
   * docs/product/learning.md: the video's length in seconds as staff gave it (completion is
   * measured against
   * it); null: the length the student's player reports */
  videoDuration: v.nullable(v.number()),
  /** the signed player page of the video, for the play-video dialog */
  playerUrl: v.nullable(v.string()),
  attachmentDescription: v.nullable(v.string()),
  attachments: v.array(Attachment),
});
export type DetailContent = v.InferOutput<typeof DetailContent>;

export const AdminDetail = v.object({
  detailId: v.number(),
  lectureChapterId: v.number(),
  detailTitle: v.string(),
  type: v.picklist(DETAIL_TYPES),
  detailOrder: v.number(),
  /** the lecture's free preview lesson (docs/product/learning.md#preview) */
  isPreview: v.optional(v.boolean()),
  content: v.nullable(DetailContent),
  /** how many questions its quiz has (0 when it has none): publishing warns of an empty quiz */
  quizQuestionCount: v.number(),
  /** a LIVE lesson's schedule and link, once staff set its start (live-lessons.ts) */
  live: v.optional(v.nullable(LiveSchedule)),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type AdminDetail = v.InferOutput<typeof AdminDetail>;

export const AdminChapter = v.object({
  chapterId: v.number(),
  lectureId: v.number(),
  chapterTitle: v.string(),
  chapterOrder: v.number(),
  details: v.array(AdminDetail),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type AdminChapter = v.InferOutput<typeof AdminChapter>;

/**
 * Admin detail (GET /api/admin/lectures/{id}), with every field the create form sets
 * (docs/product/api.md).
 */
export const AdminLecture = v.object({
  lectureId: v.number(),
  title: v.string(),
  subtitle: v.nullable(v.string()),
  description: v.nullable(v.string()),
  price: v.number(),
  period: v.number(),
  thumbnailUrl: v.nullable(v.string()),
  thumbnailWidth: v.nullable(v.number()),
  thumbnailHeight: v.nullable(v.number()),
  category: v.nullable(v.string()),
  course: v.nullable(v.string()),
  target: v.nullable(v.string()),
  url: v.nullable(v.string()),
  textbookName: v.nullable(v.string()),
  /** the printed textbook's price in won; null: not sold online */
  textbookPrice: v.nullable(v.number()),
  teacherId: v.number(),
  teacherName: v.string(),
  status: v.picklist(LECTURE_STATUSES),
  chapters: v.array(AdminChapter),
  /** docs/product/player-controls.md: the watermark over the video, and 수강 일시정지's limits */
  watermark: v.optional(v.boolean()),
  pauseMaxCount: v.optional(v.number()),
  pauseMaxDays: v.optional(v.number()),
});
export type AdminLecture = v.InferOutput<typeof AdminLecture>;
export const AdminLectureResponse = envelope(AdminLecture);

/** Student shop entry (GET /api/shop/lectures, public) (docs/product/api.md). */
export const ShopLecture = v.object({
  lectureId: v.number(),
  title: v.string(),
  description: v.nullable(v.string()),
  thumbnailUrl: v.nullable(v.string()),
  teacherName: v.string(),
  price: v.number(),
  period: v.number(),
  textbookName: v.nullable(v.string()),
});
export type ShopLecture = v.InferOutput<typeof ShopLecture>;
export const ShopLectureListResponse = envelope(v.array(ShopLecture));

/**
 * What a create call answers: the new row's id (docs/product/validation.md: 'the create call must
 * return a success flag').
 */
export const Created = v.object({ id: v.number() });
export const CreatedResponse = envelope(Created);

// ---------------------------------------------------------------- requests

const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(max, tooLong(max)),
    v.transform((value) => (value === '' ? null : value)),
  );

const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Price and period are whole numbers >= 0, 0 when left empty (form fields are text)
 * (docs/product/validation.md, docs/product/limits.md).
 */
const wholeNumber = (message: string) =>
  v.pipe(
    v.optional(v.union([v.string(), v.number()]), ''),
    v.transform((value) => (typeof value === 'number' ? String(value) : value.trim())),
    v.transform((value) => (value === '' ? '0' : value)),
    v.regex(/^\d{1,9}$/, message),
    v.transform(Number),
  );

/** A pause limit (0 turns pausing off), absent when the form leaves it out. */
const optionalLimit = (max: number) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => (typeof value === 'number' ? String(value) : value.trim())),
      v.regex(/^\d{1,3}$/, playerStrings.messages.pauseLimitInvalid(max)),
      v.transform(Number),
      v.maxValue(max, playerStrings.messages.pauseLimitInvalid(max)),
    ),
  );

/**
 * The printed textbook's price in won, optional: empty (or absent) when it is not sold online.
 */
const TextbookPrice = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  v.transform((value) =>
    value === null ? '' : typeof value === 'number' ? String(value) : value.trim(),
  ),
  v.regex(/^\d{0,9}$/, validation.lecture.textbookPriceInvalid),
  v.transform((value) => (value === '' ? null : Number(value))),
);

/**
 * POST /api/admin/lectures, multipart (docs/product/api.md: creation form fields). The teacher is
 * the caller; docs/product/api.md lists teacherId among the fields, so it is accepted when it is
 * the caller's own id (an admin may name any teacher) and refused with 403 otherwise: never a way
 * to write someone else's lecture.
 */
export const LectureCreateShape = v.strictObject(
  {
    teacherId: v.optional(IdString),
    title: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.nonEmpty(validation.lecture.titleRequired),
      v.maxLength(100, tooLong(100)),
    ),
    subtitle: optionalText(200),
    description: optionalText(5000),
    imageFile: v.pipe(
      v.optional(v.unknown(), null),
      v.file(validation.lecture.imageRequired),
      v.minSize(1, validation.lecture.imageRequired),
      v.maxSize(LECTURE_IMAGE_MAX_BYTES, validation.lecture.imageTooLarge),
    ),
    price: wholeNumber(validation.lecture.priceInvalid),
    period: wholeNumber(validation.lecture.periodInvalid),
    category: optionalText(50),
    course: optionalText(50),
    target: optionalText(100),
    // Only a web link (a javascript: URL would run in whoever opens it)
    url: v.pipe(
      optionalText(2000),
      v.check((value) => value === null || isWebUrl(value), validation.lecture.urlInvalid),
    ),
    textbookName: optionalText(100),
    textbookPrice: TextbookPrice,
    // docs/product/player-controls.md: absent keeps the stored value (the defaults on create)
    watermark: v.optional(
      v.pipe(
        v.picklist(['true', 'false'], playerStrings.messages.watermarkInvalid),
        v.transform((value) => value === 'true'),
      ),
    ),
    pauseMaxCount: optionalLimit(20),
    pauseMaxDays: optionalLimit(365),
  },
  strictMessage,
);

/** A textbook's price needs its name (docs/product/coupons-and-orders.md: the textbook's price). */
export const textbookPriceNamed = <
  T extends { textbookName: string | null; textbookPrice: number | null },
>(
  lecture: T,
) => lecture.textbookPrice === null || lecture.textbookName !== null;

export const LectureCreateRequest = v.pipe(
  LectureCreateShape,
  v.forward(v.check(textbookPriceNamed, validation.lecture.textbookPriceNeedsName), [
    'textbookPrice',
  ]),
);
export type LectureCreateRequest = v.InferOutput<typeof LectureCreateRequest>;

/**
 * POST /api/admin/lectures/chapters (docs/product/validation.md: chapter create; order defaults to
 * 0).
 */
export const ChapterCreateRequest = v.strictObject(
  {
    lectureId: IdField(validation.chapter.lectureRequired),
    title: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.nonEmpty(validation.chapter.titleRequired),
      v.maxLength(100, tooLong(100)),
    ),
    chapterOrder: Order,
  },
  strictMessage,
);
export type ChapterCreateRequest = v.InferOutput<typeof ChapterCreateRequest>;

/**
 * A detail type from what staff type or pick: its code in any case (VIDEO, video) or its Korean
 * name as the admin shows it (영상, 라이브, 퀴즈, 기타); null for anything else.
 */
export function detailTypeOf(text: string): DetailType | null {
  const typed = text.trim();
  const code = typed.toUpperCase();
  const byCode = DETAIL_TYPES.find((type) => type === code);
  return byCode ?? DETAIL_TYPES.find((type) => ko.detailTypes[type] === typed) ?? null;
}

/**
 * A detail's type as the admin sends it, normalised (docs/product/validation.md): the code in any
 * case or the Korean name, spaces ignored; anything else (or nothing) refused with the spec's hint.
 */
export const DetailTypeInput = v.pipe(
  v.optional(v.string(), ''),
  v.transform((typed) => detailTypeOf(typed) ?? typed),
  v.picklist(DETAIL_TYPES, validation.detail.typeRequired),
);

/**
 * POST /api/admin/lectures/details (docs/product/validation.md: detail create; order defaults to
 * 0).
 */
export const DetailCreateRequest = v.strictObject(
  {
    lectureChapterId: IdNumber,
    title: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.nonEmpty(validation.detail.titleRequired),
      v.maxLength(100, tooLong(100)),
    ),
    type: DetailTypeInput,
    detailOrder: Order,
  },
  strictMessage,
);
export type DetailCreateRequest = v.InferOutput<typeof DetailCreateRequest>;

const attachmentFile = v.pipe(
  v.file(validation.content.attachmentType),
  v.maxSize(ATTACHMENT_MAX_BYTES, validation.content.attachmentTooLarge),
);

/** Longest video the classroom accepts (its length, watch reports): 24 hours. */
export const MAX_VIDEO_SECONDS = 24 * 60 * 60;

/**
 * POST /api/admin/lectures/contents, multipart {lectureDetailId, contents, attachmentFiles (many),
 * attachmentDescription, videoId} (docs/product/api.md). The video itself was uploaded before
 * (docs/product/states.md: content dialog flow), so only its id arrives here.
 */
export const ContentCreateRequest = v.strictObject(
  {
    lectureDetailId: IdString,
    contents: optionalText(20_000),
    attachmentDescription: optionalText(1000),
    videoId: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.regex(/^([A-Za-z0-9_-]{1,64})?$/, validation.content.videoIdInvalid),
      v.transform((value) => (value === '' ? null : value)),
    ),
    /**
     * docs/product/learning.md: the video's length in whole seconds (completion is measured against
     * it); empty:
     * the length the student's player first reports is used */
    videoDuration: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.regex(/^(\d{1,6})?$/, validation.content.videoDurationInvalid),
      v.transform((value) => (value === '' ? null : Number(value))),
      v.check(
        (value) => value === null || (value >= 1 && value <= MAX_VIDEO_SECONDS),
        validation.content.videoDurationInvalid,
      ),
    ),
    attachmentFiles: v.pipe(
      v.optional(v.union([attachmentFile, v.array(attachmentFile)]), []),
      v.transform((value) => (Array.isArray(value) ? value : [value])),
      v.maxLength(MAX_ATTACHMENTS, validation.content.tooManyAttachments(MAX_ATTACHMENTS)),
    ),
  },
  strictMessage,
);
export type ContentCreateRequest = v.InferOutput<typeof ContentCreateRequest>;
