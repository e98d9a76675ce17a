// Assignment management (docs/product/api.md).
import { AdminSubmissionResponse, AssignmentGroupsResponse } from '../contract/index.ts';
import { request } from '../http.ts';

export const assignmentGroups = () => request(AssignmentGroupsResponse, 'admin/assignments');
export const submission = (id: number) =>
  request(AdminSubmissionResponse, `admin/submissions/${id}`);
/** The feedback text is trimmed before sending (docs/product/validation.md). */
export const giveFeedback = (id: number, body: { feedback: string; isCompleted: boolean }) =>
  request(AdminSubmissionResponse, `teacher/submissions/${id}/feedback`, {
    method: 'post',
    json: { feedback: body.feedback.trim(), isCompleted: body.isCompleted },
  });
