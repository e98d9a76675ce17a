// The staff's question and submission boards (docs/product/screens.md, docs/product/api.md): their
// filters (status, lecture, student search, sort), all in the query string, and the count of what
// waits shown in the admin menu.
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import { envelope } from './envelope.ts';

const m = validation.staffBoards;

/** 미답변 / 답변완료 on the Q&A board (ALL: both). */
export const QUESTION_BOARD_STATUSES = ['ALL', 'UNANSWERED', 'ANSWERED'] as const;
export type QuestionBoardStatus = (typeof QUESTION_BOARD_STATUSES)[number];
/** 대기 (no feedback yet) / 완료 (reviewed) on the assignments board (ALL: both). */
export const SUBMISSION_BOARD_STATUSES = ['ALL', 'PENDING', 'REVIEWED'] as const;
export type SubmissionBoardStatus = (typeof SUBMISSION_BOARD_STATUSES)[number];
export const BOARD_SORTS = ['newest', 'oldest'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
/** A student's name or email, or part of one. */
export const BOARD_SEARCH_MAX_LENGTH = 100;

const boardFilters = {
  lectureId: v.optional(
    v.pipe(
      v.string(m.lectureInvalid),
      v.regex(/^[1-9]\d{0,9}$/, m.lectureInvalid),
      v.transform(Number),
      v.maxValue(2_147_483_647, m.lectureInvalid),
    ),
  ),
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(BOARD_SEARCH_MAX_LENGTH, m.searchTooLong(BOARD_SEARCH_MAX_LENGTH)),
    ),
    '',
  ),
  sort: v.optional(v.picklist(BOARD_SORTS, m.sortInvalid), 'newest'),
};

/** GET /api/teachers/me/questions?status=&lectureId=&q=&sort= */
export const QuestionBoardQuery = v.object({
  status: v.optional(v.picklist(QUESTION_BOARD_STATUSES, m.statusInvalid), 'ALL'),
  ...boardFilters,
});
export type QuestionBoardQuery = v.InferInput<typeof QuestionBoardQuery>;

/** GET /api/admin/assignments?status=&lectureId=&q=&sort= */
export const SubmissionBoardQuery = v.object({
  status: v.optional(v.picklist(SUBMISSION_BOARD_STATUSES, m.statusInvalid), 'ALL'),
  ...boardFilters,
});
export type SubmissionBoardQuery = v.InferInput<typeof SubmissionBoardQuery>;

/** GET /api/admin/waiting: what waits in the caller's lectures (an admin: all). */
export const StaffWaiting = v.object({
  unansweredQuestions: v.number(),
  pendingSubmissions: v.number(),
});
export type StaffWaiting = v.InferOutput<typeof StaffWaiting>;
export const StaffWaitingResponse = envelope(StaffWaiting);
