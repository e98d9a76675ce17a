import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AttendanceResponse,
  LectureAttendanceResponse,
  LectureProgressResponse,
} from '@academy/api-client/contract';
import { details } from '../../db/schema/lectures.ts';
import { lessonCompletions, liveAttendance } from '../../db/schema/progress.ts';
import { createUser, enrol } from '../../test/fixtures.ts';
import { jsonRequest, messageOf, staffedLecture } from '../../test/lecture-fixtures.ts';

type U = Awaited<ReturnType<typeof createUser>>;
let ctx: Awaited<ReturnType<typeof staffedLecture>>['ctx'];
let teacher: U;
let otherTeacher: U;
let admin: U;
let present: U;
let watcher: U;
let late: U;
let lapsed: U;
let cancelled: U;
let stranger: U;
let lecture: Awaited<ReturnType<typeof staffedLecture>>['lecture'];
let live: { id: number };

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  let students: U[];
  ({ ctx, teacher, otherTeacher, admin, lecture, students } = await staffedLecture('라이브 강의', [
    { name: '가출석' },
    { name: '나다시' },
    { name: '다지각' },
    // ended by its date, and cancelled by staff: neither is offered nor may be marked
    {
      name: '라만료',
      enrolment: {
        startsAt: new Date(Date.now() - 40 * DAY_MS),
        endsAt: new Date(Date.now() - DAY_MS),
      },
    },
    { name: '마취소', enrolment: { status: 'ENDED' } },
  ]));
  [present, watcher, late, lapsed, cancelled] = students as [U, U, U, U, U];
  const { db } = ctx.database;
  stranger = await createUser(db, 'STUDENT');
  const [row] = await db
    .insert(details)
    .values({ chapterId: lecture.chapter.id, title: '실시간 특강', type: 'LIVE', detailOrder: 3 })
    .returning();
  live = row!;
  // the recording watched: the lesson is already completed for this one
  await db
    .insert(lessonCompletions)
    .values({ userId: watcher.user.id, detailId: live.id, reason: 'WATCHED' });
});
afterAll(async () => {
  await ctx.database.drop();
});

const mark = (body: unknown, headers: Record<string, string> = teacher.headers) =>
  ctx.app.request('/api/admin/lectures/attendance', jsonRequest('PUT', body, headers));
const undo = (body: unknown, headers: Record<string, string> = teacher.headers) =>
  ctx.app.request('/api/admin/lectures/attendance/undo', jsonRequest('POST', body, headers));
const read = async (headers: Record<string, string> = teacher.headers) =>
  v.parse(
    LectureAttendanceResponse,
    await (
      await ctx.app.request(`/api/admin/lectures/${lecture.lecture.id}/attendance`, { headers })
    ).json(),
  ).data;
const progressOf = async (student: U) =>
  v.parse(
    LectureProgressResponse,
    await (
      await ctx.app.request(`/api/learning/lectures/${lecture.lecture.id}/progress`, {
        headers: student.headers,
      })
    ).json(),
  ).data.progressRate;
const completionOf = async (student: U) =>
  ctx.database.db
    .select()
    .from(lessonCompletions)
    .where(
      and(eq(lessonCompletions.userId, student.user.id), eq(lessonCompletions.detailId, live.id)),
    );

describe('LIVE lesson attendance', () => {
  it('lists the live lessons and the students whose enrolment is open, not ended or cancelled ones', async () => {
    const data = await read();
    expect(data.lessons).toEqual([
      { detailId: live.id, detailTitle: '실시간 특강', startsAt: null },
    ]);
    expect(
      data.students.map((student) => [student.name, student.completed, student.marks]),
    ).toEqual([
      ['가출석', [], []],
      ['나다시', [expect.objectContaining({ detailId: live.id, reason: 'WATCHED' })], []],
      ['다지각', [], []],
    ]);
  });

  it('marks several students at once: 출석 and 지각 complete the lesson, their progress moves', async () => {
    expect(await progressOf(present)).toBe(0);
    const response = await mark({
      lectureDetailId: live.id,
      userIds: [present.user.id, watcher.user.id],
      status: 'PRESENT',
    });
    expect(response.status).toBe(200);
    const { data } = v.parse(AttendanceResponse, await response.json());
    expect(data.map((row) => [row.userId, row.status, row.undoable])).toEqual([
      [present.user.id, 'PRESENT', true],
      [watcher.user.id, 'PRESENT', true],
    ]);
    expect(await progressOf(present)).toBe(25); // 1 of 4 lessons
    // the recording's completion stays the recording's
    expect((await completionOf(watcher))[0]?.reason).toBe('WATCHED');
    expect(
      (await mark({ lectureDetailId: live.id, userIds: [late.user.id], status: 'LATE' })).status,
    ).toBe(200);
    expect(await progressOf(late)).toBe(25);
    const listed = await read(admin.headers);
    expect(listed.students.find((s) => s.name === '다지각')?.marks).toEqual([
      expect.objectContaining({ detailId: live.id, status: 'LATE', undoable: true }),
    ]);
  });

  it('changes a mark made today: 결석 takes back the completion the mark had recorded', async () => {
    const response = await mark({
      lectureDetailId: live.id,
      userIds: [late.user.id],
      status: 'ABSENT',
    });
    expect(response.status).toBe(200);
    expect(await completionOf(late)).toEqual([]);
    expect(await progressOf(late)).toBe(0);
  });

  it('undoes today’s marks: the mark and only what it completed go', async () => {
    const response = await undo({
      lectureDetailId: live.id,
      userIds: [present.user.id, watcher.user.id, late.user.id],
    });
    expect(response.status).toBe(200);
    expect(await progressOf(present)).toBe(0);
    expect((await completionOf(watcher))[0]?.reason).toBe('WATCHED');
    const marks = await ctx.database.db
      .select()
      .from(liveAttendance)
      .where(eq(liveAttendance.detailId, live.id));
    expect(marks).toEqual([]);
    // nothing left to undo
    const again = await undo({ lectureDetailId: live.id, userIds: [present.user.id] });
    expect(again.status).toBe(404);
    expect(await messageOf(again)).toBe('되돌릴 출석 기록이 없습니다.');
  });

  it('refuses to undo or change a mark after the day it was made, and changes nothing', async () => {
    expect(
      (await mark({ lectureDetailId: live.id, userIds: [present.user.id], status: 'PRESENT' }))
        .status,
    ).toBe(200);
    // the mark was made yesterday (Korean time)
    await ctx.database.db
      .update(liveAttendance)
      .set({ markedAt: new Date(Date.now() - DAY_MS) })
      .where(eq(liveAttendance.userId, present.user.id));
    const message = '출석 기록은 기록한 당일(한국 시간)에만 되돌리거나 바꿀 수 있습니다.';
    const undone = await undo({ lectureDetailId: live.id, userIds: [present.user.id] });
    expect(undone.status).toBe(409);
    expect(await messageOf(undone)).toBe(message);
    // a batch with one such student is refused whole
    const changed = await mark({
      lectureDetailId: live.id,
      userIds: [late.user.id, present.user.id],
      status: 'ABSENT',
    });
    expect(changed.status).toBe(409);
    expect(await messageOf(changed)).toBe(message);
    expect(await completionOf(present)).toHaveLength(1);
    const listed = await read();
    expect(listed.students.find((s) => s.name === '가출석')?.marks).toEqual([
      expect.objectContaining({ status: 'PRESENT', undoable: false }),
    ]);
    expect(listed.students.find((s) => s.name === '다지각')?.marks).toEqual([]);
  });

  it('refuses students whose enrolment ended or was cancelled, and strangers', async () => {
    for (const student of [lapsed, cancelled]) {
      const response = await mark({
        lectureDetailId: live.id,
        userIds: [late.user.id, student.user.id],
        status: 'PRESENT',
      });
      expect(response.status).toBe(409);
      expect(await messageOf(response)).toBe(
        '수강 기간이 끝났거나 취소된 학생은 출석을 기록할 수 없습니다.',
      );
    }
    const notEnrolled = await mark({
      lectureDetailId: live.id,
      userIds: [stranger.user.id],
      status: 'PRESENT',
    });
    expect(notEnrolled.status).toBe(404);
    expect(await messageOf(notEnrolled)).toBe('이 강의를 수강하는 학생이 아닙니다.');
    expect(await completionOf(late)).toEqual([]);
  });

  it('follows enrolments: a student enrolled now is listed at once', async () => {
    const newcomer = await createUser(ctx.database.db, 'STUDENT', { name: '바신규' });
    await enrol(ctx.database.db, newcomer.user.id, lecture.lecture.id);
    expect((await read()).students.map((student) => student.name)).toContain('바신규');
  });

  it('lets only the lecture’s teacher or an admin read, mark and undo', async () => {
    const url = `/api/admin/lectures/${lecture.lecture.id}/attendance`;
    expect((await ctx.app.request(url, { headers: admin.headers })).status).toBe(200);
    expect((await ctx.app.request(url, { headers: otherTeacher.headers })).status).toBe(403);
    expect((await ctx.app.request(url, { headers: present.headers })).status).toBe(403);
    expect((await ctx.app.request(url)).status).toBe(401);
    const body = { lectureDetailId: live.id, userIds: [late.user.id], status: 'PRESENT' };
    expect((await mark(body, otherTeacher.headers)).status).toBe(403);
    expect((await mark(body, present.headers)).status).toBe(403);
    expect((await mark(body, {})).status).toBe(401);
    const undoBody = { lectureDetailId: live.id, userIds: [present.user.id] };
    expect((await undo(undoBody, otherTeacher.headers)).status).toBe(403);
    expect((await undo(undoBody, present.headers)).status).toBe(403);
    expect(await completionOf(late)).toEqual([]);
  });

  it('refuses bad input with a Korean message and records nothing', async () => {
    const video = await mark({
      lectureDetailId: lecture.video.id,
      userIds: [late.user.id],
      status: 'PRESENT',
    });
    expect(video.status).toBe(400);
    expect(await messageOf(video)).toBe('라이브 강의에만 출석을 기록할 수 있습니다.');
    const unknown = await mark({
      lectureDetailId: 999_999,
      userIds: [late.user.id],
      status: 'PRESENT',
    });
    expect(unknown.status).toBe(404);
    const missing = await mark({ lectureDetailId: live.id, status: 'PRESENT' });
    expect(missing.status).toBe(400);
    expect(await messageOf(missing)).toBe('출석을 기록할 학생을 1명 이상 선택하세요.');
    const empty = await mark({ lectureDetailId: live.id, userIds: [], status: 'PRESENT' });
    expect(await messageOf(empty)).toBe('출석을 기록할 학생을 1명 이상 선택하세요.');
    const noStatus = await mark({ lectureDetailId: live.id, userIds: [late.user.id] });
    expect(noStatus.status).toBe(400);
    expect(await messageOf(noStatus)).toBe('출석 상태를 선택하세요.');
    const wrongStatus = await mark({
      lectureDetailId: live.id,
      userIds: [late.user.id],
      status: 'ATTENDED',
    });
    expect(await messageOf(wrongStatus)).toBe('출석 상태를 선택하세요.');
    const tooMany = await mark({
      lectureDetailId: live.id,
      userIds: Array.from({ length: 201 }, (_, index) => index + 1),
      status: 'PRESENT',
    });
    expect(await messageOf(tooMany)).toBe('한 번에 200명까지 기록할 수 있습니다.');
    const extra = await mark({
      lectureDetailId: live.id,
      userIds: [late.user.id],
      status: 'PRESENT',
      reason: 'X',
    });
    expect(extra.status).toBe(400);
    expect(await completionOf(late)).toEqual([]);
    const rows = await ctx.database.db.select().from(lessonCompletions);
    expect(rows.filter((row) => row.detailId === lecture.video.id)).toEqual([]);
  });
});
