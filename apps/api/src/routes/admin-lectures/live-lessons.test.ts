// A LIVE lesson's schedule and join link (docs/product/learning.md: live lessons): staff of the
// lecture set them with the lesson edit; the classroom gives the time to readers and the link only
// to staff and students whose enrolment is open.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminLectureResponse, ClassroomDetailContentResponse } from '@academy/api-client/contract';
import { details } from '../../db/schema/lectures.ts';
import { enrol, createUser } from '../../test/fixtures.ts';
import { jsonRequest, messageOf, staffedLecture } from '../../test/lecture-fixtures.ts';

type U = Awaited<ReturnType<typeof createUser>>;
let ctx: Awaited<ReturnType<typeof staffedLecture>>['ctx'];
let teacher: U;
let otherTeacher: U;
let admin: U;
let student: U;
let lapsed: U;
let stranger: U;
let lecture: Awaited<ReturnType<typeof staffedLecture>>['lecture'];
let live: { id: number };

const HOUR_MS = 60 * 60 * 1000;

beforeAll(async () => {
  let students: U[];
  ({ ctx, teacher, otherTeacher, admin, lecture, students } = await staffedLecture('라이브', [
    { name: '수강생' },
  ]));
  [student] = students as [U];
  const { db } = ctx.database;
  lapsed = await createUser(db, 'STUDENT');
  await enrol(db, lapsed.user.id, lecture.lecture.id, {
    startsAt: new Date(Date.now() - 100 * HOUR_MS),
    endsAt: new Date(Date.now() - HOUR_MS),
  });
  stranger = await createUser(db, 'STUDENT');
  const [row] = await db
    .insert(details)
    .values({ chapterId: lecture.chapter.id, title: '실시간 특강', type: 'LIVE', detailOrder: 3 })
    .returning();
  live = row!;
});
afterAll(async () => {
  await ctx.database.drop();
});

const edit = (body: unknown, headers: Record<string, string> = teacher.headers, id = live.id) =>
  ctx.app.request(`/api/admin/lectures/details/${id}`, jsonRequest('PUT', body, headers));
const open = (headers: Record<string, string>) =>
  ctx.app.request(
    '/api/lectures/detail',
    jsonRequest('POST', { lectureDetailId: live.id }, headers),
  );
const stored = async () =>
  (await ctx.database.db.select().from(details).where(eq(details.id, live.id)))[0]!;

describe('a LIVE lesson’s schedule and join link', () => {
  it('is set by the lecture’s teacher and read back by staff with its end', async () => {
    const startsAt = new Date(Date.now() + 3 * HOUR_MS);
    startsAt.setUTCSeconds(0, 0);
    const response = await edit({
      title: '실시간 특강',
      type: 'LIVE',
      liveStartsAt: startsAt.toISOString(),
      liveMinutes: 90,
      liveUrl: ' https://zoom.us/j/1234567890 ',
    });
    expect(response.status).toBe(200);
    const admins = v.parse(
      AdminLectureResponse,
      await (
        await ctx.app.request(`/api/admin/lectures/${lecture.lecture.id}`, {
          headers: admin.headers,
        })
      ).json(),
    ).data;
    const lesson = admins.chapters[0]!.details.find((detail) => detail.detailId === live.id);
    expect(lesson?.live).toEqual({
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 90 * 60_000).toISOString(),
      minutes: 90,
      joinUrl: 'https://zoom.us/j/1234567890',
    });
  });

  it('keeps the schedule when a rename leaves the live fields out, clears what is sent empty', async () => {
    expect((await edit({ title: '실시간 특강 (1회)', type: 'LIVE' })).status).toBe(200);
    expect((await stored()).liveUrl).toBe('https://zoom.us/j/1234567890');
    expect(
      (await edit({ title: '실시간 특강 (1회)', type: 'LIVE', liveMinutes: null })).status,
    ).toBe(200);
    const row = await stored();
    expect(row.liveMinutes).toBeNull();
    expect(row.liveStartsAt).not.toBeNull();
  });

  it('gives an enrolled student the time, the status and the link; 방송 예정 before the start', async () => {
    const response = await open(student.headers);
    expect(response.status).toBe(200);
    const { data } = v.parse(ClassroomDetailContentResponse, await response.json());
    expect(data.video?.liveStatus).toBe('방송 예정');
    expect(data.live?.joinUrl).toBe('https://zoom.us/j/1234567890');
    // without a length the broadcast counts as 120 minutes
    expect(Date.parse(data.live!.endsAt) - Date.parse(data.live!.startsAt)).toBe(120 * 60_000);
  });

  it('says 방송 중 once it started and 종료 after its end', async () => {
    const { db } = ctx.database;
    await db
      .update(details)
      .set({ liveStartsAt: new Date(Date.now() - HOUR_MS), liveMinutes: 120 })
      .where(eq(details.id, live.id));
    const onAir = v.parse(
      ClassroomDetailContentResponse,
      await (await open(student.headers)).json(),
    );
    expect(onAir.data.video?.liveStatus).toBe('방송 중');
    await db
      .update(details)
      .set({ liveStartsAt: new Date(Date.now() - 3 * HOUR_MS), liveMinutes: 60 })
      .where(eq(details.id, live.id));
    const ended = v.parse(
      ClassroomDetailContentResponse,
      await (await open(student.headers)).json(),
    );
    expect(ended.data.video?.liveStatus).toBe('종료');
  });

  it('hands the link to no one else: an ended enrolment or none is refused the lesson', async () => {
    for (const outsider of [lapsed, stranger]) {
      const response = await open(outsider.headers);
      expect(response.status).toBe(403);
      expect(JSON.stringify(await response.json())).not.toContain('zoom.us');
    }
  });

  it('lets only the lecture’s teacher or an admin write it', async () => {
    const body = {
      title: '실시간 특강',
      type: 'LIVE',
      liveStartsAt: '2026-12-03T19:00:00+09:00',
      liveUrl: 'https://evil.example.com/x',
    };
    expect((await edit(body, otherTeacher.headers)).status).toBe(403);
    expect((await edit(body, student.headers)).status).toBe(403);
    expect((await edit(body, {})).status).toBe(401);
    expect((await stored()).liveUrl).toBe('https://zoom.us/j/1234567890');
    const byAdmin = await edit({ ...body, liveUrl: 'https://youtube.com/live/a' }, admin.headers);
    expect(byAdmin.status).toBe(200);
    expect((await stored()).liveStartsAt?.toISOString()).toBe('2026-12-03T10:00:00.000Z');
  });

  it('refuses a bad time, length or link with a Korean message and changes nothing', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string][] = [
      [{ liveStartsAt: '내일 저녁' }, '방송 시작 시각을 올바르게 입력하세요.'],
      [
        { liveStartsAt: '2026-12-03T19:00', liveUrl: null },
        '방송 시작 시각을 올바르게 입력하세요.',
      ],
      [
        { liveStartsAt: '2026-12-03T19:00:00+09:00', liveMinutes: 5 },
        '방송 시간은 10분에서 720분 사이로 입력하세요.',
      ],
      [
        { liveStartsAt: '2026-12-03T19:00:00+09:00', liveMinutes: 1.5 },
        '방송 시간은 10분에서 720분 사이로 입력하세요.',
      ],
      [
        { liveStartsAt: '2026-12-03T19:00:00+09:00', liveUrl: 'http://zoom.us/j/1' },
        '입장 링크는 https://로 시작하는 주소여야 합니다.',
      ],
      [
        { liveStartsAt: '2026-12-03T19:00:00+09:00', liveUrl: 'javascript:alert(1)' },
        '입장 링크는 https://로 시작하는 주소여야 합니다.',
      ],
      [{ liveStartsAt: null, liveUrl: 'https://zoom.us/j/1' }, '방송 시작 시각을 입력하세요.'],
      [{ liveMinutes: 60 }, '방송 시작 시각을 입력하세요.'],
    ];
    for (const [fields, message] of cases) {
      const response = await edit({ title: '바뀐 제목', type: 'LIVE', ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('clears the schedule when the lesson becomes another type', async () => {
    expect((await edit({ title: '녹화 강의', type: 'VIDEO' })).status).toBe(200);
    const row = await stored();
    expect([row.liveStartsAt, row.liveMinutes, row.liveUrl]).toEqual([null, null, null]);
  });
});
