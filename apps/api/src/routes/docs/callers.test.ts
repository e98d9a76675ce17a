// Every route checks its caller (docs/product/roles.md): each operation of the OpenAPI document
// answers 401 without a session and with a forged token, except the public ones named here. A
// route added without requireAuth(), requireRole() or requireStaff() fails this test until it is
// listed as public on purpose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

/** What a visitor may call: `METHOD path` as the OpenAPI document spells it. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/metrics',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/register',
  'POST /api/auth/signup',
  'GET /api/auth/check-email',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'POST /api/auth/email-verification/confirm',
  'GET /api/academy/payment-account',
  'GET /api/site/activity',
  'GET /api/banners/active',
  'GET /api/notice/list',
  'GET /api/notice/{id}',
  'GET /api/instructors',
  'GET /api/lectures/reviews',
  'GET /api/lectures/reviews/featured',
  'GET /api/lectures/reviews/ratings',
  'GET /api/pass-stories',
  'GET /api/pass-stories/featured',
  'GET /api/universities',
  'GET /api/shop/lectures',
  'GET /api/shop/lectures/{lectureId}',
  'GET /api/shop/lectures/{lectureId}/preview',
  'GET /api/consent-documents',
  'GET /api/consent-documents/{kind}',
  // a guardian's invitation link: the token is the secret (docs/product/parents.md)
  'GET /api/guardian-invitations/{token}',
  'POST /api/guardian-invitations/{token}/accept',
  // a listening item's audio: the short-lived signed link handed out once is the check
  'GET /api/mock-exams/{id}/sitting/audio/{itemId}/stream',
  // the payment gateway's webhook: checked by the payment's secret and a re-fetch from the gateway
  'POST /api/payments/toss/webhook',
]);

/**
 * What a parent may call besides the public routes: its own account and its children
 * (docs/product/parents.md). Every other operation answers it 403.
 */
const PARENT_OPEN = [
  /^GET \/api\/users\/info$/,
  /^DELETE \/api\/users\/profile$/,
  /^POST \/api\/me\/password$/,
  /^(GET|POST) \/api\/me\/consents$/,
  /^(GET|POST) \/api\/me\/data-exports/,
  /^(GET|POST|PUT|PATCH) \/api\/notifications/,
  /^POST \/api\/auth\/(login|refresh|logout)$/,
  /^(GET|DELETE) \/api\/me\/children/,
  // the weekly report and invitations reach parents too: their switches and their own email
  /^(GET|PUT) \/api\/me\/message-preferences$/,
  /^POST \/api\/me\/email-verification$/,
  // a child's week (the student, a linked guardian or staff; the handler checks the link)
  /^GET \/api\/students\/\{id\}\/overview$/,
];

let setup: Awaited<ReturnType<typeof createTestApp>>;
let operations: string[];

beforeAll(async () => {
  setup = await createTestApp();
  const document = (await (await setup.app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => setup.close());

/** The operation called with an id of 1 wherever the path takes one, and an empty JSON body. */
async function call(operation: string, headers: Record<string, string>) {
  const [method, path] = operation.split(' ') as [string, string];
  const response = await setup.app.request(path.replace(/\{[^}]+\}/g, '1'), {
    method,
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3002', ...headers },
    body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
  });
  return response.status;
}

describe('who may call', () => {
  it('answers 401 on every route but the public ones, without a session', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const open: string[] = [];
    for (const operation of operations) {
      if (PUBLIC.has(operation)) continue;
      if ((await call(operation, {})) !== 401) open.push(operation);
    }
    expect(open).toEqual([]);
  });

  it('answers 401 on every route but the public ones, with a forged token', async () => {
    const forged = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.forged' };
    const open: string[] = [];
    for (const operation of operations) {
      if (PUBLIC.has(operation)) continue;
      if ((await call(operation, forged)) !== 401) open.push(operation);
    }
    expect(open).toEqual([]);
  });

  it('answers 403 to the wrong role on the own-account, thread, board and attendance routes', async () => {
    const { db } = setup.database;
    const as = {
      STUDENT: (await createUser(db, 'STUDENT')).headers,
      TEACHER: (await createUser(db, 'TEACHER')).headers,
    };
    const refused: [string, keyof typeof as][] = [
      // a student's own account and questions: not staff's
      ['PATCH /api/me', 'TEACHER'],
      ['GET /api/me/eju-sittings', 'TEACHER'],
      ['POST /api/me/eju-sittings', 'TEACHER'],
      ['PUT /api/me/eju-sittings/{id}', 'TEACHER'],
      ['DELETE /api/me/eju-sittings/{id}', 'TEACHER'],
      ['POST /api/students/me/questions/{id}/follow-ups', 'TEACHER'],
      ['POST /api/students/me/questions/{id}/images', 'TEACHER'],
      ['DELETE /api/students/me/questions/{id}/images/{imageId}', 'TEACHER'],
      // staff's boards, answers, attendance and banners: not a student's
      ['GET /api/admin/waiting', 'STUDENT'],
      ['POST /api/teachers/me/questions/{id}/follow-ups/{followUpId}/answer', 'STUDENT'],
      ['GET /api/admin/lectures/{id}/attendance', 'STUDENT'],
      ['PUT /api/admin/lectures/attendance', 'STUDENT'],
      ['POST /api/admin/lectures/attendance/undo', 'STUDENT'],
      ['PATCH /api/banners/{id}', 'STUDENT'],
      ['DELETE /api/banners/{id}', 'STUDENT'],
      ['GET /api/admin/lectures/my-lectures', 'STUDENT'],
      // the outbox's messages: an admin's only
      ['GET /api/admin/outbox', 'TEACHER'],
      ['GET /api/admin/outbox/{id}', 'TEACHER'],
      // the academy's payment account: an admin's only
      ['PUT /api/academy/payment-account', 'TEACHER'],
      // mock authoring and the question bank: staff's
      ['GET /api/admin/question-bank', 'STUDENT'],
      ['POST /api/admin/question-bank/audio', 'STUDENT'],
      ['GET /api/admin/question-bank/{id}/audio', 'STUDENT'],
      ['POST /api/admin/mock-exams', 'STUDENT'],
      ['POST /api/admin/mock-exams/{id}/publish', 'STUDENT'],
      // refunds and orders: a student asks, staff decide; the 현금영수증 flag is an admin's
      ['GET /api/me/orders', 'TEACHER'],
      ['POST /api/me/order-lines/{id}/refunds', 'TEACHER'],
      ['GET /api/admin/refunds', 'STUDENT'],
      ['POST /api/admin/refunds/{id}/approve', 'STUDENT'],
      ['GET /api/admin/cash-receipts/missing', 'TEACHER'],
      // a mock exam's sitting: a student's only
      ['GET /api/mock-exams', 'TEACHER'],
      ['POST /api/mock-exams/{id}/sitting', 'TEACHER'],
      ['PUT /api/mock-exams/{id}/sitting/answers/{itemId}', 'TEACHER'],
      ['POST /api/mock-exams/{id}/sitting/submit', 'TEACHER'],
      // a mock's result is its student's; its distribution, CSV and 記述 grading are staff's
      ['GET /api/mock-exams/{id}/result', 'TEACHER'],
      ['GET /api/admin/mock-exams/{id}/results', 'STUDENT'],
      ['GET /api/admin/mock-exams/{id}/results.csv', 'STUDENT'],
      ['GET /api/admin/mock-exams/{id}/writing', 'STUDENT'],
      ['GET /api/admin/mock-sittings/{id}', 'STUDENT'],
      ['PUT /api/admin/mock-sittings/{id}/writing', 'STUDENT'],
      // the score tracker: a student's own; subject sets: an admin's only
      ['GET /api/me/score-tracker', 'TEACHER'],
      ['GET /api/admin/students/{id}/score-tracker', 'STUDENT'],
      ['PUT /api/admin/universities/{id}/subjects', 'TEACHER'],
    ];
    const answers = [];
    for (const [operation, role] of refused) {
      expect(operations).toContain(operation);
      answers.push([operation, role, await call(operation, as[role])]);
    }
    expect(answers).toEqual(refused.map(([operation, role]) => [operation, role, 403]));
  });

  it('answers 403 to a parent everywhere but the public routes, its own account and its children', async () => {
    const parent = await createUser(setup.database.db, 'PARENT');
    const open: string[] = [];
    for (const operation of operations) {
      if (PUBLIC.has(operation) || PARENT_OPEN.some((rule) => rule.test(operation))) continue;
      // the live channel refuses it too, but answers the upgrade request itself
      if (operation === 'GET /api/live') continue;
      const status = await call(operation, parent.headers);
      if (status !== 403) open.push(`${operation} ${status}`);
    }
    expect(open).toEqual([]);
  });

  it('names only documented operations as public', () => {
    expect([...PUBLIC].filter((operation) => !operations.includes(operation))).toEqual([]);
  });
});
