// 내 정보 내려받기: the request, the worker that builds it (one process or two), the link that
// works once and for 15 minutes, the limits, and another person's export.
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DataExportLinkResponse,
  DataExportListResponse,
  DataExportResponse,
} from '@academy/api-client/contract';
import { publishFirstVersions } from '../../db/consent-first-versions.ts';
import { ejuSittings } from '../../db/schema/accounts.ts';
import { questions } from '../../db/schema/learning.ts';
import { consentDocuments, consentRecords, dataExports } from '../../db/schema/privacy.ts';
import { buildPendingExports } from '../../lib/jobs/data-export-worker.ts';
import { createUsers, enrol, type TestUser } from '../../test/fixtures.ts';
import { createLecture, jsonRequest, messageOf } from '../../test/lecture-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let student: TestUser;
let other: TestUser;
let teacher: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await publishFirstVersions(db);
  ({ teacher, student, other } = await createUsers(db, {
    teacher: 'TEACHER',
    student: ['STUDENT', { studentContact: '010-2222-3333', address: '부산시 해운대구 7' }],
    other: 'STUDENT',
  }));
  const [terms] = await db
    .select()
    .from(consentDocuments)
    .where(eq(consentDocuments.kind, 'TERMS'));
  await db.insert(consentRecords).values({
    userId: student.user.id,
    documentId: terms!.id,
    kind: 'TERMS',
    version: 1,
    granted: true,
    source: 'SIGNUP',
  });
  const lecture = await createLecture(db, teacher.user.id);
  await enrol(db, student.user.id, lecture.lecture.id);
  await db.insert(questions).values({
    userId: student.user.id,
    lectureId: lecture.lecture.id,
    title: '적분 질문',
    content: '부분적분은 언제 쓰나요?',
  });
  await db.insert(ejuSittings).values({
    userId: student.user.id,
    year: 2026,
    month: 6,
    japaneseReading: 180,
  });
});
afterAll(() => ctx.close());

const request = (user: TestUser) =>
  ctx.app.request('/api/me/data-exports', jsonRequest('POST', {}, user.headers));
const list = async (user: TestUser) =>
  v.parse(
    DataExportListResponse,
    await (await ctx.app.request('/api/me/data-exports', { headers: user.headers })).json(),
  ).data;
const linkFor = (user: TestUser, id: number) =>
  ctx.app.request(`/api/me/data-exports/${id}/link`, jsonRequest('POST', {}, user.headers));
const get = (user: TestUser, url: string) => ctx.app.request(url, { headers: user.headers });

describe('the data export', () => {
  let exportId: number;

  it('answers 401 without a token', async () => {
    expect((await ctx.app.request('/api/me/data-exports')).status).toBe(401);
    expect((await ctx.app.request('/api/me/data-exports', { method: 'POST' })).status).toBe(401);
  });

  it('starts PENDING; a second request while it waits is refused (409 in Korean)', async () => {
    const response = await request(student);
    expect(response.status).toBe(201);
    const created = v.parse(DataExportResponse, await response.json()).data;
    expect(created.status).toBe('PENDING');
    exportId = created.id;
    const again = await request(student);
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toContain('이미 준비 중');
    const early = await linkFor(student, exportId);
    expect(early.status).toBe(409);
    expect(await messageOf(early)).toBe(
      '파일이 아직 준비되지 않았습니다. 잠시 후 다시 시도해주세요.',
    );
  });

  it('is built once even when two workers run at the same time', async () => {
    const built = await Promise.all([
      buildPendingExports(ctx.database),
      buildPendingExports(ctx.database),
    ]);
    expect(built[0]! + built[1]!).toBe(1);
    expect((await list(student))[0]).toMatchObject({ id: exportId, status: 'READY' });
  });

  it("is another person's: 404 for its link and its file", async () => {
    expect((await linkFor(other, exportId)).status).toBe(404);
    const link = v.parse(DataExportLinkResponse, await (await linkFor(student, exportId)).json());
    expect((await get(other, link.data.url)).status).toBe(404);
    expect(await list(other)).toEqual([]);
  });

  it('downloads once: a JSON file with the profile, the consents and the learning records', async () => {
    const link = v.parse(DataExportLinkResponse, await (await linkFor(student, exportId)).json());
    const expires = new Date(link.data.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(14 * 60 * 1000);
    expect(expires).toBeLessThanOrEqual(15 * 60 * 1000);

    const response = await get(student, link.data.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-data-\d{8}\.json"$/,
    );
    const file = JSON.parse(await response.text());
    expect(file.profile).toMatchObject({
      id: student.user.id,
      userId: student.user.email,
      studentContact: '010-2222-3333',
      address: '부산시 해운대구 7',
    });
    expect(file.profile.passwordHash).toBeUndefined();
    expect(file.consents).toEqual([
      expect.objectContaining({ kind: 'TERMS', version: 1, granted: true, source: 'SIGNUP' }),
    ]);
    expect(file.enrolments).toHaveLength(1);
    expect(file.questions[0].title).toBe('적분 질문');
    expect(file.ejuSittings).toHaveLength(1);
    expect(file.orders).toEqual([]);
    for (const section of [
      'watchRecords',
      'quizAttempts',
      'submissions',
      'reviews',
      'chatMessages',
      'notifications',
    ])
      expect(file[section]).toEqual([]);

    const second = await get(student, link.data.url);
    expect(second.status).toBe(410);
    expect(await messageOf(second)).toBe(
      '이미 사용한 내려받기 링크입니다. 파일이 필요하면 새로 요청해주세요.',
    );
    const [row] = await ctx.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.id, exportId));
    expect(row).toMatchObject({ status: 'DOWNLOADED', content: null });
    // No new link for a downloaded file.
    expect((await linkFor(student, exportId)).status).toBe(410);
  });

  it('refuses an expired link and a forged one (410 in Korean)', async () => {
    const response = await request(other);
    const id = v.parse(DataExportResponse, await response.json()).data.id;
    await buildPendingExports(ctx.database);
    const link = v.parse(DataExportLinkResponse, await (await linkFor(other, id)).json());
    const forged = await get(other, `/api/me/data-exports/${id}/file?token=forged`);
    expect(forged.status).toBe(410);
    expect(await messageOf(forged)).toContain('올바르지 않습니다');
    await ctx.database.db
      .update(dataExports)
      .set({ linkExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(dataExports.id, id));
    const expired = await get(other, link.data.url);
    expect(expired.status).toBe(410);
    expect(await messageOf(expired)).toBe(
      '내려받기 링크가 만료되었습니다. 마이페이지에서 내려받기를 다시 눌러주세요.',
    );
    // A new link works, and the older one stops working once it is replaced.
    const fresh = v.parse(DataExportLinkResponse, await (await linkFor(other, id)).json());
    expect((await get(other, fresh.data.url)).status).toBe(200);
  });

  it('allows 3 requests in 24 hours (429 in Korean after)', async () => {
    // The student has made one; two more, each downloaded or lapsed, then the fourth is refused.
    for (let made = 1; made < 3; made += 1) {
      expect((await request(student)).status).toBe(201);
      await ctx.database.db
        .update(dataExports)
        .set({ status: 'EXPIRED' })
        .where(eq(dataExports.userId, student.user.id));
    }
    const refused = await request(student);
    expect(refused.status).toBe(429);
    expect(await messageOf(refused)).toBe(
      '내 정보 내려받기는 하루에 3번까지 요청할 수 있습니다. 내일 다시 요청해주세요.',
    );
  });
});
