// Consent documents and answers: the public texts, the admin's versions, the sign-up's consents
// and my page's changes, per role and for bad input.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConsentDocumentListResponse,
  ConsentDocumentResponse,
  MyConsentsResponse,
  SignupResponse,
} from '@academy/api-client/contract';
import { publishFirstVersions } from '../../db/consent-first-versions.ts';
import { consentDocuments, consentRecords } from '../../db/schema/privacy.ts';
import { users } from '../../db/schema/users.ts';
import { createUsers, type TestUser } from '../../test/fixtures.ts';
import { jsonRequest, messageOf } from '../../test/lecture-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  await publishFirstVersions(ctx.database.db);
  ({ admin, teacher, student } = await createUsers(ctx.database.db, {
    admin: 'ADMIN',
    teacher: 'TEACHER',
    student: 'STUDENT',
  }));
});
afterAll(() => ctx.close());

let signups = 0;
function signupBody(consents: unknown) {
  signups += 1;
  return {
    userId: `consent${signups}@example.com`,
    password: 'password1234',
    name: '동의학생',
    studentContact: '010-1111-2222',
    parentContact: '010-3333-4444',
    address: '서울시 종로구 1',
    goalUniversities: [{ school: '교토대학', major: '법학부' }],
    studyYears: 2,
    majorType: '문과',
    ejuScores: { listening: 30, reading: 30, totalListenRead: 60, science: 0 },
    consents,
  };
}
const yes = (kind: string, version = 1) => ({ kind, version, granted: true });
const no = (kind: string, version = 1) => ({ kind, version, granted: false });

async function current() {
  const response = await ctx.app.request('/api/consent-documents');
  return v.parse(ConsentDocumentListResponse, await response.json()).data;
}
async function recordsOf(userId: number) {
  return ctx.database.db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(consentRecords.id);
}
const publish = (body: unknown, headers: Record<string, string> = admin.headers) =>
  ctx.app.request('/api/admin/consent-documents', jsonRequest('POST', body, headers));

describe('GET /api/consent-documents', () => {
  it('answers version 1 of the four kinds to a visitor, required ones marked', async () => {
    const documents = await current();
    expect(documents.map((doc) => [doc.kind, doc.version, doc.required])).toEqual([
      ['TERMS', 1, true],
      ['PRIVACY', 1, true],
      ['PRIVACY_OPTIONAL', 1, false],
      ['MARKETING', 1, false],
    ]);
    expect(documents[0]!.body).toContain('## 제1조 (목적)');
  });

  it('answers one kind, and refuses an unknown kind in Korean', async () => {
    const one = await ctx.app.request('/api/consent-documents/MARKETING');
    expect(v.parse(ConsentDocumentResponse, await one.json()).data.title).toBe(
      '마케팅 정보 수신 동의',
    );
    const unknown = await ctx.app.request('/api/consent-documents/COOKIES');
    expect(unknown.status).toBe(400);
    expect(await messageOf(unknown)).toBe('문서 종류를 선택해주세요.');
  });
});

describe('POST /api/auth/register with consents', () => {
  it('records each answer with its version and time, marketing declined', async () => {
    const before = Date.now();
    const response = await ctx.app.request(
      '/api/auth/register',
      jsonRequest(
        'POST',
        signupBody([yes('TERMS'), yes('PRIVACY'), yes('PRIVACY_OPTIONAL'), no('MARKETING')]),
      ),
    );
    expect(response.status).toBe(201);
    const user = v.parse(SignupResponse, await response.json()).data;
    const records = await recordsOf(user.id);
    expect(records.map((row) => [row.kind, row.version, row.granted, row.source])).toEqual([
      ['TERMS', 1, true, 'SIGNUP'],
      ['PRIVACY', 1, true, 'SIGNUP'],
      ['PRIVACY_OPTIONAL', 1, true, 'SIGNUP'],
      ['MARKETING', 1, false, 'SIGNUP'],
    ]);
    expect(records[0]!.recordedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['no consents at all', [], '이용약관에 동의해야 가입할 수 있습니다.'],
    [
      'the privacy consent declined',
      [yes('TERMS'), no('PRIVACY')],
      '개인정보 수집·이용 (필수)에 동의해야 가입할 수 있습니다.',
    ],
  ])('refuses %s (400 in Korean) and creates no account', async (_, consents, message) => {
    const body = signupBody(consents);
    const response = await ctx.app.request('/api/auth/register', jsonRequest('POST', body));
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, body.userId));
    expect(row).toBeUndefined();
  });

  it('refuses an answer to a version that is not the current one (409), nothing written', async () => {
    const body = signupBody([yes('TERMS', 7), yes('PRIVACY')]);
    const response = await ctx.app.request('/api/auth/register', jsonRequest('POST', body));
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toContain('이용약관이(가) 새 판으로 바뀌었습니다');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, body.userId));
    expect(row).toBeUndefined();
  });

  it('refuses the same kind answered twice', async () => {
    const response = await ctx.app.request(
      '/api/auth/register',
      jsonRequest('POST', signupBody([yes('TERMS'), yes('TERMS'), yes('PRIVACY')])),
    );
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('같은 문서에 두 번 답할 수 없습니다.');
  });
});

describe('GET and POST /api/me/consents', () => {
  it('answers 401 without a token', async () => {
    expect((await ctx.app.request('/api/me/consents')).status).toBe(401);
  });

  it('grants and withdraws marketing as new rows; the history keeps both', async () => {
    const grant = await ctx.app.request(
      '/api/me/consents',
      jsonRequest('POST', { consents: [yes('MARKETING')] }, student.headers),
    );
    expect(grant.status).toBe(200);
    const granted = v.parse(MyConsentsResponse, await grant.json()).data;
    expect(granted.consents.find((row) => row.kind === 'MARKETING')).toMatchObject({
      granted: true,
      answeredVersion: 1,
    });
    const withdraw = await ctx.app.request(
      '/api/me/consents',
      jsonRequest('POST', { consents: [no('MARKETING')] }, student.headers),
    );
    const after = v.parse(MyConsentsResponse, await withdraw.json()).data;
    expect(after.consents.find((row) => row.kind === 'MARKETING')!.granted).toBe(false);
    expect(after.history.map((row) => [row.kind, row.granted, row.source])).toEqual([
      ['MARKETING', false, 'MYPAGE'],
      ['MARKETING', true, 'MYPAGE'],
    ]);
  });

  it('refuses withdrawing a required consent (400 in Korean), nothing recorded', async () => {
    const before = await recordsOf(student.user.id);
    const response = await ctx.app.request(
      '/api/me/consents',
      jsonRequest('POST', { consents: [no('TERMS')] }, student.headers),
    );
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toContain('회원 탈퇴');
    expect(await recordsOf(student.user.id)).toHaveLength(before.length);
  });

  it('refuses an empty list and a stale version', async () => {
    const empty = await ctx.app.request(
      '/api/me/consents',
      jsonRequest('POST', { consents: [] }, student.headers),
    );
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toBe('바꿀 동의를 하나 이상 보내주세요.');
    const stale = await ctx.app.request(
      '/api/me/consents',
      jsonRequest('POST', { consents: [yes('MARKETING', 9)] }, student.headers),
    );
    expect(stale.status).toBe(409);
  });
});

describe('POST /api/admin/consent-documents', () => {
  it('is refused to a visitor (401), a student and a teacher (403)', async () => {
    const body = { kind: 'TERMS', title: '이용약관', body: '새 본문' };
    expect((await publish(body, {})).status).toBe(401);
    expect((await publish(body, student.headers)).status).toBe(403);
    expect((await publish(body, teacher.headers)).status).toBe(403);
    const history = await ctx.app.request('/api/admin/consent-documents', {
      headers: teacher.headers,
    });
    expect(history.status).toBe(403);
  });

  it('refuses an empty document (400 in Korean) and publishes nothing', async () => {
    const response = await publish({ kind: 'TERMS', title: '이용약관', body: '   \n ' });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('본문을 입력해주세요. 빈 문서는 게시할 수 없습니다.');
    expect((await current())[0]!.version).toBe(1);
  });

  it('publishes version 2, keeps version 1 as it was, and asks students to agree again', async () => {
    const { student: fresh } = await createUsers(ctx.database.db, { student: 'STUDENT' });
    await ctx.database.db.insert(consentRecords).values(
      (await ctx.database.db.select().from(consentDocuments))
        .filter((doc) => doc.kind === 'TERMS' || doc.kind === 'PRIVACY')
        .map((doc) => ({
          userId: fresh.user.id,
          documentId: doc.id,
          kind: doc.kind,
          version: doc.version,
          granted: true,
          source: 'SIGNUP' as const,
        })),
    );
    const stateOf = async (user: TestUser) =>
      v.parse(
        MyConsentsResponse,
        await (await ctx.app.request('/api/me/consents', { headers: user.headers })).json(),
      ).data;
    expect((await stateOf(fresh)).needsAgreement).toBe(false);

    const response = await publish({
      kind: 'TERMS',
      title: '이용약관',
      body: '제1조\n\n바뀐 본문',
    });
    expect(response.status).toBe(201);
    expect(v.parse(ConsentDocumentResponse, await response.json()).data.version).toBe(2);
    const history = await ctx.app.request('/api/admin/consent-documents', {
      headers: admin.headers,
    });
    const versions = v.parse(ConsentDocumentListResponse, await history.json()).data;
    expect(versions.filter((doc) => doc.kind === 'TERMS').map((doc) => doc.version)).toEqual([
      2, 1,
    ]);
    expect(versions.find((doc) => doc.kind === 'TERMS' && doc.version === 1)!.body).toContain(
      '제1조 (목적)',
    );

    const asked = await stateOf(fresh);
    expect(asked.needsAgreement).toBe(true);
    expect(asked.consents.find((row) => row.kind === 'TERMS')).toMatchObject({
      needsAgreement: true,
      answeredVersion: 1,
      currentVersion: 2,
    });
    // Staff are never asked.
    expect((await stateOf(teacher)).needsAgreement).toBe(false);

    const agreed = await ctx.app.request(
      '/api/me/consents',
      jsonRequest('POST', { consents: [yes('TERMS', 2)] }, fresh.headers),
    );
    const now = v.parse(MyConsentsResponse, await agreed.json()).data;
    expect(now.needsAgreement).toBe(false);
    expect(now.history[0]).toMatchObject({ kind: 'TERMS', version: 2, source: 'RECONSENT' });

    // A sign-up that still sends version 1 is refused.
    const stale = await ctx.app.request(
      '/api/auth/register',
      jsonRequest('POST', signupBody([yes('TERMS'), yes('PRIVACY')])),
    );
    expect(stale.status).toBe(409);
  });
});
