// docs/product/api.md: the assignment board and a teacher reviewing a submission, answered like the
// API (see respond.ts).
import { http } from 'msw';
import type { AdminSubmission, AssignmentGroup, StaffWaiting } from '../contract/index.ts';
import { apiPath, okEnvelope } from './respond.ts';

/** GET the assignment board: the submissions grouped by lecture (docs/product/screens.md). */
export function assignmentBoardHandlers(lectureGroups: AssignmentGroup[]) {
  return [http.get(apiPath('admin/assignments'), () => okEnvelope({ lectureGroups }))];
}

/** GET a submission and POST its feedback, over `submissions` (the feedback is kept). */
export function submissionReviewHandlers(submissions: AdminSubmission[]) {
  const find = (id: unknown) => submissions.find((one) => one.submissionId === Number(id));
  return [
    http.get(apiPath('admin/submissions/:id'), ({ params }) => okEnvelope(find(params.id))),
    http.post(apiPath('teacher/submissions/:id/feedback'), async ({ params, request }) => {
      const body = (await request.json()) as { feedback: string; isCompleted: boolean };
      return okEnvelope({
        ...find(params.id),
        ...body,
        hasFeedback: true,
        feedbackAt: '2026-11-21T09:00:00.000Z',
      });
    }),
  ];
}

/** GET what waits for the caller: the admin menu's counts. */
export function staffWaitingHandlers(
  waiting: StaffWaiting = { unansweredQuestions: 0, pendingSubmissions: 0 },
) {
  return [http.get(apiPath('admin/waiting'), () => okEnvelope(waiting))];
}
