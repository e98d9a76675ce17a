// A student's sitting of a mock exam (docs/product/mock-exams.md#sitting): who may sit (window,
// targeting by lecture and by name), one sitting per student, the server's clock across sections,
// answers refused after a deadline or for another section, listening once, the audio link's
// signature, grading exactly once under concurrent closes, and staff and parents refused.
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toneWav } from '../../db/seed/mock-exams.ts';
import {
  mockAnswers,
  mockExams,
  mockItems,
  mockSectionRuns,
  mockSectionScores,
  mockSections,
  mockSittings,
  mockTargets,
  questionBankItems,
} from '../../db/schema/mock-exams.ts';
import { createUser, createUsers, enrol, type TestUser } from '../../test/fixtures.ts';
import { createLecture, jsonRequest, messageOf } from '../../test/lecture-fixtures.ts';
import { createTestApp, testEnv } from '../../test/test-app.ts';
import { createFileService, localDiskStorage } from '../../lib/files.ts';
import { JOB_SCHEMA } from '../../lib/jobs/job-queue.ts';
import { closeIfOver, closeSitting, MOCK_SITTING_QUEUE } from '../../lib/mock-grading.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let teacher: TestUser;
let lectureId: number;
const MINUTE = 60 * 1000;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ teacher } = await createUsers(ctx.database.db, { teacher: 'TEACHER' }));
  lectureId = (await createLecture(ctx.database.db, teacher.user.id)).lecture.id;
});
afterAll(() => ctx.close());

const call = (method: string, url: string, headers: Record<string, string>, body?: unknown) =>
  ctx.app.request(
    url,
    body === undefined ? { method, headers } : jsonRequest(method, body, headers),
  );

async function data<T = Record<string, unknown>>(response: Response) {
  return ((await response.json()) as { data: T }).data;
}

type Built = {
  examId: number;
  sections: { id: number; kind: string }[];
  /** item ids per section, and each choice item's right option */
  items: { id: number; section: number; right: number | null; kind: string }[];
};

/**
 * A 日本語 mock: 記述 (1 item), 読解 (2 items, 2 points and 1), 聴解 (a listening item with audio and
 * a choice item), open now unless `window` says otherwise, targeted at the test lecture.
 */
async function buildMock(
  options: {
    opensAt?: Date;
    closesAt?: Date;
    status?: 'DRAFT' | 'PUBLISHED';
    target?: 'lecture' | number;
  } = {},
): Promise<Built> {
  const { db } = ctx.database;
  const files = createFileService(localDiskStorage(path.join(testEnv.DATA_DIR, 'uploads')));
  const audio = await files.storeAudio(new File([toneWav(1)], 'tone.wav'));
  const [exam] = await db
    .insert(mockExams)
    .values({
      title: '테스트 모의고사',
      subject: 'JAPANESE',
      status: options.status ?? 'PUBLISHED',
      opensAt: options.opensAt ?? new Date(Date.now() - 60 * MINUTE),
      closesAt: options.closesAt ?? new Date(Date.now() + 24 * 60 * MINUTE),
    })
    .returning();
  const target = options.target ?? 'lecture';
  await db
    .insert(mockTargets)
    .values(
      target === 'lecture' ? { examId: exam!.id, lectureId } : { examId: exam!.id, userId: target },
    );
  const bank = await db
    .insert(questionBankItems)
    .values([
      {
        sectionKind: 'WRITING',
        kind: 'WRITING',
        unit: '記述',
        stem: '書きなさい',
        prompts: ['A', 'B'],
      },
      {
        sectionKind: 'READING',
        kind: 'CHOICE',
        unit: 'u',
        stem: 'r1',
        options: ['a', 'b', 'c', 'd'],
        answerIndex: 1,
        explanation: 'secret-explanation',
      },
      {
        sectionKind: 'READING',
        kind: 'CHOICE',
        unit: 'u',
        stem: 'r2',
        options: ['a', 'b', 'c', 'd', 'e'],
        answerIndex: 4,
      },
      {
        sectionKind: 'LISTENING',
        kind: 'LISTENING',
        unit: 'u',
        stem: 'l1',
        options: ['a', 'b', 'c', 'd'],
        answerIndex: 2,
        audioKey: audio.key,
      },
      {
        sectionKind: 'LISTENING',
        kind: 'CHOICE',
        unit: 'u',
        stem: 'l2',
        options: ['a', 'b', 'c', 'd'],
        answerIndex: 0,
      },
    ])
    .returning();
  const layout = [
    { kind: 'WRITING' as const, minutes: 30, bank: [[bank[0]!, 1]] as const },
    {
      kind: 'READING' as const,
      minutes: 40,
      bank: [
        [bank[1]!, 2],
        [bank[2]!, 1],
      ] as const,
    },
    {
      kind: 'LISTENING' as const,
      minutes: 55,
      bank: [
        [bank[3]!, 1],
        [bank[4]!, 1],
      ] as const,
    },
  ];
  const built: Built = { examId: exam!.id, sections: [], items: [] };
  for (const [position, part] of layout.entries()) {
    const [section] = await db
      .insert(mockSections)
      .values({ examId: exam!.id, position, kind: part.kind, timeLimitSeconds: part.minutes * 60 })
      .returning();
    built.sections.push({ id: section!.id, kind: part.kind });
    for (const [index, [row, points]] of part.bank.entries()) {
      const [item] = await db
        .insert(mockItems)
        .values({ sectionId: section!.id, position: index, bankItemId: row.id, points })
        .returning();
      built.items.push({ id: item!.id, section: position, right: row.answerIndex, kind: row.kind });
    }
  }
  return built;
}

/** A student enrolled in the test lecture now. */
async function enrolledStudent() {
  const student = await createUser(ctx.database.db, 'STUDENT');
  await enrol(ctx.database.db, student.user.id, lectureId);
  return student;
}

const sittingUrl = (examId: number, rest = '') => `/api/mock-exams/${examId}/sitting${rest}`;

async function start(examId: number, student: TestUser) {
  const response = await call('POST', sittingUrl(examId), student.headers, {});
  expect([200, 201]).toContain(response.status);
  return data<{ current: { sectionId: number; deadlineAt: string; items: unknown[] } }>(response);
}

async function sittingRow(examId: number, userId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(mockSittings)
    .where(and(eq(mockSittings.examId, examId), eq(mockSittings.userId, userId)));
  return row!;
}

/** Moves a sitting's clock back: its start and every run by `ms`. */
async function rewind(sittingId: number, ms: number) {
  const shift = sql`${ms} * interval '1 millisecond'`;
  await ctx.database.db.execute(
    sql`update mock_sittings set started_at = started_at - ${shift} where id = ${sittingId}`,
  );
  await ctx.database.db.execute(sql`update mock_section_runs set started_at = started_at - ${shift},
    deadline_at = deadline_at - ${shift}, finished_at = finished_at - ${shift} where sitting_id = ${sittingId}`);
}

describe('who may sit', () => {
  it('lists the mocks targeted by lecture and by name, and hides the others (404)', async () => {
    const student = await enrolledStudent();
    const byLecture = await buildMock();
    const byName = await buildMock({ target: student.user.id });
    const other = await createUser(ctx.database.db, 'STUDENT');
    const notMine = await buildMock({ target: other.user.id });
    const draft = await buildMock({ status: 'DRAFT' });

    const list = await data<{ id: number; window: string; sections: { itemCount: number }[] }[]>(
      await call('GET', '/api/mock-exams', student.headers),
    );
    const ids = list.map((mock) => mock.id);
    expect(ids).toContain(byLecture.examId);
    expect(ids).toContain(byName.examId);
    expect(ids).not.toContain(notMine.examId);
    expect(ids).not.toContain(draft.examId);
    const mine = list.find((mock) => mock.id === byLecture.examId)!;
    expect(mine.window).toBe('OPEN');
    expect(mine.sections.map((section) => section.itemCount)).toEqual([1, 2, 2]);

    for (const examId of [notMine.examId, draft.examId]) {
      expect((await call('GET', `/api/mock-exams/${examId}`, student.headers)).status).toBe(404);
      expect((await call('POST', sittingUrl(examId), student.headers, {})).status).toBe(404);
    }
    await start(byName.examId, student);
  });

  it('refuses a student whose enrolment has ended (404)', async () => {
    const mock = await buildMock();
    const student = await createUser(ctx.database.db, 'STUDENT');
    await enrol(ctx.database.db, student.user.id, lectureId, {
      startsAt: new Date(Date.now() - 10 * 24 * 60 * MINUTE),
      endsAt: new Date(Date.now() - 24 * 60 * MINUTE),
    });
    expect((await call('POST', sittingUrl(mock.examId), student.headers, {})).status).toBe(404);
  });

  it('answers 409 in Korean outside the window', async () => {
    const student = await enrolledStudent();
    const upcoming = await buildMock({
      opensAt: new Date(Date.now() + 60 * MINUTE),
      closesAt: new Date(Date.now() + 120 * MINUTE),
    });
    const closed = await buildMock({
      opensAt: new Date(Date.now() - 120 * MINUTE),
      closesAt: new Date(Date.now() - 60 * MINUTE),
    });
    const early = await call('POST', sittingUrl(upcoming.examId), student.headers, {});
    expect(early.status).toBe(409);
    expect(await messageOf(early)).toBe('아직 응시 기간이 아닙니다.');
    const late = await call('POST', sittingUrl(closed.examId), student.headers, {});
    expect(late.status).toBe(409);
    expect(await messageOf(late)).toBe('응시 기간이 끝난 모의고사입니다.');
    const list = await data<{ id: number; window: string }[]>(
      await call('GET', '/api/mock-exams', student.headers),
    );
    expect(list.find((mock) => mock.id === upcoming.examId)!.window).toBe('UPCOMING');
    expect(list.find((mock) => mock.id === closed.examId)!.window).toBe('CLOSED');
  });

  it('refuses teachers, admins and parents (403) and visitors (401)', async () => {
    const mock = await buildMock();
    const { admin, parent } = await createUsers(ctx.database.db, {
      admin: 'ADMIN',
      parent: 'PARENT',
    });
    for (const who of [teacher, admin, parent]) {
      expect((await call('GET', '/api/mock-exams', who.headers)).status).toBe(403);
      expect((await call('POST', sittingUrl(mock.examId), who.headers, {})).status).toBe(403);
      expect((await call('GET', sittingUrl(mock.examId), who.headers)).status).toBe(403);
    }
    expect((await call('GET', '/api/mock-exams', {})).status).toBe(401);
  });
});

describe('one sitting on the server clock', () => {
  it('starts once: a second start and a second device answer the same sitting', async () => {
    const mock = await buildMock();
    const student = await enrolledStudent();
    const [a, b] = await Promise.all([
      call('POST', sittingUrl(mock.examId), student.headers, {}),
      call('POST', sittingUrl(mock.examId), student.headers, {}),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const first = await data<{ current: { sectionId: number; deadlineAt: string } }>(a);
    const again = await start(mock.examId, student);
    expect(again.current.deadlineAt).toBe(first.current.deadlineAt);
    const rows = await ctx.database.db
      .select()
      .from(mockSittings)
      .where(eq(mockSittings.examId, mock.examId));
    expect(rows).toHaveLength(1);
    // the closing job is written with the start
    const jobs = (await ctx.database.db.execute(
      sql`select start_after as "startAfter" from ${sql.identifier(JOB_SCHEMA)}.job where name = ${MOCK_SITTING_QUEUE} and (data->>'sittingId')::int = ${rows[0]!.id}`,
    )) as unknown as { rows: { startAfter: string }[] };
    expect(jobs.rows).toHaveLength(1);
    const due = new Date(jobs.rows[0]!.startAfter).getTime();
    expect(due - rows[0]!.startedAt.getTime()).toBeGreaterThanOrEqual(125 * MINUTE);
  });

  it('sends items without answers or explanations, deadline = start + time limit', async () => {
    const mock = await buildMock();
    const student = await enrolledStudent();
    const sitting = await start(mock.examId, student);
    const text = JSON.stringify(sitting);
    expect(text).not.toContain('answerIndex');
    expect(text).not.toContain('secret-explanation');
    const row = await sittingRow(mock.examId, student.user.id);
    expect(new Date(sitting.current.deadlineAt).getTime() - row.startedAt.getTime()).toBe(
      30 * MINUTE,
    );
  });

  it('catches the clock up across sections, each starting at the previous deadline', async () => {
    const mock = await buildMock();
    const student = await enrolledStudent();
    await start(mock.examId, student);
    const row = await sittingRow(mock.examId, student.user.id);
    // 30 + 10 minutes later: 記述 ended at 30, 読解 runs until 70
    await rewind(row.id, 40 * MINUTE);
    const view = await data<{
      current: { sectionId: number; deadlineAt: string };
      sections: { status: string; finishedAt: string | null; startedAt: string | null }[];
    }>(await call('GET', sittingUrl(mock.examId), student.headers));
    expect(view.sections.map((section) => section.status)).toEqual(['DONE', 'RUNNING', 'WAITING']);
    expect(view.current.sectionId).toBe(mock.sections[1]!.id);
    expect(view.sections[1]!.startedAt).toBe(view.sections[0]!.finishedAt);
    const started = (await sittingRow(mock.examId, student.user.id)).startedAt.getTime();
    expect(new Date(view.current.deadlineAt).getTime() - started).toBe(70 * MINUTE);

    // past every deadline: closed by the deadline, at the last deadline
    await rewind(row.id, 200 * MINUTE);
    const over = await data<{ state: string; submittedBy: string; current: null }>(
      await call('GET', sittingUrl(mock.examId), student.headers),
    );
    expect(over.current).toBeNull();
    expect(['SUBMITTED', 'GRADED']).toContain(over.state);
    expect(over.submittedBy).toBe('DEADLINE');
    const closed = await sittingRow(mock.examId, student.user.id);
    expect(closed.submittedAt!.getTime() - closed.startedAt.getTime()).toBe(125 * MINUTE);
  });

  it('moves on with next, and submits on the last', async () => {
    const mock = await buildMock();
    const student = await enrolledStudent();
    await start(mock.examId, student);
    const second = await data<{ current: { sectionId: number; last: boolean } }>(
      await call('POST', sittingUrl(mock.examId, '/next'), student.headers, {}),
    );
    expect(second.current.sectionId).toBe(mock.sections[1]!.id);
    await call('POST', sittingUrl(mock.examId, '/next'), student.headers, {});
    const done = await data<{ state: string; submittedBy: string }>(
      await call('POST', sittingUrl(mock.examId, '/next'), student.headers, {}),
    );
    expect(done.submittedBy).toBe('STUDENT');
    // nothing written for 記述: level 0 at once, so graded
    expect(done.state).toBe('GRADED');
  });
});

describe('answers', () => {
  it('saves the latest, refuses another section (409), an item not in the mock (404), bad input (400)', async () => {
    const mock = await buildMock();
    const other = await buildMock();
    const student = await enrolledStudent();
    await start(mock.examId, student);
    const writing = mock.items.find((item) => item.section === 0)!;
    const reading = mock.items.find((item) => item.section === 1)!;
    const url = (itemId: number) => sittingUrl(mock.examId, `/answers/${itemId}`);

    const first = await call('PUT', url(writing.id), student.headers, {
      promptIndex: 0,
      text: '첫 답안',
    });
    expect(first.status).toBe(200);
    const second = await call('PUT', url(writing.id), student.headers, {
      promptIndex: 1,
      text: '고친 답안',
    });
    expect((await data<{ text: string; savedAt: string }>(second)).text).toBe('고친 답안');
    const again = await call('PUT', url(writing.id), student.headers, {
      promptIndex: 1,
      text: '고친 답안',
    });
    expect(again.status).toBe(200);

    const elsewhere = await call('PUT', url(reading.id), student.headers, { choice: 1 });
    expect(elsewhere.status).toBe(409);
    expect(await messageOf(elsewhere)).toMatch(/섹션/);
    const foreign = other.items[0]!.id;
    expect(
      (await call('PUT', url(foreign), student.headers, { promptIndex: 0, text: 'x' })).status,
    ).toBe(404);
    expect((await call('PUT', url(writing.id), student.headers, { choice: 1 })).status).toBe(400);
    expect(
      (
        await call('PUT', url(writing.id), student.headers, {
          promptIndex: 0,
          text: 'あ'.repeat(501),
        })
      ).status,
    ).toBe(400);
    expect(
      (await call('PUT', url(writing.id), student.headers, { promptIndex: 2, text: 'x' })).status,
    ).toBe(400);
    expect(
      (
        await call('PUT', url(writing.id), student.headers, {
          promptIndex: 0,
          text: 'x',
          role: 'ADMIN',
        })
      ).status,
    ).toBe(400);

    const rows = await ctx.database.db
      .select()
      .from(mockAnswers)
      .where(eq(mockAnswers.sittingId, (await sittingRow(mock.examId, student.user.id)).id));
    expect(rows.map((row) => [row.itemId, row.promptIndex, row.text])).toEqual([
      [writing.id, 1, '고친 답안'],
    ]);

    // another student who has not started cannot address this sitting
    const stranger = await enrolledStudent();
    expect(
      (await call('PUT', url(writing.id), stranger.headers, { promptIndex: 0, text: 'x' })).status,
    ).toBe(404);
  });

  it('refuses an answer after the deadline and saves nothing', async () => {
    const mock = await buildMock();
    const student = await enrolledStudent();
    await start(mock.examId, student);
    await call('POST', sittingUrl(mock.examId, '/next'), student.headers, {});
    const reading = mock.items.find((item) => item.section === 1)!;
    const url = sittingUrl(mock.examId, `/answers/${reading.id}`);
    expect((await call('PUT', url, student.headers, { choice: 1 })).status).toBe(200);
    const row = await sittingRow(mock.examId, student.user.id);
    await rewind(row.id, 41 * MINUTE);
    const late = await call('PUT', url, student.headers, { choice: 3 });
    expect(late.status).toBe(409);
    const [saved] = await ctx.database.db
      .select()
      .from(mockAnswers)
      .where(and(eq(mockAnswers.sittingId, row.id), eq(mockAnswers.itemId, reading.id)));
    expect(saved!.choice).toBe(1);
    // the catch-up before the refusal was kept: 聴解 runs now
    const [running] = await ctx.database.db
      .select()
      .from(mockSectionRuns)
      .where(and(eq(mockSectionRuns.sittingId, row.id), sql`finished_at is null`));
    expect(running!.sectionId).toBe(mock.sections[2]!.id);
  });
});

describe('listening', () => {
  it('hands the audio out once, streams it by its signed link with ranges, refuses a bad one', async () => {
    const mock = await buildMock();
    const student = await enrolledStudent();
    await start(mock.examId, student);
    const listening = mock.items.find((item) => item.kind === 'LISTENING')!;
    const audioUrl = sittingUrl(mock.examId, `/audio/${listening.id}`);
    // not yet its section
    expect((await call('POST', audioUrl, student.headers, {})).status).toBe(409);
    await call('POST', sittingUrl(mock.examId, '/next'), student.headers, {});
    await call('POST', sittingUrl(mock.examId, '/next'), student.headers, {});

    const handed = await call('POST', audioUrl, student.headers, {});
    expect(handed.status).toBe(200);
    const { url } = await data<{ url: string }>(handed);
    const twice = await call('POST', audioUrl, student.headers, {});
    expect(twice.status).toBe(409);
    expect(await messageOf(twice)).toMatch(/이미 들은 문제/);

    const whole = await ctx.app.request(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await ctx.app.request(url, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    const tampered = url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await ctx.app.request(tampered)).status).toBe(403);
    const expired = url.replace(/expires=\d+/, 'expires=1000');
    expect((await ctx.app.request(expired)).status).toBe(403);
    const otherUser = url.replace(/u=\d+/, 'u=999999');
    expect((await ctx.app.request(otherUser)).status).toBe(403);

    // the answer to it keeps the played mark
    expect(
      (
        await call('PUT', sittingUrl(mock.examId, `/answers/${listening.id}`), student.headers, {
          choice: 2,
        })
      ).status,
    ).toBe(200);
    const view = await data<{
      current: { answers: { itemId: number; played: boolean; choice: number }[] };
    }>(await call('GET', sittingUrl(mock.examId), student.headers));
    expect(view.current.answers.find((answer) => answer.itemId === listening.id)).toMatchObject({
      played: true,
      choice: 2,
    });
    // a choice item is not listening
    const choice = mock.items.find((item) => item.section === 2 && item.kind === 'CHOICE')!;
    expect(
      (await call('POST', sittingUrl(mock.examId, `/audio/${choice.id}`), student.headers, {}))
        .status,
    ).toBe(400);
  });
});

describe('grading', () => {
  it('grades once under a concurrent submit, a second device and the closing job', async () => {
    const mock = await buildMock();
    const student = await enrolledStudent();
    await start(mock.examId, student);
    const put = (itemId: number, body: unknown) =>
      call('PUT', sittingUrl(mock.examId, `/answers/${itemId}`), student.headers, body);
    const [writing, r1, r2, l1, l2] = mock.items;
    await put(writing!.id, { promptIndex: 0, text: '私の考えは…' });
    await call('POST', sittingUrl(mock.examId, '/next'), student.headers, {});
    await put(r1!.id, { choice: 1 }); // right, 2 points
    await put(r2!.id, { choice: 0 }); // wrong
    await call('POST', sittingUrl(mock.examId, '/next'), student.headers, {});
    await put(l2!.id, { choice: 0 }); // right
    void l1;
    const row = await sittingRow(mock.examId, student.user.id);
    // the job finds the time over at the same moment as two submits
    await rewind(row.id, 60 * MINUTE);
    const results = await Promise.allSettled([
      call('POST', sittingUrl(mock.examId, '/submit'), student.headers, {}),
      call('POST', sittingUrl(mock.examId, '/submit'), student.headers, {}),
      closeIfOver(ctx.database, row.id),
      ctx.database.db.transaction((tx) => closeSitting(tx, row.id, 'STUDENT')),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const scores = await ctx.database.db
      .select()
      .from(mockSectionScores)
      .where(eq(mockSectionScores.sittingId, row.id));
    expect(scores).toHaveLength(3);
    const bySection = new Map(scores.map((score) => [score.sectionId, score]));
    expect(bySection.get(mock.sections[0]!.id)).toMatchObject({ scaled: null });
    expect(bySection.get(mock.sections[1]!.id)).toMatchObject({ raw: 2, rawMax: 3, scaled: 133 });
    expect(bySection.get(mock.sections[2]!.id)).toMatchObject({ raw: 1, rawMax: 2, scaled: 100 });
    const after = await sittingRow(mock.examId, student.user.id);
    expect(after.state).toBe('SUBMITTED'); // 記述 waits for a teacher
    expect(after.gradedAt).toBeNull();
    const answers = await ctx.database.db
      .select()
      .from(mockAnswers)
      .where(eq(mockAnswers.sittingId, row.id));
    expect(Object.fromEntries(answers.map((answer) => [answer.itemId, answer.correct]))).toEqual({
      [writing!.id]: null,
      [r1!.id]: true,
      [r2!.id]: false,
      [l2!.id]: true,
    });
    // a write after submission is refused
    expect((await put(l2!.id, { choice: 1 })).status).toBe(409);
  });

  it('closes an untouched sitting by its job, submitted by the deadline', async () => {
    const mock = await buildMock();
    const student = await enrolledStudent();
    await start(mock.examId, student);
    const row = await sittingRow(mock.examId, student.user.id);
    await expect(closeIfOver(ctx.database, row.id)).rejects.toThrow(/still running/);
    await rewind(row.id, 126 * MINUTE);
    const closed = await closeIfOver(ctx.database, row.id);
    expect(closed).toMatchObject({ state: 'GRADED', submittedBy: 'DEADLINE' });
    const [writingScore] = await ctx.database.db
      .select()
      .from(mockSectionScores)
      .where(
        and(
          eq(mockSectionScores.sittingId, row.id),
          eq(mockSectionScores.sectionId, mock.sections[0]!.id),
        ),
      );
    expect(writingScore).toMatchObject({ writingLevel: 0, scaled: 0 });
    const list = await data<{ id: number; sitting: { state: string } }[]>(
      await call('GET', '/api/mock-exams', student.headers),
    );
    expect(list.find((mock2) => mock2.id === mock.examId)!.sitting.state).toBe('GRADED');
  });
});
