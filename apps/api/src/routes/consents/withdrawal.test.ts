// What a withdrawal removes at once, what it keeps under the withdrawn name, and the retention
// purge that removes the consent records once their period has passed.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishFirstVersions } from '../../db/consent-first-versions.ts';
import { authSessions, refreshTokens } from '../../db/schema/auth.ts';
import { enrolments, questionImages, questions, submissions } from '../../db/schema/learning.ts';
import { chatMessages, notifications } from '../../db/schema/live.ts';
import { consentDocuments, consentRecords, dataExports } from '../../db/schema/privacy.ts';
import { lessonOpens, studyDays } from '../../db/schema/progress.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { users } from '../../db/schema/users.ts';
import { idempotencyKeys } from '../../db/schema/operations.ts';
import { purgeExpiredPersonalData } from '../../lib/retention.ts';
import { createUsers, enrol, openedLesson, type TestUser } from '../../test/fixtures.ts';
import { createLecture, jsonRequest } from '../../test/lecture-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let student: TestUser;
let stays: TestUser;
let teacher: TestUser;
let questionId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await publishFirstVersions(db);
  ({ teacher, student, stays } = await createUsers(db, {
    teacher: 'TEACHER',
    student: 'STUDENT',
    stays: 'STUDENT',
  }));
  const { lecture, video, other } = await createLecture(db, teacher.user.id);
  const docs = await db.select().from(consentDocuments);
  for (const who of [student, stays])
    await db.insert(consentRecords).values(
      docs.map((doc) => ({
        userId: who.user.id,
        documentId: doc.id,
        kind: doc.kind,
        version: 1,
        granted: true,
        source: 'SIGNUP' as const,
      })),
    );
  await enrol(db, student.user.id, lecture.id);
  await openedLesson(db, student.user.id, video.id);
  await db.insert(studyDays).values({ userId: student.user.id, day: '2026-11-20' });
  const [question] = await db
    .insert(questions)
    .values({ userId: student.user.id, lectureId: lecture.id, title: '질문', content: '본문' })
    .returning();
  questionId = question!.id;
  await db.insert(questionImages).values({ questionId, fileKey: 'private/q/1.webp' });
  await db.insert(submissions).values({
    userId: student.user.id,
    detailId: other.id,
    reviewUrl: 'https://example.com/my-work',
  });
  await db
    .insert(chatMessages)
    .values({ lessonId: video.id, userId: student.user.id, content: '안녕하세요' });
  await db.insert(notifications).values({
    userId: student.user.id,
    kind: 'QUESTION_ANSWERED',
    text: '답변이 달렸습니다',
    link: { app: 'classroom', path: '/mypage' },
  });
  await db.insert(reviews).values({
    userId: student.user.id,
    lectureId: lecture.id,
    userName: student.user.name,
    rating: 5,
    title: '좋아요',
    content: '추천합니다',
    lectureName: lecture.title,
  });
  await db.insert(dataExports).values({ userId: student.user.id, status: 'READY', content: '{}' });
  await db.insert(idempotencyKeys).values({
    scope: `user:${student.user.id}`,
    key: 'k-1',
    fingerprint: 'f',
    status: 201,
    body: '{"data":{"address":"서울"}}',
  });
});
afterAll(() => ctx.close());

/** How many rows of the table name the user. */
const count = async (table: { userId: unknown }, userId: number) => {
  const result = await ctx.database.db.execute(
    sql`select count(*)::int as n from ${table} where ${table.userId} = ${userId}`,
  );
  const rows = (result as unknown as { rows?: { n: number }[] }).rows ?? result;
  return Number((rows as { n: number }[])[0]!.n);
};

describe('DELETE /api/users/profile and what remains', () => {
  it('removes the personal records at once and keeps threads under 탈퇴한 회원', async () => {
    const response = await ctx.app.request(
      '/api/users/profile',
      jsonRequest('DELETE', { password: 'password1234' }, student.headers),
    );
    expect(response.status).toBe(200);
    const id = student.user.id;
    for (const table of [enrolments, lessonOpens, studyDays, notifications, dataExports])
      expect(await count(table, id)).toBe(0);
    expect(
      await ctx.database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.scope, `user:${id}`)),
    ).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(questionImages)
        .where(eq(questionImages.questionId, questionId)),
    ).toEqual([]);
    const tokens = await ctx.database.db
      .select()
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(authSessions.userId, id));
    expect(tokens).toEqual([]);

    // Kept: the thread, the submission, the chat line and the review, under the withdrawn name.
    expect(await count(questions, id)).toBe(1);
    expect(await count(submissions, id)).toBe(1);
    expect(await count(chatMessages, id)).toBe(1);
    const [review] = await ctx.database.db.select().from(reviews).where(eq(reviews.userId, id));
    expect(review!.userName).toBe('탈퇴한 회원');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ name: '탈퇴한 회원', studentContact: null, address: null });
    // Kept for their period: the consent records.
    expect(await count(consentRecords, id)).toBe(4);
  });

  it('purges consent records 5 years after the withdrawal, once, whoever runs it', async () => {
    const db = ctx.database.db;
    const id = student.user.id;
    expect(await purgeExpiredPersonalData(db)).toMatchObject({ consentRecords: 0 });
    expect(await count(consentRecords, id)).toBe(4);
    await db
      .update(users)
      .set({ withdrawnAt: sql`now() - interval '5 years 1 day'` })
      .where(eq(users.id, id));
    const [first, second] = await Promise.all([
      purgeExpiredPersonalData(db),
      purgeExpiredPersonalData(db),
    ]);
    const removed = [first, second].reduce((sum, run) => sum + (run?.consentRecords ?? 0), 0);
    expect(removed).toBe(4);
    expect(await count(consentRecords, id)).toBe(0);
    // A member who stays keeps every record.
    expect(await count(consentRecords, stays.user.id)).toBe(4);
  });

  it('empties an export file nobody downloaded after 7 days', async () => {
    const db = ctx.database.db;
    const [row] = await db
      .insert(dataExports)
      .values({
        userId: stays.user.id,
        status: 'READY',
        content: '{}',
        readyAt: sql`now() - interval '8 days'`,
      })
      .returning();
    await purgeExpiredPersonalData(db);
    const [after] = await db.select().from(dataExports).where(eq(dataExports.id, row!.id));
    expect(after).toMatchObject({ status: 'EXPIRED', content: null });
  });
});
