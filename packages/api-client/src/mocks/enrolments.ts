// docs/product/learning.md, docs/product/screens.md: a student's enrolment requests, the staff's
// queue and a lecture's roster, answered like the API (see respond.ts).
import { http } from 'msw';
import type {
  EnrolmentRequestView,
  MyEnrolments,
  QueuedEnrolmentRequest,
  Roster,
} from '../contract/index.ts';
import { apiPath, okEnvelope } from './respond.ts';

/** GET the queue of enrolment requests: one page of them, with their total. */
export function enrolmentQueueHandlers(
  requests: QueuedEnrolmentRequest[],
  total = requests.length,
) {
  return [http.get(apiPath('admin/enrolment-requests'), () => okEnvelope({ requests, total }))];
}

/** GET a lecture's roster. */
export function rosterHandlers(roster: Roster) {
  return [http.get(apiPath('admin/lectures/:id/roster'), () => okEnvelope(roster))];
}

/**
 * GET the student's requests and enrolled lectures and POST a request, over `mine`: a request
 * sent is kept, pending, so a refetch reads it.
 */
export function myEnrolmentHandlers(mine: MyEnrolments, now = '2026-11-25T10:00:00.000Z') {
  let current = mine;
  return [
    http.get(apiPath('enrolment-requests/mine'), () => okEnvelope(current)),
    http.post(apiPath('enrolment-requests'), async ({ request }) => {
      const { lectureId } = (await request.json()) as { lectureId: number };
      const sent: EnrolmentRequestView = {
        requestId: Math.max(0, ...current.requests.map((one) => one.requestId)) + 1,
        lectureId,
        lectureTitle: '',
        status: 'PENDING',
        createdAt: now,
        decidedAt: null,
      };
      current = { ...current, requests: [sent, ...current.requests] };
      return okEnvelope(sent);
    }),
  ];
}
