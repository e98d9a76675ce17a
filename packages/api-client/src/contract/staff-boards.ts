// The staff's question and submission boards (docs/product/screens.md, docs/product/api.md): their
// filters (status, lecture, student search, sort), all in the query string, and the count of what
// waits shown in the admin menu.
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import { optionalPaging } from './common.ts';
import { envelope } from './envelope.ts';
import { BOARD_SORTS, QUESTION_BOARD_STATUSES, SUBMISSION_BOARD_STATUSES } from './values.ts';

const m = validation.staffBoards;

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
  /** one page of `size` items (default BOARD_PAGE_SIZE); neither: every item */
  ...optionalPaging,
};

/** The boards show this many questions or submissions a page; a short page is the last. */
export const BOARD_PAGE_SIZE = 50;

/** GET /api/teachers/me/questions?status=&lectureId=&q=&sort=&page=&size= */
export const QuestionBoardQuery = v.object({
  status: v.optional(v.picklist(QUESTION_BOARD_STATUSES, m.statusInvalid), 'ALL'),
  ...boardFilters,
});
export type QuestionBoardQuery = v.InferInput<typeof QuestionBoardQuery>;

/** GET /api/admin/assignments?status=&lectureId=&q=&sort=&page=&size= */
export const SubmissionBoardQuery = v.object({
  status: v.optional(v.picklist(SUBMISSION_BOARD_STATUSES, m.statusInvalid), 'ALL'),
  ...boardFilters,
});
export type SubmissionBoardQuery = v.InferInput<typeof SubmissionBoardQuery>;

/**
 * The waiting counts stop here: the menu's badge shows 99+ above 99, so counting a teacher's
 * 15,000 waiting questions one by one on every admin page would buy nothing.
 */
export const STAFF_WAITING_CAP = 100;

/** GET /api/admin/waiting: what waits in the caller's lectures (an admin: all), up to STAFF_WAITING_CAP each. */
export const StaffWaiting = v.object({
  unansweredQuestions: v.number(),
  pendingSubmissions: v.number(),
  /** an admin's: cash payments still without their 현금영수증 after five days (refunds) */
  missingCashReceipts: v.optional(v.number()),
});
export type StaffWaiting = v.InferOutput<typeof StaffWaiting>;
export const StaffWaitingResponse = envelope(StaffWaiting);
