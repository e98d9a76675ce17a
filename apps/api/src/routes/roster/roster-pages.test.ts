// A lecture larger than one of the roster's batches: its pages, their total with and without a
// progress filter, and the CSV streamed batch by batch, each student exactly once.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RosterResponse } from '@academy/api-client/contract';
import { enrolments } from '../../db/schema/learning.ts';
import { lessonCompletions } from '../../db/schema/progress.ts';
import { users } from '../../db/schema/users.ts';
import type { createUser } from '../../test/fixtures.ts';
import { staffedLecture } from '../../test/lecture-fixtures.ts';
import { keepProgress } from '../../lib/enrolment-progress.ts';
import { ROSTER_BATCH } from './roster.handlers.ts';

type U = Awaited<ReturnType<typeof createUser>>;
let ctx: Awaited<ReturnType<typeof staffedLecture>>['ctx'];
let teacher: U;
let lecture: Awaited<ReturnType<typeof staffedLecture>>['lecture'];
/** more than one batch of the CSV and the filtered walk */
const STUDENTS = ROSTER_BATCH + 121;
/** every third student completed the video: 1 of 3 lessons, 33% */
const KEEN = Math.ceil(STUDENTS / 3);

beforeAll(async () => {
  ({ ctx, teacher, lecture } = await staffedLecture('큰 강의', []));
  const { db } = ctx.database;
  // written straight in (sign-ups would hash a password each): names sort by their number
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: STUDENTS }, (_, i) => ({
        email: `many${i}@roster.test`,
        passwordHash: 'not-used',
        name: `학생${String(i).padStart(4, '0')}`,
      })),
    )
    .returning({ id: users.id });
  await db
    .insert(enrolments)
    .values(rows.map((row) => ({ userId: row.id, lectureId: lecture.lecture.id })));
  await db
    .insert(lessonCompletions)
    .values(
      rows
        .filter((_, i) => i % 3 === 0)
        .map((row) => ({ userId: row.id, detailId: lecture.video.id, reason: 'WATCHED' as const })),
    );
  // written straight in, not through the routes that keep the enrolments' progress: counted here
  await keepProgress(db, { lectureId: lecture.lecture.id });
});
afterAll(async () => {
  await ctx.database.drop();
});

const read = async (query: string) =>
  v.parse(
    RosterResponse,
    await (
      await ctx.app.request(`/api/admin/lectures/${lecture.lecture.id}/roster${query}`, {
        headers: teacher.headers,
      })
    ).json(),
  ).data;
const names = (data: { rows: { student: { name: string } }[] }) =>
  data.rows.map((row) => row.student.name);
const nameOf = (i: number) => `학생${String(i).padStart(4, '0')}`;

describe('the roster of a large lecture', () => {
  it('answers one page at a time with the total, the pages together being the whole roster', async () => {
    const first = await read('?page=0&size=100');
    expect(first.total).toBe(STUDENTS);
    expect(names(first)).toEqual(Array.from({ length: 100 }, (_, i) => nameOf(i)));
    expect(first.rows[0]).toMatchObject({ progressRate: 33, completedLessons: 1 });
    expect(first.rows[1]).toMatchObject({ progressRate: 0, completedLessons: 0 });
    const last = await read(`?page=${Math.floor(STUDENTS / 100)}&size=100`);
    expect(names(last)).toEqual(
      Array.from({ length: STUDENTS % 100 }, (_, i) => nameOf(STUDENTS - (STUDENTS % 100) + i)),
    );
    // no page or size: every row, as before
    const whole = names(await read(''));
    expect(whole).toHaveLength(STUDENTS);
    // every page, those of the later half read from the end too, joined: the whole roster once
    const pages = [];
    for (let page = 0; page * 100 < STUDENTS; page += 1)
      pages.push(...names(await read(`?page=${page}&size=100`)));
    expect(pages).toEqual(whole);
    expect((await read(`?page=${Math.ceil(STUDENTS / 100)}&size=100`)).rows).toEqual([]);
  });

  it('pages what a progress filter keeps, counted over every batch', async () => {
    const behind = STUDENTS - KEEN;
    const page = await read('?behindBelow=30&page=1&size=100');
    expect(page.total).toBe(behind);
    // the second page of those behind: students 150.. skipping every third
    const expected = Array.from({ length: STUDENTS }, (_, i) => i)
      .filter((i) => i % 3 !== 0)
      .slice(100, 200)
      .map(nameOf);
    expect(names(page)).toEqual(expected);
    expect((await read('?behindBelow=30')).rows).toHaveLength(behind);
  });

  it('streams the CSV with every student once, in the roster order', async () => {
    const response = await ctx.app.request(
      `/api/admin/lectures/${lecture.lecture.id}/roster?format=csv&reason=${encodeURIComponent('성적 상담 자료')}`,
      { headers: teacher.headers },
    );
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(STUDENTS + 1);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      Array.from({ length: STUDENTS }, (_, i) => nameOf(i)),
    );
    expect(lines[1]).toContain('33%');
  });

  it('refuses a page size over 100', async () => {
    const response = await ctx.app.request(
      `/api/admin/lectures/${lecture.lecture.id}/roster?page=0&size=500`,
      { headers: teacher.headers },
    );
    expect(response.status).toBe(400);
  });
});
