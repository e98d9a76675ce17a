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

/**
 * Where a page of the Q&A board ended in its order: the last question's sort time, to the
 * microsecond as the database keeps it (a JS Date keeps milliseconds: two questions in one
 * millisecond would be skipped or repeated), and its id. Opaque to clients: base64url of
 * `time~id`, handed out as the answer's `next` and sent back as `?after=`.
 */
export interface BoardCursor {
  /** ISO 8601 in UTC with six decimals, e.g. 2026-11-28T15:03:36.123456Z */
  at: string;
  id: number;
}

const CURSOR_TEXT = /^((?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{3})\d{3}Z~([1-9]\d{0,9})$/;
const toBase64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The cursor's text in the answer's `next`. */
export const encodeBoardCursor = ({ at, id }: BoardCursor) => toBase64url(`${at}~${id}`);

/** The cursor a client sent, or null for anything the API did not hand out in this form. */
function decodeBoardCursor(text: string): BoardCursor | null {
  let plain: string;
  try {
    plain = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  // one spelling only (base64 tolerates stray bits), a real date and time, an integer id
  if (toBase64url(plain) !== text) return null;
  const [, seconds, millis, id] = CURSOR_TEXT.exec(plain) ?? [];
  if (!seconds || !id || Number(id) > 2_147_483_647) return null;
  const date = new Date(`${seconds}.${millis}Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== `${seconds}.${millis}Z`) return null;
  return { at: plain.slice(0, plain.indexOf('~')), id: Number(id) };
}

/** GET /api/teachers/me/questions?status=&lectureId=&q=&sort=&page=&size=&after= */
export const QuestionBoardQuery = v.object({
  status: v.optional(v.picklist(QUESTION_BOARD_STATUSES, m.statusInvalid), 'ALL'),
  ...boardFilters,
  /** the page after this cursor (an answer's `next`), instead of `page` when both are sent */
  after: v.optional(
    v.pipe(
      v.string(m.cursorInvalid),
      v.regex(/^[\w-]{1,64}$/, m.cursorInvalid),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const cursor = decodeBoardCursor(dataset.value);
        if (cursor) return cursor;
        addIssue({ message: m.cursorInvalid });
        return NEVER;
      }),
    ),
  ),
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
