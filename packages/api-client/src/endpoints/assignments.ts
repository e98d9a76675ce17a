// Assignment management (docs/product/api.md).
import {
  AdminSubmissionResponse,
  AssignmentGroupsResponse,
  StaffWaitingResponse,
  type SubmissionBoardQuery,
} from '../contract/index.ts';
import { request } from '../http.ts';

/** The board's filters, in the query string (empty ones left out). */
export const assignmentGroups = (query: SubmissionBoardQuery = {}) =>
  request(AssignmentGroupsResponse, 'admin/assignments', {
    searchParams: Object.fromEntries(
      Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
    ) as Record<string, string>,
  });
/** What waits for the caller: the admin menu's counts. */
export const staffWaiting = () => request(StaffWaitingResponse, 'admin/waiting');
export const submission = (id: number) =>
  request(AdminSubmissionResponse, `admin/submissions/${id}`);
/** The feedback text is trimmed before sending (docs/product/validation.md). */
export const giveFeedback = (id: number, body: { feedback: string; isCompleted: boolean }) =>
  request(AdminSubmissionResponse, `teacher/submissions/${id}/feedback`, {
    method: 'post',
    json: { feedback: body.feedback.trim(), isCompleted: body.isCompleted },
  });
