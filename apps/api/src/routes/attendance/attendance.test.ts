import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AttendanceResponse,
  LectureAttendanceResponse,
  LectureProgressResponse,
} from '@academy/api-client/contract';
import { details } from '../../db/schema/lectures.ts';
import { lessonCompletions } from '../../db/schema/progress.ts';
import { createUser } from '../../test/fixtures.ts';
import { jsonRequest, messageOf, staffedLecture } from '../../test/lecture-fixtures.ts';

type U = Awaited<ReturnType<typeof createUser>>;
let ctx: Awaited<ReturnType<typeof staffedLecture>>['ctx'];
let teacher: U;
let otherTeacher: U;
let admin: U;
let present: U;
let watcher: U;
let stranger: U;
let lecture: Awaited<ReturnType<typeof staffedLecture>>['lecture'];
let live: { id: number };

beforeAll(async () => {
  let students: U[];
  ({ ctx, teacher, otherTeacher, admin, lecture, students } = await staffedLecture('라이브 강의', [
    { name: '가출석' },
    { name: '나다시' },
  ]));
  [present, watcher] = students as [U, U];
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
const read = (headers: Record<string, string> = teacher.headers, id = lecture.lecture.id) =>
  ctx.app.request(`/api/admin/lectures/${id}/attendance`, { headers });
const progressOf = async (student: U) =>
  v.parse(
    LectureProgressResponse,
    await (
      await ctx.app.request(`/api/learning/lectures/${lecture.lecture.id}/progress`, {
        headers: student.headers,
      })
    ).json(),
  ).data;

describe('LIVE lesson attendance', () => {
  it('lists the live lessons and who completed them, attended or watched', async () => {
    const response = await read();
    expect(response.status).toBe(200);
    const { data } = v.parse(LectureAttendanceResponse, await response.json());
    expect(data.lessons).toEqual([{ detailId: live.id, detailTitle: '실시간 특강' }]);
    expect(data.students.map((student) => [student.name, student.completed])).toEqual([
      ['가출석', []],
      ['나다시', [expect.objectContaining({ detailId: live.id, reason: 'WATCHED' })]],
    ]);
  });

  it('marks a student present: the lesson completes and their progress moves', async () => {
    expect((await progressOf(present)).progressRate).toBe(0);
    const response = await mark({ lectureDetailId: live.id, userId: present.user.id });
    expect(response.status).toBe(200);
    const { data } = v.parse(AttendanceResponse, await response.json());
    expect(data).toMatchObject({ userId: present.user.id, detailId: live.id, reason: 'ATTENDED' });
    const progress = await progressOf(present);
    expect(progress.progressRate).toBe(25); // 1 of 4 lessons
    const lesson = progress.chapters[0]!.details.find((detail) => detail.detailId === live.id);
    expect(lesson?.status).toBe('COMPLETED');
    // marking again changes nothing (completed stays completed, counted once)
    const again = v.parse(
      AttendanceResponse,
      await (
        await mark({ lectureDetailId: live.id, userId: present.user.id }, admin.headers)
      ).json(),
    ).data;
    expect(again.completedAt).toBe(data.completedAt);
    expect((await progressOf(present)).progressRate).toBe(25);
  });

  it('keeps a lesson completed by its recording as it was', async () => {
    const response = await mark(
      { lectureDetailId: live.id, userId: watcher.user.id },
      admin.headers,
    );
    expect(response.status).toBe(200);
    expect(v.parse(AttendanceResponse, await response.json()).data.reason).toBe('WATCHED');
  });

  it('lets only the lecture’s teacher or an admin read and mark', async () => {
    expect((await read(admin.headers)).status).toBe(200);
    expect((await read(otherTeacher.headers)).status).toBe(403);
    expect((await read(present.headers)).status).toBe(403);
    expect(
      (await ctx.app.request(`/api/admin/lectures/${lecture.lecture.id}/attendance`)).status,
    ).toBe(401);
    expect((await read(admin.headers, 999_999)).status).toBe(404);
    const body = { lectureDetailId: live.id, userId: stranger.user.id };
    expect((await mark(body, otherTeacher.headers)).status).toBe(403);
    expect((await mark(body, present.headers)).status).toBe(403);
    const unauthenticated = await ctx.app.request(
      '/api/admin/lectures/attendance',
      jsonRequest('PUT', body, {}),
    );
    expect(unauthenticated.status).toBe(401);
  });

  it('refuses bad input with a Korean message and records nothing', async () => {
    const notEnrolled = await mark({ lectureDetailId: live.id, userId: stranger.user.id });
    expect(notEnrolled.status).toBe(404);
    expect(await messageOf(notEnrolled)).toBe('이 강의를 수강하는 학생이 아닙니다.');
    const video = await mark({ lectureDetailId: lecture.video.id, userId: present.user.id });
    expect(video.status).toBe(400);
    expect(await messageOf(video)).toBe('라이브 강의에만 출석을 기록할 수 있습니다.');
    const unknown = await mark({ lectureDetailId: 999_999, userId: present.user.id });
    expect(unknown.status).toBe(404);
    const missing = await mark({ lectureDetailId: live.id });
    expect(missing.status).toBe(400);
    expect(await messageOf(missing)).toBe('출석을 기록할 학생을 선택하세요.');
    const extra = await mark({ lectureDetailId: live.id, userId: present.user.id, reason: 'X' });
    expect(extra.status).toBe(400);
    const rows = await ctx.database.db.select().from(lessonCompletions);
    expect(rows.filter((row) => row.userId === stranger.user.id)).toEqual([]);
    expect(rows.filter((row) => row.detailId === lecture.video.id)).toEqual([]);
  });
});
