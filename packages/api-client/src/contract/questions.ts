// Questions and answers (docs/product/screens.md, 2.11 Q&A, 3: Question, 4, 5, 7.2-7.4). Students
// ask about a lecture and may edit or delete only while unanswered; the lecture's teacher answers
// and may edit the answer afterwards.
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import { IdField, IsoDateTime, requiredText, strictMessage } from './common.ts';
import { envelope } from './envelope.ts';

export const Answer = v.object({
  content: v.string(),
  teacherName: v.string(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

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
