// Staff authoring (docs/decisions/018-staff-authoring.md: items 1-3): writing notices, a lecture's
// lifecycle (edit, status, delete), its structure (rename, retype, delete, reorder), content edits.
// Quiz authoring is QuizEditRequest in learning.ts.
import * as v from 'valibot';
import { authoringMessages as am } from '@academy/strings/authoring';
import { courseMessages } from '@academy/strings/courses';
import * as validation from '@academy/strings/validation';
import { IdNumber, IdString, IsoDateTime, pageQuery, strictMessage } from './common.ts';
import { envelope } from './envelope.ts';
import {
  ContentCreateRequest,
  DetailTypeInput,
  LECTURE_IMAGE_MAX_BYTES,
  LECTURE_STATUSES,
  LectureCreateShape,
  textbookPriceNamed,
} from './lectures.ts';
import { liveLessonEntries, liveNeedsStart } from './live-lessons.ts';
import { Notice } from './notices.ts';

// ---------------------------------------------------------------- notices

/** How far in the past a scheduled publish time may lie (the form's minute, clocks apart). */
const PUBLISH_AT_GRACE_MS = 60_000;
/** A notice body's limit in characters (HTML, before sanitising). */
export const NOTICE_CONTENT_MAX = 100_000;
/** A notice image: bytes before re-encoding, and the box it is fitted in. */
export const NOTICE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Staff's view of a notice: when it is (or will be) public and whether it is already. */
export const AdminNotice = v.object({
  ...Notice.entries,
  authorId: v.nullable(v.number()),
  /** ISO 8601: visible to the public from this time */
  publishAt: IsoDateTime,
  isPublished: v.boolean(),
  updatedAt: IsoDateTime,
});
export type AdminNotice = v.InferOutput<typeof AdminNotice>;
export const AdminNoticeListResponse = envelope(v.array(AdminNotice));
export const AdminNoticeResponse = envelope(AdminNotice);
/** GET /api/admin/notices?page=&size=: every notice, scheduled ones included, newest first. */
export const AdminNoticeListQuery = pageQuery(20);

/**
 * POST /api/admin/notices and PUT /api/admin/notices/{id}: the body is rich-text HTML, sanitised
 * on the server (an allow-list of tags and attributes; scripts and handlers dropped). publishAt
 * null or absent: public at once; a time: hidden until then.
 */
export const NoticeWriteRequest = v.strictObject(
  {
    title: v.pipe(
      v.optional(v.string(am.notice.titleRequired), ''),
      v.trim(),
      v.nonEmpty(am.notice.titleRequired),
      v.maxLength(200, validation.common.tooLong(200)),
    ),
    content: v.pipe(
      v.optional(v.string(am.notice.contentRequired), ''),
      v.trim(),
      v.nonEmpty(am.notice.contentRequired),
      v.maxLength(NOTICE_CONTENT_MAX, validation.common.tooLong(NOTICE_CONTENT_MAX)),
    ),
    isImportant: v.optional(v.boolean(), false),
    publishAt: v.optional(
      v.nullable(
        v.pipe(
          v.string(am.notice.publishAtInvalid),
          v.isoTimestamp(am.notice.publishAtInvalid),
          // A scheduled time must still be ahead (docs/product/validation.md); the form picks
          // minutes, so the current minute passes, and the server checks again on its clock.
          v.check(
            (value) => Date.parse(value) > Date.now() - PUBLISH_AT_GRACE_MS,
            am.notice.publishAtPast,
          ),
        ),
      ),
      null,
    ),
  },
  strictMessage,
);
export type NoticeWriteRequest = v.InferInput<typeof NoticeWriteRequest>;

/** POST /api/admin/notices/images, multipart {imageFile}: the stored image's address. */
export const NoticeImageRequest = v.strictObject(
  {
    imageFile: v.pipe(
      v.optional(v.unknown(), null),
      v.file(validation.lecture.imageRequired),
      v.maxSize(NOTICE_IMAGE_MAX_BYTES, validation.lecture.imageTooLarge),
    ),
  },
  strictMessage,
);
export const StoredImageResponse = envelope(
  v.object({ url: v.string(), width: v.nullable(v.number()), height: v.nullable(v.number()) }),
);

// ---------------------------------------------------------------- lectures

/** PUT /api/admin/lectures/{id}, multipart: every field of the create form; the image optional. */
export const LectureUpdateRequest = v.pipe(
  v.strictObject(
    {
      ...v.omit(LectureCreateShape, ['teacherId', 'imageFile']).entries,
      imageFile: v.pipe(
        v.optional(v.unknown(), null),
        v.union(
          [v.null(), v.pipe(v.string(), v.empty()), v.file()],
          validation.lecture.imageRequired,
        ),
        v.transform((value) => (value instanceof File && value.size > 0 ? value : null)),
        v.check(
          (value) => value === null || value.size <= LECTURE_IMAGE_MAX_BYTES,
          validation.lecture.imageTooLarge,
        ),
      ),
    },
    strictMessage,
  ),
  v.forward(v.check(textbookPriceNamed, validation.lecture.textbookPriceNeedsName), [
    'textbookPrice',
  ]),
);
export type LectureUpdateRequest = v.InferOutput<typeof LectureUpdateRequest>;

/** PUT /api/admin/lectures/{id}/status {status}. */
export const LectureStatusRequest = v.strictObject(
  { status: v.picklist(LECTURE_STATUSES, am.lecture.statusInvalid) },
  strictMessage,
);
export type LectureStatusRequest = v.InferOutput<typeof LectureStatusRequest>;
export const LectureStatusResponse = envelope(
  v.object({ lectureId: v.number(), status: v.picklist(LECTURE_STATUSES) }),
);

/** PUT /api/admin/lectures/chapters/{id} {title}. */
export const ChapterUpdateRequest = v.strictObject(
  {
    title: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.nonEmpty(validation.chapter.titleRequired),
      v.maxLength(100, validation.common.tooLong(100)),
    ),
  },
  strictMessage,
);
export type ChapterUpdateRequest = v.InferOutput<typeof ChapterUpdateRequest>;

/**
 * PUT /api/admin/lectures/details/{id} {title, type, isPreview?}. isPreview makes the lesson the
 * lecture's free preview (a video lesson only; the lecture's other lessons stop being it);
 * omitted, it stays as it was (docs/product/learning.md#preview). A LIVE lesson also takes its
 * schedule and join link (live-lessons.ts: absent fields stay as they are; another type clears
 * them).
 */
export const DetailUpdateRequest = v.pipe(
  v.strictObject(
    {
      title: v.pipe(
        v.optional(v.string(), ''),
        v.trim(),
        v.nonEmpty(validation.detail.titleRequired),
        v.maxLength(100, validation.common.tooLong(100)),
      ),
      type: DetailTypeInput,
      isPreview: v.optional(v.boolean()),
      ...liveLessonEntries,
    },
    strictMessage,
  ),
  v.forward(
    v.check(
      (input) => input.isPreview !== true || input.type === 'VIDEO',
      courseMessages.previewVideoOnly,
    ),
    ['isPreview'],
  ),
  v.forward(
    v.partialCheck(
      [['liveStartsAt'], ['liveMinutes'], ['liveUrl']],
      liveNeedsStart,
      validation.liveLesson.startsAtRequired,
    ),
    ['liveStartsAt'],
  ),
);
export type DetailUpdateRequest = v.InferOutput<typeof DetailUpdateRequest>;

/**
 * PUT /api/admin/lectures/{id}/reorder: the whole order in one body, every chapter of the lecture
 * once, every detail once under the chapter it now belongs to (moving a detail between chapters
 * is naming it under another). Anything missing, repeated or foreign: 400, nothing changes.
 */
export const ReorderRequest = v.strictObject(
  {
    chapters: v.pipe(
      v.array(
        v.strictObject(
          {
            chapterId: IdNumber,
            detailIds: v.pipe(v.array(IdNumber), v.maxLength(1000)),
          },
          strictMessage,
        ),
      ),
      v.maxLength(500),
    ),
  },
  strictMessage,
);
export type ReorderRequest = v.InferInput<typeof ReorderRequest>;

/**
 * PUT /api/admin/lectures/contents/{id}, multipart: the text, description and video replace the
 * old ones; attachmentFiles are added; removeAttachmentIds (repeated) are removed.
 */
export const ContentUpdateRequest = v.strictObject(
  {
    ...v.omit(ContentCreateRequest, ['lectureDetailId']).entries,
    removeAttachmentIds: v.pipe(
      v.optional(v.union([IdString, v.array(IdString)]), []),
      v.transform((value) => (Array.isArray(value) ? value : [value])),
    ),
  },
  strictMessage,
);
export type ContentUpdateRequest = v.InferOutput<typeof ContentUpdateRequest>;
