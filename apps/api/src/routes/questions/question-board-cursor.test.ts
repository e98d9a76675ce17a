// The staff Q&A board read by its cursor (`?after=`, the answer's `next`): the same questions in
// the same order as its numbered pages, whatever the order, status, lecture or search, questions
// sharing a time neither skipped nor repeated, a cursor not handed out refused, and the caller's
// own lectures only (question-view.ts: boardQuestions).
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionBoardResponse, encodeBoardCursor } from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import { questions } from '../../db/schema/learning.ts';
import { createUsers, type TestUser } from '../../test/fixtures.ts';
import { createLecture, createLectureTestApp, messageOf } from '../../test/lecture-fixtures.ts';

let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let teacher: TestUser;
let otherTeacher: TestUser;
let lectureA: number;
let lectureB: number;
let lectureC: number;

/** Times as the database keeps them, several shared to the microsecond or to the millisecond. */
const TIMES = [
  '2026-03-01T09:00:00.000001Z',
  '2026-03-01T09:00:00.000001Z',
  '2026-03-01T09:00:00.000002Z',
  '2026-03-01T09:00:00.000999Z',
  '2026-03-01T09:00:00.001000Z',
  '2026-03-02T10:30:15.123456Z',
  '2026-03-02T10:30:15.123457Z',
  '2026-03-02T10:30:15.123457Z',
  '2026-03-05T23:59:59.999999Z',
];

interface Made {
  id: number;
  lectureId: number;
  named: boolean;
  createdAt: string;
  waitingSince: string | null;
}
const made: Made[] = [];

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  let named: TestUser;
  let plain: TestUser;
  ({ teacher, otherTeacher, named, plain } = await createUsers(db, {
    teacher: 'TEACHER',
    otherTeacher: 'TEACHER',
    named: ['STUDENT', { name: '커서검색학생' }],
    plain: ['STUDENT', { name: '보통학생' }],
  }));
  lectureA = (await createLecture(db, teacher.user.id, { title: '커서 강의 A' })).lecture.id;
  lectureB = (await createLecture(db, teacher.user.id, { title: '커서 강의 B' })).lecture.id;
  lectureC = (await createLecture(db, otherTeacher.user.id, { title: '남의 강의' })).lecture.id;
  // ids do not follow the times: the order's second key decides between equal times
  for (let n = 0; n < 40; n += 1) {
    const i = (n * 17) % 40;
    const lectureId = i % 5 === 4 ? lectureC : i % 3 === 0 ? lectureB : lectureA;
    const createdAt = TIMES[i % TIMES.length]!;
    const waitingSince = i % 4 === 1 ? null : TIMES[(i * 5) % TIMES.length]!;
    const [row] = await db
      .insert(questions)
      .values({
        userId: i % 3 === 2 ? named.user.id : plain.user.id,
        lectureId,
        title: `질문 ${i}`,
        content: '내용',
        createdAt: sql`${createdAt}::timestamptz`,
        waitingSince: waitingSince ? sql`${waitingSince}::timestamptz` : null,
      })
      .returning({ id: questions.id });
    made.push({ id: row!.id, lectureId, named: i % 3 === 2, createdAt, waitingSince });
  }
});
afterAll(async () => {
  await ctx.database.drop();
  await rm(ctx.dataDir, { recursive: true, force: true });
});

async function read(query: string, headers = teacher.headers) {
  const response = await ctx.app.request(`/api/teachers/me/questions?${query}`, { headers });
  expect(response.status).toBe(200);
  const { data, next } = v.parse(QuestionBoardResponse, await response.json());
  return { ids: data.flatMap((group) => group.questions.map((question) => question.id)), next };
}

interface View {
  status: 'ALL' | 'UNANSWERED';
  sort: 'newest' | 'oldest';
  lectureId?: number;
  q?: string;
}
const filters = (view: View) =>
  new URLSearchParams({
    status: view.status,
    sort: view.sort,
    ...(view.lectureId ? { lectureId: String(view.lectureId) } : {}),
    ...(view.q ? { q: view.q } : {}),
  }).toString();

/** The teacher's board in its order, from what was written. */
function expected(view: View) {
  const at = (question: Made) =>
    view.status === 'UNANSWERED' ? question.waitingSince : question.createdAt;
  const sign = view.sort === 'newest' ? -1 : 1;
  return made
    .filter(
      (question) =>
        question.lectureId !== lectureC &&
        (view.status === 'ALL' || question.waitingSince !== null) &&
        (!view.lectureId || question.lectureId === view.lectureId) &&
        (!view.q || question.named),
    )
    .sort((a, b) => sign * (at(a)!.localeCompare(at(b)!) || a.id - b.id));
}

/** A page as the board shows it: grouped by lecture, each group where its first question comes. */
function asShown(page: Made[]) {
  const lectures = [...new Set(page.map((question) => question.lectureId))];
  return lectures.flatMap((lectureId) =>
    page.filter((question) => question.lectureId === lectureId).map((question) => question.id),
  );
}

async function numberedPages(view: View, size: number) {
  const pages: number[][] = [];
  for (let page = 0; ; page += 1) {
    const { ids, next } = await read(`${filters(view)}&page=${page}&size=${size}`);
    if (ids.length > 0) pages.push(ids);
    if (!next) return pages;
  }
}

async function cursorPages(view: View, size: number) {
  const pages: number[][] = [];
  let after: string | null = null;
  do {
    const { ids, next }: { ids: number[]; next: string | null } = await read(
      `${filters(view)}&size=${size}${after ? `&after=${after}` : ''}`,
    );
    pages.push(ids);
    after = next;
    // a cursor that repeats questions would walk on forever
    expect(pages.length).toBeLessThanOrEqual(made.length);
  } while (after);
  return pages;
}

describe('the Q&A board by its cursor', () => {
  const cases = (['newest', 'oldest'] as const).flatMap((sort) =>
    (['ALL', 'UNANSWERED'] as const).flatMap((status) =>
      (['every lecture', 'one lecture', 'a student search'] as const).map(
        (narrowed) => [sort, status, narrowed] as const,
      ),
    ),
  );

  it.each(cases)(
    'gives the numbered pages’ questions in their order (%s, %s, %s)',
    async (sort, status, narrowed) => {
      const view: View = {
        status,
        sort,
        ...(narrowed === 'one lecture' ? { lectureId: lectureA } : {}),
        ...(narrowed === 'a student search' ? { q: '커서검색' } : {}),
      };
      const whole = expected(view);
      expect(whole.length).toBeGreaterThan(3);
      const size = 3;
      const byCursor = await cursorPages(view, size);
      expect(byCursor).toEqual(await numberedPages(view, size));
      expect(byCursor).toEqual(
        Array.from({ length: Math.ceil(whole.length / size) }, (_, page) =>
          asShown(whole.slice(page * size, (page + 1) * size)),
        ),
      );
    },
    20_000,
  );

  it('neither skips nor repeats questions sharing a time, a page ending between them', async () => {
    for (const view of [
      { status: 'ALL', sort: 'newest' },
      { status: 'UNANSWERED', sort: 'oldest' },
    ] as const) {
      const whole = expected(view);
      // some share a microsecond, some only a millisecond
      const times = whole.map((question) => question.createdAt);
      expect(new Set(times).size).toBeLessThan(times.length);
      expect((await cursorPages(view, 1)).flat()).toEqual(whole.map((question) => question.id));
    }
  });

  it('reads after the cursor when a page number comes with it', async () => {
    const view: View = { status: 'ALL', sort: 'newest' };
    const { next } = await read(`${filters(view)}&page=0&size=4`);
    const after = await read(`${filters(view)}&size=4&after=${next}`);
    expect(await read(`${filters(view)}&page=7&size=4&after=${next}`)).toEqual(after);
    expect(after.ids).toEqual(asShown(expected(view).slice(4, 8)));
    // without page or size, a cursor still answers one page of the default size
    expect((await read(`${filters(view)}&after=${next}`)).ids).toHaveLength(
      expected(view).length - 4,
    );
  });

  it('refuses a cursor it did not hand out, with the Korean message', async () => {
    const forged = (text: string) => Buffer.from(text).toString('base64url');
    for (const after of [
      'garbage!!',
      'abc',
      'x'.repeat(65),
      forged('2026-03-01T09:00:00.000001Z'),
      forged('2026-03-01T09:00:00.001Z~5'),
      forged('2026-13-01T09:00:00.000001Z~5'),
      forged('2026-02-30T09:00:00.000001Z~5'),
      forged('0000-01-01T00:00:00.000000Z~5'),
      forged('2026-03-01T09:00:00.000001Z~0'),
      forged('2026-03-01T09:00:00.000001Z~2147483648'),
      forged('2026-03-01T09:00:00.000001Z~5 or 1=1'),
      `${forged('2026-03-01T09:00:00.000001Z~5')}=`,
    ]) {
      const response = await ctx.app.request(
        `/api/teachers/me/questions?after=${encodeURIComponent(after)}`,
        { headers: teacher.headers },
      );
      expect(response.status, after).toBe(400);
      expect(await messageOf(response)).toBe(validation.staffBoards.cursorInvalid);
    }
  });

  it('keeps to the caller’s lectures whatever the cursor', async () => {
    const theirs = made.filter((question) => question.lectureId === lectureC).map((q) => q.id);
    const { next } = await read('status=ALL&sort=newest&page=0&size=2');
    // another teacher sending this teacher's cursor reads on in their own lectures only
    const { ids } = await read(
      `status=ALL&sort=newest&size=50&after=${next}`,
      otherTeacher.headers,
    );
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => theirs.includes(id))).toBe(true);
    // a well-formed cursor past every question, on a lecture not theirs: nothing
    const last = encodeBoardCursor({ at: '9999-12-31T23:59:59.999999Z', id: 2_147_483_647 });
    expect(
      await read(`status=ALL&lectureId=${lectureA}&after=${last}`, otherTeacher.headers),
    ).toEqual({ ids: [], next: null });
    expect((await read(`status=ALL&after=${last}`)).ids).toEqual(
      asShown(expected({ status: 'ALL', sort: 'newest' }).slice(0, 50)),
    );
  });
});
