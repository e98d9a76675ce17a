// spec 7.4: assignment management.
import { AdminSubmissionResponse, AssignmentGroupsResponse } from '../contract/index.ts';
import { request } from '../http.ts';

export const assignmentGroups = () => request(AssignmentGroupsResponse, 'admin/assignments');
export const submission = (id: number) =>
  request(AdminSubmissionResponse, `admin/submissions/${id}`);
/** spec 5: the feedback text is trimmed before sending. */
export const giveFeedback = (id: number, body: { feedback: string; isCompleted: boolean }) =>
  request(AdminSubmissionResponse, `teacher/submissions/${id}/feedback`, {
    method: 'post',
    json: { feedback: body.feedback.trim(), isCompleted: body.isCompleted },
  });
