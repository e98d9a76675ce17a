// One student's week answered like the API (see respond.ts): the overview of any week asked for
// (its dates follow the week param), and the send action. Sample weeks: test/report-samples.ts.
import * as reportStrings from '@academy/strings/reports';
import { http } from 'msw';
import type { StudentOverview } from '../contract/reports.ts';
import { apiPath, okEnvelope, refusal } from './respond.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Monday and Sunday of a day's week (calendar arithmetic on the date alone). */
function weekOf(day: string) {
  const date = new Date(`${day}T00:00:00.000Z`);
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS);
  const sunday = new Date(monday.getTime() + 6 * DAY_MS);
  return { start: monday.toISOString().slice(0, 10), end: sunday.toISOString().slice(0, 10) };
}

/** The overview of student `overview.student.id` (another id: 404) and the send action. */
export function reportHandlers(overview: StudentOverview) {
  return [
    http.get(apiPath('students/:id/overview'), ({ params, request }) => {
      if (Number(params.id) !== overview.student.id) {
        return refusal(404, 'NOT_FOUND', reportStrings.errors.studentNotFound);
      }
      const day = new URL(request.url).searchParams.get('week');
      return okEnvelope({ ...overview, week: day ? weekOf(day) : overview.week });
    }),
    http.post(apiPath('admin/students/:id/report'), () =>
      okEnvelope({ messages: 2, recipients: 2 }, reportStrings.messages.sent),
    ),
  ];
}
