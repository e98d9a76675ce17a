// Questions and answers (docs/product/screens.md, 2.11 Q&A, 3: Question, 4, 5, 7.2-7.4). Students
// ask about a lecture and may edit or delete only while unanswered; the lecture's teacher answers
// and may edit the answer afterwards.
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import { IdField, IdString, IsoDateTime, requiredText, strictMessage } from './common.ts';
import { envelope } from './envelope.ts';

export const Answer = v.object({
  content: v.string(),
  teacherName: v.string(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

/**
 * A follow-up on an answered question and its answer (docs/product/states.md: Question): the
 * thread shows them in order after the first answer.
 */
export const FollowUp = v.object({
  id: v.number(),
  content: v.string(),
  createdAt: IsoDateTime,
  answer: v.nullable(Answer),
});
export type FollowUp = v.InferOutput<typeof FollowUp>;

/** A photo attached to a question, served only to the asker and the lecture's staff. */
export const QuestionImage = v.object({ id: v.number(), url: v.string() });

/**
 * Question (lectureTitle and lectureName carry the same title: both names are in use)
 * (docs/product/api.md).
 */
export const Question = v.object({
  id: v.number(),
  title: v.string(),
  content: v.string(),
  studentName: v.string(),
  createdAt: IsoDateTime,
  isAnswered: v.boolean(),
  lectureId: v.number(),
  lectureTitle: v.string(),
  lectureName: v.string(),
  answer: v.nullable(Answer),
  /** oldest first; isAnswered is false while the last one waits for its answer */
  followUps: v.optional(v.array(FollowUp), []),
  images: v.optional(v.array(QuestionImage), []),
});
export type Question = v.InferOutput<typeof Question>;
export const QuestionResponse = envelope(Question);

/** Grouped list {lectureId, lectureName, questions} (docs/product/api.md). */
export const QuestionGroup = v.object({
  lectureId: v.number(),
  lectureName: v.string(),
  questions: v.array(Question),
});
export type QuestionGroup = v.InferOutput<typeof QuestionGroup>;
export const QuestionGroupsResponse = envelope(v.array(QuestionGroup));
/**
 * The staff Q&A board's answer: its groups, and beside them `next`, the cursor to send as
 * `?after=` for the page after this one (null on the last page, or when every item was asked for).
 */
export const QuestionBoardResponse = v.object({
  ...QuestionGroupsResponse.entries,
  next: v.optional(v.nullable(v.string()), null),
});

/**
 * The lecture choices of the question form (docs/product/screens.md: labelled 'teacher - lecture
 * title').
 */
export const QuestionLectureOption = v.object({
  lectureId: v.number(),
  lectureTitle: v.string(),
  teacherName: v.string(),
});
export const QuestionLectureOptionsResponse = envelope(v.array(QuestionLectureOption));

const title = requiredText(100, validation.question.titleRequired);
const content = requiredText(5000, validation.question.contentRequired);

/**
 * POST /api/lectures/{id}/questions (docs/product/api.md) and PUT /api/students/me/questions/{id}
 * (7.3).
 */
export const QuestionWriteRequest = v.strictObject(
  {
    title: v.pipe(v.optional(v.string(), ''), title),
    content: v.pipe(v.optional(v.string(), ''), content),
  },
  strictMessage,
);
export type QuestionWriteRequest = v.InferOutput<typeof QuestionWriteRequest>;

/** POST /api/students/me/questions {lectureId, title, content}: question creation from my page. */
export const QuestionCreateRequest = v.strictObject(
  {
    lectureId: IdField(validation.question.lectureRequired),
    title: v.pipe(v.optional(v.string(), ''), title),
    content: v.pipe(v.optional(v.string(), ''), content),
  },
  strictMessage,
);
export type QuestionCreateRequest = v.InferOutput<typeof QuestionCreateRequest>;

/**
 * POST and PUT /api/teachers/me/questions/{id}/answer {content} (docs/product/validation.md:
 * non-empty).
 */
export const AnswerRequest = v.strictObject(
  {
    content: v.pipe(
      v.optional(v.string(), ''),
      requiredText(5000, validation.answer.contentRequired),
    ),
  },
  strictMessage,
);
export type AnswerRequest = v.InferOutput<typeof AnswerRequest>;

/** POST /api/students/me/questions/{id}/follow-ups {content}: only on an answered question. */
export const FollowUpRequest = v.strictObject(
  {
    content: v.pipe(
      v.optional(v.string(), ''),
      requiredText(5000, validation.followUp.contentRequired),
    ),
  },
  strictMessage,
);
export type FollowUpRequest = v.InferOutput<typeof FollowUpRequest>;

/** `/:id/follow-ups/:followUpId` path parameters. */
export const FollowUpParam = v.object({ id: IdString, followUpId: IdString });

/** `/:id/images/:imageId` path parameters. */
export const QuestionImageParam = v.object({ id: IdString, imageId: IdString });

/** Photos a question may carry, and their bytes each (before the server re-encodes them). */
export const QUESTION_IMAGE_MAX_COUNT = 3;
export const QUESTION_IMAGE_MAX_MB = 5;
export const QUESTION_IMAGE_MAX_BYTES = QUESTION_IMAGE_MAX_MB * 1024 * 1024;
export const QUESTION_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const imageMessages = validation.questionImages;
const QuestionImageFile = v.pipe(
  v.file(imageMessages.required),
  v.minSize(1, imageMessages.required),
  v.mimeType(QUESTION_IMAGE_TYPES, imageMessages.type),
  v.maxSize(QUESTION_IMAGE_MAX_BYTES, imageMessages.tooLarge(QUESTION_IMAGE_MAX_MB)),
);

/**
 * POST /api/students/me/questions/{id}/images, multipart/form-data with 1 to 3 `images` fields.
 * The declared type is checked here and in the form; the server also checks the content.
 */
export const QuestionImagesRequest = v.strictObject(
  {
    images: v.pipe(
      v.optional(v.unknown(), []),
      v.transform((value) => (Array.isArray(value) ? (value as unknown[]) : [value])),
      v.array(QuestionImageFile),
      v.minLength(1, imageMessages.required),
      v.maxLength(QUESTION_IMAGE_MAX_COUNT, imageMessages.tooMany(QUESTION_IMAGE_MAX_COUNT)),
    ),
  },
  strictMessage,
);
export type QuestionImagesRequest = { images: File[] };
