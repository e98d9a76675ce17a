// docs/product/security.md: the staff access log, its months and reviews, and a student's
// contacts, answered like the API (see respond.ts). Reviewing a month is kept, so the next read
// shows it; a second review of a month is refused like the server.
import { http } from 'msw';
import * as accessLogStrings from '@academy/strings/access-log';
import type { AccessLogEntry, AccessLogMonth, StudentContact } from '../contract/index.ts';
import { apiPath, okEnvelope, refusal } from './respond.ts';

const PAGE = 50;

/** GET the log (filters on actor, action and student by name; keyset by `before`), its months,
 * and POST a review. */
export function accessLogHandlers(
  entries: AccessLogEntry[],
  months: AccessLogMonth[],
  reviewer = { id: 1, name: accessLogStrings.roles.ADMIN },
  now = '2026-11-28T03:00:00.000Z',
) {
  let current = months;
  return [
    http.get(apiPath('admin/access-log'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const has = (text: string | undefined, part: string | null) =>
        !part || (text ?? '').includes(part);
      const before = Number(query.get('before') ?? Infinity);
      const matching = entries.filter(
        (entry) =>
          entry.id < before &&
          has(entry.actor.name, query.get('actor')) &&
          has(entry.student?.name, query.get('student')) &&
          (!query.get('action') || entry.action === query.get('action')),
      );
      const page = matching.slice(0, PAGE);
      return okEnvelope({
        entries: page,
        nextBefore: matching.length > PAGE ? page.at(-1)!.id : null,
      });
    }),
    http.get(apiPath('admin/access-log/months'), () => okEnvelope(current)),
    http.post(apiPath('admin/access-log/reviews'), async ({ request }) => {
      const { month, note } = (await request.json()) as { month: string; note: string };
      const found = current.find((row) => row.month === month);
      if (found?.review) return refusal(409, 'CONFLICT', accessLogStrings.errors.monthReviewed);
      const reviewed: AccessLogMonth = {
        month,
        entries: found?.entries ?? 0,
        review: { reviewer, reviewedAt: now, note },
      };
      current = current.map((row) => (row.month === month ? reviewed : row));
      return okEnvelope(reviewed);
    }),
  ];
}

/** GET a student's contacts whole. */
export function studentContactHandlers(contact: StudentContact) {
  return [http.get(apiPath('admin/students/:id/contact'), () => okEnvelope(contact))];
}
