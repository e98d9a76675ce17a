import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorEnvelope,
  LearningDashboardResponse,
  PauseStatusListResponse,
  PauseStatusResponse,
} from '@academy/api-client/contract';
import * as player from '@academy/strings/player';
import { eq } from 'drizzle-orm';
import { enrolments } from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { enrolmentPauses } from '../../db/schema/lesson-media.ts';
import { createUser, enrol, type TestUser } from '../../test/fixtures.ts';
import {
  createLecture,
  createLectureTestApp,
  jsonRequest,
  messageOf,
} from '../../test/lecture-fixtures.ts';

const m = player.messages;
const DAY_MS = 86_400_000;
let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let lecture: Awaited<ReturnType<typeof createLecture>>;

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  teacher = await createUser(db, 'TEACHER');
  otherTeacher = await createUser(db, 'TEACHER');
  admin = await createUser(db, 'ADMIN');
  lecture = await createLecture(db, teacher.user.id, { period: 60 });
  await db
    .update(lectures)
    .set({ pauseMaxCount: 2, pauseMaxDays: 10 })
    .where(eq(lectures.id, lecture.lecture.id));
});
afterAll(async () => {
  await ctx.database.drop();
});

async function enrolled(overrides: Partial<typeof enrolments.$inferInsert> = {}) {
  const student = await createUser(ctx.database.db);
  const row = await enrol(ctx.database.db, student.user.id, lecture.lecture.id, {
    endsAt: new Date(Date.now() + 20 * DAY_MS),
    ...overrides,
  });
  return { student, enrolment: row };
}
const pause = (who: TestUser, enrolmentId: number, body: unknown) =>
  ctx.app.request(
    `/api/me/enrolments/${enrolmentId}/pauses`,
    jsonRequest('POST', body, who.headers),
  );
const resume = (who: TestUser, enrolmentId: number) =>
  ctx.app.request(`/api/me/enrolments/${enrolmentId}/pauses`, {
    method: 'DELETE',
    headers: who.headers,
  });
const endsAt = async (id: number) =>
  (await ctx.database.db.select().from(enrolments).where(eq(enrolments.id, id)))[0]!.endsAt!;
const lesson = (who: TestUser) =>
  ctx.app.request(
    '/api/lectures/detail',
    jsonRequest('POST', { lectureDetailId: lecture.video.id }, who.headers),
  );

describe('a student pauses their enrolment', () => {
  it('pauses for the chosen days: lessons refuse with a Korean message, the end moves, days left stand still', async () => {
    const { student, enrolment } = await enrolled();
    const before = await endsAt(enrolment.id);
    const response = await pause(student, enrolment.id, { days: 4 });
    expect(response.status).toBe(201);
    const status = v.parse(PauseStatusResponse, await response.json()).data;
    expect(status).toMatchObject({ remainingCount: 1, remainingDays: 6 });
    expect(status.active).toMatchObject({ days: 4, state: 'ACTIVE' });
    expect((await endsAt(enrolment.id)).getTime() - before.getTime()).toBe(4 * DAY_MS);

    const refused = await lesson(student);
    expect(refused.status).toBe(403);
    const error = v.parse(ErrorEnvelope, await refused.json());
    expect(error.code).toBe('ENROLMENT_PAUSED');
    expect(error.message).toMatch(/일시정지 중/);
    // the outline and the video's links refuse too (one access rule)
    expect(
      (await ctx.app.request(`/api/lectures/${lecture.lecture.id}`, { headers: student.headers }))
        .status,
    ).toBe(403);

    const dashboard = v.parse(
      LearningDashboardResponse,
      await (await ctx.app.request('/api/learning/dashboard', { headers: student.headers })).json(),
    ).data;
    const card = dashboard.lectures.find((l) => l.lectureId === lecture.lecture.id)!;
    expect(card.enrolmentId).toBe(enrolment.id);
    expect(card.pausedUntil).toBe(status.active!.endsAt);
    expect(card.expireDaysLeft).toBe(20);
  });

  it('resumes early: the unused days go back, the lessons play again', async () => {
    const { student, enrolment } = await enrolled();
    const before = await endsAt(enrolment.id);
    expect((await pause(student, enrolment.id, { days: 5 })).status).toBe(201);
    const response = await resume(student, enrolment.id);
    expect(response.status).toBe(200);
    const status = v.parse(PauseStatusResponse, await response.json()).data;
    expect(status.active).toBeNull();
    expect(status.pauses[0]).toMatchObject({ state: 'ENDED_EARLY', usedDays: 1 });
    expect(status).toMatchObject({ remainingCount: 1, remainingDays: 9 });
    // the day begun counts: the end moved by one day
    expect((await endsAt(enrolment.id)).getTime() - before.getTime()).toBe(DAY_MS);
    expect((await lesson(student)).status).toBe(200);

    const again = await resume(student, enrolment.id);
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(m.pauseNotActive);
  });

  it('refuses past the limits, overlapping, ended or unlimited enrolments, and others’ enrolments, changing nothing', async () => {
    const { student, enrolment } = await enrolled();
    const before = await endsAt(enrolment.id);
    const tooLong = await pause(student, enrolment.id, { days: 11 });
    expect(tooLong.status).toBe(400);
    expect(await messageOf(tooLong)).toBe(m.pauseDaysExceeded(10));
    const zero = await pause(student, enrolment.id, { days: 0 });
    expect(zero.status).toBe(400);
    expect(await messageOf(zero)).toBe(m.pauseDaysInvalid);
    const extra = await pause(student, enrolment.id, { days: 2, from: '2026-01-01' });
    expect(extra.status).toBe(400);
    expect(await endsAt(enrolment.id)).toEqual(before);

    expect((await pause(student, enrolment.id, { days: 3 })).status).toBe(201);
    const overlap = await pause(student, enrolment.id, { days: 1 });
    expect(overlap.status).toBe(409);
    expect(await messageOf(overlap)).toBe(m.pauseOverlap);
    expect((await resume(student, enrolment.id)).status).toBe(200);
    expect((await pause(student, enrolment.id, { days: 2 })).status).toBe(201);
    expect((await resume(student, enrolment.id)).status).toBe(200);
    const third = await pause(student, enrolment.id, { days: 1 });
    expect(third.status).toBe(400);
    expect(await messageOf(third)).toBe(m.pauseCountExceeded(2));

    const ended = await enrolled({ endsAt: new Date(Date.now() - DAY_MS) });
    const closed = await pause(ended.student, ended.enrolment.id, { days: 1 });
    expect(closed.status).toBe(409);
    expect(await messageOf(closed)).toBe(m.pauseEnrolmentClosed);

    const unlimited = await enrolled({ endsAt: null });
    const none = await pause(unlimited.student, unlimited.enrolment.id, { days: 1 });
    expect(none.status).toBe(409);
    expect(await messageOf(none)).toBe(m.pauseUnlimited);

    const stranger = await createUser(ctx.database.db);
    expect((await pause(stranger, enrolment.id, { days: 1 })).status).toBe(404);
    expect((await pause(teacher, enrolment.id, { days: 1 })).status).toBe(403);
  });

  it('two pauses sent at once: one wins', async () => {
    const { student, enrolment } = await enrolled();
    const results = await Promise.all([
      pause(student, enrolment.id, { days: 2 }),
      pause(student, enrolment.id, { days: 2 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await ctx.database.db
      .select()
      .from(enrolmentPauses)
      .where(eq(enrolmentPauses.enrolmentId, enrolment.id));
    expect(rows).toHaveLength(1);
  });
});

describe('staff see and undo pauses', () => {
  it('lists a student’s pauses (a teacher only in their own lectures) and undoes a running one with a reason', async () => {
    const { student, enrolment } = await enrolled();
    expect((await pause(student, enrolment.id, { days: 3 })).status).toBe(201);
    const list = await ctx.app.request(`/api/admin/students/${student.user.id}/pauses`, {
      headers: teacher.headers,
    });
    expect(list.status).toBe(200);
    const [status] = v.parse(PauseStatusListResponse, await list.json()).data;
    expect(status!.active?.days).toBe(3);
    const foreign = v.parse(
      PauseStatusListResponse,
      await (
        await ctx.app.request(`/api/admin/students/${student.user.id}/pauses`, {
          headers: otherTeacher.headers,
        })
      ).json(),
    ).data;
    expect(foreign).toEqual([]);
    expect(
      (
        await ctx.app.request(`/api/admin/students/${student.user.id}/pauses`, {
          headers: student.headers,
        })
      ).status,
    ).toBe(403);

    const undo = (who: TestUser, body: unknown) =>
      ctx.app.request(
        `/api/admin/enrolment-pauses/${status!.active!.pauseId}/undo`,
        jsonRequest('POST', body, who.headers),
      );
    expect((await undo(otherTeacher, { reason: '학생 요청' })).status).toBe(403);
    const noReason = await undo(admin, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(await messageOf(noReason)).toBe(m.reasonRequired);
    const done = await undo(teacher, { reason: '학생 요청' });
    expect(done.status).toBe(200);
    const after = v.parse(PauseStatusResponse, await done.json()).data;
    expect(after.active).toBeNull();
    expect(after.pauses[0]).toMatchObject({ state: 'ENDED_EARLY', endReason: '학생 요청' });
    expect((await lesson(student)).status).toBe(200);
  });
});
