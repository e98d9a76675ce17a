// Watching is recorded (docs/decisions/017-watch-reports.md): per role, the beacon's text/plain
// body and cookie, merging that neither double-counts nor loses, completion at the lecture's
// threshold, resume, and bad input.
import { rm } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassroomLectureResponse, WatchStateResponse } from '@academy/api-client/contract';
import * as enrolmentStrings from '@academy/strings/enrolments';
import * as validation from '@academy/strings/validation';
import { enrolments } from '../../db/schema/learning.ts';
import { contents, lectures } from '../../db/schema/lectures.ts';
import { watchProgress } from '../../db/schema/progress.ts';
import { videos } from '../../db/schema/videos.ts';
import { changeContent } from '../../lib/content-cache.ts';
import { createUser, enrol, openedLesson } from '../../test/fixtures.ts';
import { resumePoint } from './watch.handlers.ts';
import {
  createLecture,
  createLectureTestApp,
  jsonRequest,
  messageOf,
} from '../../test/lecture-fixtures.ts';
import { testEnv } from '../../test/test-app.ts';

const m = validation.learning;
let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let teacher: Awaited<ReturnType<typeof createUser>>;
let lecture: Awaited<ReturnType<typeof createLecture>>;
/** a lecture whose video's length neither staff nor the host gave */
let unknownLength: Awaited<ReturnType<typeof createLecture>>;

/**
 * A new student enrolled in the shared lecture (docs/product/learning.md: nobody is enrolled by
 * visiting) who opened its video an hour ago (reports may add what could have played since).
 */
async function enrolledStudent(detailId = lecture.video.id) {
  const student = await createUser(ctx.database.db);
  const lectureId = detailId === lecture.video.id ? lecture.lecture.id : undefined;
  await enrol(ctx.database.db, student.user.id, lectureId ?? unknownLength.lecture.id);
  await openedLesson(ctx.database.db, student.user.id, detailId);
  return student;
}

beforeAll(async () => {
  ctx = await createLectureTestApp();
  teacher = await createUser(ctx.database.db, 'TEACHER');
  lecture = await createLecture(ctx.database.db, teacher.user.id, {
    period: 30,
    videoSeconds: 100,
  });
  unknownLength = await createLecture(ctx.database.db, teacher.user.id);
});
afterAll(async () => {
  await ctx.database.drop();
  await rm(ctx.dataDir, { recursive: true, force: true });
});

type Report = {
  lectureDetailId?: number;
  duration?: number;
  position?: number;
  intervals?: [number, number][];
  sentAt?: number;
};
const report = (headers: Record<string, string>, body: Report) =>
  ctx.app.request(
    '/api/lectures/watch',
    jsonRequest(
      'POST',
      { lectureDetailId: lecture.video.id, duration: 100, position: 0, intervals: [], ...body },
      headers,
    ),
  );
const state = async (response: Response) => {
  expect(response.status).toBe(200);
  return v.parse(WatchStateResponse, await response.json()).data;
};
const resume = (headers: Record<string, string>, detailId = lecture.video.id) =>
  ctx.app.request(`/api/lectures/watch?lectureDetailId=${detailId}`, { headers });
const storedRow = async (userId: number, detailId = lecture.video.id) =>
  (
    await ctx.database.db
      .select()
      .from(watchProgress)
      .where(and(eq(watchProgress.userId, userId), eq(watchProgress.detailId, detailId)))
  )[0];

describe('reporting watched intervals', () => {
  it('merges intervals so a replayed or duplicated report counts nothing twice', async () => {
    const student = await enrolledStudent();
    const first = await state(
      await report(student.headers, { position: 20, intervals: [[0, 20]] }),
    );
    expect(first).toMatchObject({ watchedSeconds: 20, durationSeconds: 100, isCompleted: false });
    // The same beacon twice (pagehide and a retry), then one overlapping what is stored.
    await state(await report(student.headers, { position: 20, intervals: [[0, 20]] }));
    const again = await state(
      await report(student.headers, { position: 30, intervals: [[10, 30]] }),
    );
    expect(again.watchedSeconds).toBe(30);
    // A stretch elsewhere stays separate; one compact row holds both.
    const apart = await state(
      await report(student.headers, { position: 60, intervals: [[50, 60]] }),
    );
    expect(apart.watchedSeconds).toBe(40);
    expect((await storedRow(student.user.id))!.intervals).toEqual([0, 30_000, 50_000, 60_000]);
  });

  it('counts video time, not wall time: 2x playback of 0-40 s is 40 s once', async () => {
    const student = await enrolledStudent();
    // Played at 2x: four 10 s batches of wall time each cover 20 s of the video.
    for (const [start, end] of [
      [0, 20],
      [20, 40],
    ] as [number, number][]) {
      await state(await report(student.headers, { position: end, intervals: [[start, end]] }));
    }
    expect((await state(await resume(student.headers))).watchedSeconds).toBe(40);
  });

  it('loses no interval when reports of one student arrive at once', async () => {
    const student = await enrolledStudent();
    const batches = Array.from({ length: 10 }, (_, i): [number, number] => [i * 10, i * 10 + 5]);
    const responses = await Promise.all(
      batches.map((interval) => report(student.headers, { intervals: [interval] })),
    );
    expect(responses.map((r) => r.status)).toEqual(batches.map(() => 200));
    expect((await storedRow(student.user.id))!.watchedMs).toBe(50_000);
  });

  it('completes the lesson at the lecture threshold and keeps it completed', async () => {
    const student = await enrolledStudent();
    const below = await state(
      await report(student.headers, { position: 89, intervals: [[0, 89]] }),
    );
    expect(below.isCompleted).toBe(false);
    const reached = await state(
      await report(student.headers, { position: 90, intervals: [[89, 90]] }),
    );
    expect(reached).toMatchObject({ isCompleted: true, completionThreshold: 90 });
    expect(reached.completedAt).not.toBeNull();
    const outline = v.parse(
      ClassroomLectureResponse,
      await (
        await ctx.app.request(`/api/lectures/${lecture.lecture.id}`, { headers: student.headers })
      ).json(),
    ).data;
    expect(outline.chapters[0]!.details[0]!.isCompleted).toBe(true);
    expect(outline.progressRate).toBe(33);
    // Staff raise the threshold afterwards: what is completed stays completed.
    const raised = await ctx.app.request(
      `/api/admin/lectures/${lecture.lecture.id}/completion`,
      jsonRequest('PUT', { completionThreshold: 100 }, teacher.headers),
    );
    expect(raised.status).toBe(200);
    expect((await state(await resume(student.headers))).isCompleted).toBe(true);
    // Straight to the database, announced as the API's content writes are (the content cache).
    await changeContent({ database: ctx.database }, 'lectures', (tx) =>
      tx
        .update(lectures)
        .set({ completionThreshold: 90 })
        .where(eq(lectures.id, lecture.lecture.id)),
    );
  });

  it('measures against the length staff correct afterwards; a lesson completed stays completed', async () => {
    const { db } = ctx.database;
    const made = await createLecture(db, teacher.user.id);
    await db.insert(videos).values({
      id: 'corrected-length-video',
      ownerId: teacher.user.id,
      name: '길이 정정.webm',
      status: 'READY',
      size: 1,
    });
    const [content] = await db.select().from(contents).where(eq(contents.detailId, made.video.id));
    const edit = (videoDuration: string) => {
      const body = new FormData();
      body.append('contents', '영상 설명');
      body.append('videoId', 'corrected-length-video');
      body.append('videoDuration', videoDuration);
      return ctx.app.request(`/api/admin/lectures/contents/${content!.id}`, {
        method: 'PUT',
        headers: teacher.headers,
        body,
      });
    };
    expect((await edit('100')).status).toBe(200);
    const done = await createUser(db);
    const halfway = await createUser(db);
    for (const student of [done, halfway]) {
      await enrol(db, student.user.id, made.lecture.id);
      await openedLesson(db, student.user.id, made.video.id);
    }
    const watch = (headers: Record<string, string>, end: number, duration = 100) =>
      ctx.app.request(
        '/api/lectures/watch',
        jsonRequest(
          'POST',
          { lectureDetailId: made.video.id, duration, position: end, intervals: [[0, end]] },
          headers,
        ),
      );
    expect((await state(await watch(done.headers, 95))).isCompleted).toBe(true);
    expect((await state(await watch(halfway.headers, 50))).isCompleted).toBe(false);
    // The real video is 200 s: staff correct it; nothing completed is undone
    const bad = await edit('0');
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe(validation.content.videoDurationInvalid);
    expect((await edit('200')).status).toBe(200);
    const [saved] = await db.select().from(contents).where(eq(contents.id, content!.id));
    expect(saved!.videoDuration).toBe(200);
    const kept = await state(
      await ctx.app.request(`/api/lectures/watch?lectureDetailId=${made.video.id}`, {
        headers: done.headers,
      }),
    );
    expect(kept.isCompleted).toBe(true);
    // the next report is measured against 200 s: 0-150 is 75 %, below the threshold
    const measured = await state(await watch(halfway.headers, 150, 200));
    expect(measured).toMatchObject({ durationSeconds: 200, watchedRate: 75, isCompleted: false });
    expect((await state(await watch(halfway.headers, 180, 200))).isCompleted).toBe(true);
  });

  it('resumes at the last position on another device; an older report does not move it back', async () => {
    const student = await enrolledStudent();
    const now = Date.now();
    await state(
      await report(student.headers, { position: 45, intervals: [[30, 45]], sentAt: now }),
    );
    // A beacon from earlier arrives late (replayed): its intervals count, its position does not.
    const late = await state(
      await report(student.headers, { position: 12, intervals: [[0, 12]], sentAt: now - 60_000 }),
    );
    expect(late).toMatchObject({ lastPosition: 45, resumeAt: 45, watchedSeconds: 27 });
    // Stopped near the end: start over next time.
    await state(await report(student.headers, { position: 95, intervals: [], sentAt: now + 1 }));
    expect((await state(await resume(student.headers))).resumeAt).toBe(0);
  });

  it('accepts a sendBeacon: text/plain body, the session cookie and our Origin', async () => {
    const student = await enrolledStudent();
    const beacon = (headers: Record<string, string>) =>
      ctx.app.request('/api/lectures/watch', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
        body: JSON.stringify({
          lectureDetailId: lecture.video.id,
          duration: 100,
          position: 7,
          intervals: [[0, 7]],
        }),
      });
    const cookie = `access_token=${student.token}`;
    expect(
      (await state(await beacon({ Cookie: cookie, Origin: testEnv.CLASSROOM_URL }))).watchedSeconds,
    ).toBe(7);
    // The cookie alone from another site (or with no Origin) is no session: CSRF stays out.
    expect((await beacon({ Cookie: cookie, Origin: 'https://evil.example' })).status).toBe(401);
    expect((await beacon({ Cookie: cookie })).status).toBe(401);
    const form = await ctx.app.request('/api/lectures/watch', {
      method: 'POST',
      headers: { ...student.headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form.status).toBe(415);
  });
});

describe('what a report may add (docs/decisions/037)', () => {
  /** The classroom's lesson read, as the player page makes it before playing. */
  const open = (headers: Record<string, string>, detailId = lecture.video.id) =>
    ctx.app.request(
      '/api/lectures/detail',
      jsonRequest('POST', { lectureDetailId: detailId }, headers),
    );

  it('keeps the resume point when the lesson is opened and read again without playing', async () => {
    const student = await createUser(ctx.database.db);
    await enrol(ctx.database.db, student.user.id, lecture.lecture.id);
    expect((await open(student.headers)).status).toBe(200);
    await state(await report(student.headers, { position: 10, intervals: [[0, 10]] }));
    const before = await storedRow(student.user.id);
    for (let visit = 0; visit < 2; visit += 1) {
      expect((await open(student.headers)).status).toBe(200);
      expect(await state(await resume(student.headers))).toMatchObject({
        lastPosition: 10,
        resumeAt: 10,
      });
    }
    expect(await storedRow(student.user.id)).toMatchObject({
      lastPositionMs: before!.lastPositionMs,
      watchedMs: before!.watchedMs,
      updatedAt: before!.updatedAt,
    });
  });

  it('counts no more than could have played since the lesson was opened, and says so', async () => {
    const student = await createUser(ctx.database.db);
    await enrol(ctx.database.db, student.user.id, lecture.lecture.id);
    expect((await open(student.headers)).status).toBe(200);
    // The whole 100 s lesson reported at once, right after opening it.
    const forged = await state(
      await report(student.headers, { position: 100, intervals: [[0, 100]] }),
    );
    expect(forged.isCompleted).toBe(false);
    expect(forged.watchedSeconds).toBeLessThanOrEqual(10);
    expect(forged.clippedSeconds).toBeGreaterThanOrEqual(90);
    const counted = (await storedRow(student.user.id))!.watchedMs;
    // Sending it again adds next to nothing: the allowance since the opening is used up.
    await state(await report(student.headers, { position: 100, intervals: [[0, 100]] }));
    expect((await storedRow(student.user.id))!.watchedMs).toBeLessThan(counted + 1000);
  });

  it('counts a real 2x player whole: 20 s of video 10 s after opening', async () => {
    const student = await createUser(ctx.database.db);
    await enrol(ctx.database.db, student.user.id, lecture.lecture.id);
    await openedLesson(ctx.database.db, student.user.id, lecture.video.id, 10);
    const played = await state(
      await report(student.headers, { position: 20, intervals: [[0, 20]] }),
    );
    expect(played).toMatchObject({ watchedSeconds: 20, clippedSeconds: 0 });
  });

  it('completes by the length the video host read from the file when staff gave none', async () => {
    const { db } = ctx.database;
    const made = await createLecture(db, teacher.user.id);
    await db.insert(videos).values({
      id: 'host-measured-video',
      ownerId: teacher.user.id,
      name: '길이 측정.webm',
      status: 'READY',
      size: 1,
      durationMs: 100_000,
    });
    await changeContent({ database: ctx.database }, 'lectures', (tx) =>
      tx
        .update(contents)
        .set({ videoId: 'host-measured-video' })
        .where(eq(contents.detailId, made.video.id)),
    );
    const student = await createUser(db);
    await enrol(db, student.user.id, made.lecture.id);
    await openedLesson(db, student.user.id, made.video.id);
    const body = { lectureDetailId: made.video.id, position: 95, intervals: [[0, 95]] };
    // the host's 100 s is the measure: 95 % completes
    const watched = await state(
      await report(student.headers, { ...body, duration: 100.2 } as Report),
    );
    expect(watched).toMatchObject({ durationSeconds: 100, watchedRate: 95, isCompleted: true });
  });

  it('never completes a lesson whose length only the player gave', async () => {
    const student = await enrolledStudent(unknownLength.video.id);
    const detail = { lectureDetailId: unknownLength.video.id };
    // A one-second "video" watched whole: the player's length is shown, but proves nothing.
    const tiny = await state(
      await report(student.headers, { ...detail, duration: 1, position: 1, intervals: [[0, 1]] }),
    );
    expect(tiny).toMatchObject({ durationSeconds: 1, watchedRate: 100, isCompleted: false });
  });
});

describe('who may report', () => {
  it('refuses a visitor (401), staff (403) and a student whose period has ended (403)', async () => {
    expect((await report({}, { intervals: [[0, 5]] })).status).toBe(401);
    const staff = await report(teacher.headers, { intervals: [[0, 5]] });
    expect(staff.status).toBe(403);
    expect(await messageOf(staff)).toBe(m.studentsOnly);

    const late = await createUser(ctx.database.db);
    await ctx.database.db.insert(enrolments).values({
      userId: late.user.id,
      lectureId: lecture.lecture.id,
      startsAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000),
      endsAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
    });
    const ended = await report(late.headers, { intervals: [[0, 5]] });
    expect(ended.status).toBe(403);
    expect(await messageOf(ended)).toBe(m.periodEnded);
    expect(await storedRow(late.user.id)).toBeUndefined();
  });

  it('refuses a student who is not enrolled in the lecture (403) and records nothing', async () => {
    const outsider = await createUser(ctx.database.db);
    const response = await report(outsider.headers, { intervals: [[0, 5]] });
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toBe(enrolmentStrings.errors.notEnrolled);
    expect(await storedRow(outsider.user.id)).toBeUndefined();
  });

  it('answers 404 for an unknown lesson and 400 for a lesson that is not a video', async () => {
    const student = await enrolledStudent();
    expect((await report(student.headers, { lectureDetailId: 999_999 })).status).toBe(404);
    const quiz = await report(student.headers, { lectureDetailId: lecture.quiz.id });
    expect(quiz.status).toBe(400);
    expect(await messageOf(quiz)).toBe(m.notVideo);
  });
});

describe('bad reports', () => {
  it.each([
    ['reversed', { intervals: [[20, 10]] }, m.intervalReversed],
    [
      'overlapping within one report',
      {
        intervals: [
          [0, 10],
          [5, 15],
        ],
      },
      m.intervalsOverlap,
    ],
    ['past the video’s end', { intervals: [[90, 130]] }, m.intervalOutside],
    ['negative', { intervals: [[-5, 3]] }, m.intervalInvalid],
    ['not a pair', { intervals: [[1, 2, 3]] }, m.intervalInvalid],
    ['a position past the end', { position: 150 }, m.positionInvalid],
  ] as const)('refuses intervals %s with 400 and records nothing', async (_, body, message) => {
    const student = await enrolledStudent();
    const response = await report(student.headers, body as Report);
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
    expect(await storedRow(student.user.id)).toBeUndefined();
  });

  it('refuses a report whose length differs from the one first measured, and keeps what was stored', async () => {
    const student = await enrolledStudent(unknownLength.video.id);
    const detail = { lectureDetailId: unknownLength.video.id };
    await state(await report(student.headers, { ...detail, intervals: [[0, 10]] }));
    const other = await report(student.headers, {
      ...detail,
      duration: 3000,
      intervals: [[0, 2000]],
    });
    expect(other.status).toBe(400);
    expect(await messageOf(other)).toBe(m.durationMismatch);
    expect((await storedRow(student.user.id, unknownLength.video.id))!.watchedMs).toBe(10_000);
  });

  it('checks intervals against the length staff gave, whatever the player says', async () => {
    const student = await enrolledStudent();
    await changeContent({ database: ctx.database }, 'lectures', (tx) =>
      tx.update(contents).set({ videoDuration: 50 }).where(eq(contents.detailId, lecture.video.id)),
    );
    try {
      const outside = await report(student.headers, { duration: 100, intervals: [[40, 80]] });
      expect(outside.status).toBe(400);
      expect(await messageOf(outside)).toBe(m.intervalOutside);
      const fine = await state(
        await report(student.headers, { duration: 100, intervals: [[0, 46]] }),
      );
      // 46 of 50 s is 92 %: completed by the real length.
      expect(fine).toMatchObject({ durationSeconds: 50, isCompleted: true });
    } finally {
      await changeContent({ database: ctx.database }, 'lectures', (tx) =>
        tx
          .update(contents)
          .set({ videoDuration: 100 })
          .where(eq(contents.detailId, lecture.video.id)),
      );
    }
  });

  it('refuses a body that is not JSON', async () => {
    const student = await enrolledStudent();
    const response = await ctx.app.request('/api/lectures/watch', {
      method: 'POST',
      headers: { ...student.headers, 'Content-Type': 'text/plain' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(validation.common.invalidBody);
  });
});

describe('resumePoint', () => {
  it('is where the student stopped, and the start within 10 s of the end, on a long video', () => {
    expect(resumePoint(300_000, 1_800_000)).toBe(300);
    expect(resumePoint(1_795_000, 1_800_000)).toBe(0);
  });

  it('scales the end margin to a tenth of a short clip, so it still resumes where it stopped', () => {
    expect(resumePoint(2_500, 5_000)).toBe(2.5);
    expect(resumePoint(4_600, 5_000)).toBe(0);
  });
});
