// The student's own account answered like the API (see respond.ts): the learning summary and the
// official EJU sittings keep what a screen writes, so the next read gets it.
import * as accounts from '@academy/strings/accounts';
import { http } from 'msw';
import type {
  EjuSitting,
  EjuSittingRequest,
  LearningSummary,
  ProfileUpdateRequest,
  User,
} from '../contract/index.ts';
import { apiPath, okEnvelope, refusal } from './respond.ts';

const sittingOf = (id: number, body: EjuSittingRequest): EjuSitting => ({
  id,
  year: body.year,
  month: body.month,
  japaneseReading: body.japaneseReading ?? null,
  japaneseListening: body.japaneseListening ?? null,
  japaneseTotal:
    typeof body.japaneseReading === 'number' && typeof body.japaneseListening === 'number'
      ? body.japaneseReading + body.japaneseListening
      : null,
  japaneseWriting: body.japaneseWriting ?? null,
  science1Subject: body.science1Subject ?? null,
  science1Score: body.science1Score ?? null,
  science2Subject: body.science2Subject ?? null,
  science2Score: body.science2Score ?? null,
  generalStudies: body.generalStudies ?? null,
  mathCourse: body.mathCourse ?? null,
  mathScore: body.mathScore ?? null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const newestFirst = (list: EjuSitting[]) =>
  [...list].sort((a, b) => b.year - a.year || b.month - a.month);

/** GET, POST, PUT and DELETE of my sittings over `sittings`; a taken year and month is a 409. */
export function ejuSittingHandlers(sittings: EjuSitting[]) {
  let rows = [...sittings];
  const taken = (body: EjuSittingRequest, except?: number) =>
    rows.some((row) => row.year === body.year && row.month === body.month && row.id !== except);
  const conflict = (body: EjuSittingRequest) =>
    refusal(409, 'CONFLICT', accounts.answers.sittingTaken(body.year, body.month));
  return [
    http.get(apiPath('me/eju-sittings'), () => okEnvelope(newestFirst(rows))),
    http.post(apiPath('me/eju-sittings'), async ({ request }) => {
      const body = (await request.json()) as EjuSittingRequest;
      if (taken(body)) return conflict(body);
      const row = sittingOf(Math.max(0, ...rows.map((r) => r.id)) + 1, body);
      rows = [...rows, row];
      return okEnvelope(row);
    }),
    http.put(apiPath('me/eju-sittings/:id'), async ({ params, request }) => {
      const body = (await request.json()) as EjuSittingRequest;
      const id = Number(params.id);
      if (taken(body, id)) return conflict(body);
      const row = sittingOf(id, body);
      rows = rows.map((r) => (r.id === id ? row : r));
      return okEnvelope(row);
    }),
    http.delete(apiPath('me/eju-sittings/:id'), ({ params }) => {
      rows = rows.filter((r) => r.id !== Number(params.id));
      return okEnvelope(null);
    }),
  ];
}

/** GET /api/me/learning-summary. */
export function learningSummaryHandlers(summary: LearningSummary) {
  return [http.get(apiPath('me/learning-summary'), () => okEnvelope(summary))];
}

/** PATCH /api/me answering the profile as sent, and GET /api/users/info answering it after. */
export function profileHandlers(user: User) {
  let current = user;
  return [
    http.patch(apiPath('me'), async ({ request }) => {
      const body = (await request.json()) as ProfileUpdateRequest;
      current = {
        ...current,
        ...body,
        note: body.note ?? null,
        ejuScores: {
          ...body.ejuScores,
          subject1: body.ejuScores.subject1 ?? null,
          score1: body.ejuScores.score1 ?? null,
          subject2: body.ejuScores.subject2 ?? null,
          score2: body.ejuScores.score2 ?? null,
        },
      };
      return okEnvelope(current);
    }),
    http.get(apiPath('users/info'), () => okEnvelope(current)),
  ];
}

/** POST /api/me/password: `currentPassword` is the right one. */
export function passwordHandlers(currentPassword: string) {
  return [
    http.post(apiPath('me/password'), async ({ request }) => {
      const body = (await request.json()) as { currentPassword: string };
      if (body.currentPassword !== currentPassword) {
        return refusal(400, 'BAD_REQUEST', accounts.answers.currentPasswordWrong);
      }
      return okEnvelope(null);
    }),
  ];
}
