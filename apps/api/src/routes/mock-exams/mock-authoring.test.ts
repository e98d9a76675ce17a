// Staff's authoring of mocks and the question bank (docs/product/mock-exams.md): who may do what,
// each rule refusing in Korean and changing nothing, the freeze once a sitting exists, the scale
// table re-scaling graded scores, and the "opens" notification now or by a job at opensAt.
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BankItemResponse,
  BankPageResponse,
  BankUploadResponse,
  MockAuthoringDetailResponse,
  MockListResponse,
  type BankItemWrite,
  type MockAuthoringDetail,
} from '@academy/api-client/contract';
import { linearTable } from '@academy/api-client/contract/eju';
import * as ma from '@academy/strings/mock-authoring';
import { notifications } from '../../db/schema/live.ts';
import {
  mockExams,
  mockSectionScores,
  mockSittings,
  questionBankItems,
} from '../../db/schema/mock-exams.ts';
import { toneWav } from '../../db/seed/mock-exams.ts';
import { createUser, enrol, type TestUser } from '../../test/fixtures.ts';
import {
  createLecture,
  createLectureTestApp,
  jsonRequest,
  messageOf,
} from '../../test/lecture-fixtures.ts';
import { MOCK_OPENS_QUEUE, runMockOpening } from './mock-opening.ts';

let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let admin: TestUser;
let teacher: TestUser;
let other: TestUser;
let student: TestUser;
let enrolled: TestUser;
let lectureId: number;
let otherLectureId: number;

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  admin = await createUser(db, 'ADMIN');
  teacher = await createUser(db, 'TEACHER');
  other = await createUser(db, 'TEACHER');
  student = await createUser(db, 'STUDENT');
  enrolled = await createUser(db, 'STUDENT');
  lectureId = (await createLecture(db, teacher.user.id)).lecture.id;
  otherLectureId = (await createLecture(db, other.user.id)).lecture.id;
  await enrol(db, enrolled.user.id, lectureId);
});
afterAll(() => ctx.database.drop());

const call = (method: string, path: string, who: TestUser, body?: unknown) =>
  ctx.app.request(path, jsonRequest(method, body, who.headers));

const choice = (sectionKind: BankItemWrite['sectionKind'], unit = '語彙'): BankItemWrite => ({
  sectionKind,
  kind: 'CHOICE',
  unit,
  difficulty: 2,
  stem: '「簡潔」に最も近い意味のものを選びなさい。',
  options: ['短い', '長い', '難しい', '丁寧'],
  answerIndex: 0,
  explanation: '해설',
});

async function createItem(who: TestUser, body: BankItemWrite) {
  const response = await call('POST', '/api/admin/question-bank', who, body);
  expect(response.status).toBe(201);
  return v.parse(BankItemResponse, await response.json()).data;
}

async function createMock(who: TestUser, subject = 'JAPANESE', title = '모의고사') {
  const response = await call('POST', '/api/admin/mock-exams', who, { title, subject });
  expect(response.status).toBe(201);
  return v.parse(MockAuthoringDetailResponse, await response.json()).data;
}

async function detailOf(response: Response): Promise<MockAuthoringDetail> {
  return v.parse(MockAuthoringDetailResponse, await response.json()).data;
}

const bankCount = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(questionBankItems))[0]!.n;

async function uploadAudio(who: TestUser) {
  const body = new FormData();
  body.append('file', new File([toneWav(0.2)], 'tone.wav', { type: 'audio/wav' }));
  const response = await ctx.app.request('/api/admin/question-bank/audio', {
    method: 'POST',
    headers: who.headers,
    body,
  });
  expect(response.status).toBe(201);
  return v.parse(BankUploadResponse, await response.json()).data;
}

/** A 日本語 mock with one item in each section, ready to publish. */
async function readyMock(who: TestUser) {
  const mock = await createMock(who);
  const writing = await createItem(who, {
    sectionKind: 'WRITING',
    kind: 'WRITING',
    unit: '記述',
    difficulty: 3,
    stem: '둘 중 하나를 골라 쓰시오.',
    prompts: ['テーマA', 'テーマB'],
  });
  const reading = await createItem(who, choice('READING'));
  const audio = await uploadAudio(who);
  const listening = await createItem(who, {
    ...choice('LISTENING'),
    kind: 'LISTENING',
    audioKey: audio.key,
  });
  const ids = { WRITING: writing.id, READING: reading.id, LISTENING: listening.id } as const;
  let detail = mock;
  for (const section of mock.sections) {
    const response = await call(
      'PUT',
      `/api/admin/mock-exams/${mock.id}/sections/${section.id}/items`,
      who,
      { items: [{ bankItemId: ids[section.kind as keyof typeof ids], points: 2 }] },
    );
    expect(response.status).toBe(200);
    detail = await detailOf(response);
  }
  return detail;
}

const hour = 60 * 60 * 1000;
const window = (opensIn: number) => ({
  opensAt: new Date(Date.now() + opensIn).toISOString(),
  closesAt: new Date(Date.now() + opensIn + 24 * hour).toISOString(),
});

describe('the question bank', () => {
  it('refuses students and parents, and lets every staff member read every item', async () => {
    const parent = await createUser(ctx.database.db, 'PARENT');
    expect((await call('GET', '/api/admin/question-bank', student)).status).toBe(403);
    expect((await call('GET', '/api/admin/question-bank', parent)).status).toBe(403);
    const item = await createItem(teacher, choice('READING', '文法'));
    const read = await call('GET', `/api/admin/question-bank/${item.id}`, other);
    expect(read.status).toBe(200);
    const data = v.parse(BankItemResponse, await read.json()).data;
    expect(data.canEdit).toBe(false);
    expect(data.answerIndex).toBe(0);
    const page = await call('GET', '/api/admin/question-bank?sectionKind=READING&unit=文法', other);
    const list = v.parse(BankPageResponse, await page.json()).data;
    expect(list.items.map((row) => row.id)).toContain(item.id);
    expect(list.items.every((row) => row.sectionKind === 'READING')).toBe(true);
    const none = await call('GET', '/api/admin/question-bank?q=%25%25nothing', other);
    expect(v.parse(BankPageResponse, await none.json()).data.total).toBe(0);
  });

  it('lets only the author or an admin edit or delete', async () => {
    const item = await createItem(teacher, choice('READING'));
    const refused = await call('PUT', `/api/admin/question-bank/${item.id}`, other, {
      ...choice('READING'),
      unit: '바꿈',
    });
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe(ma.errors.bankForbidden);
    expect((await call('DELETE', `/api/admin/question-bank/${item.id}`, other)).status).toBe(403);
    const edited = await call('PUT', `/api/admin/question-bank/${item.id}`, admin, {
      ...choice('READING'),
      unit: '바꿈',
    });
    expect(edited.status).toBe(200);
    expect((await call('DELETE', `/api/admin/question-bank/${item.id}`, teacher)).status).toBe(200);
  });

  it('checks each rule in Korean at its field and writes nothing', async () => {
    const before = await bankCount();
    const cases: [Partial<BankItemWrite> & Record<string, unknown>, string, string][] = [
      [{ kind: 'LISTENING' }, 'kind', ma.errors.kindNotInSection],
      [{ options: ['a', 'b', 'c'] }, 'options', ma.errors.optionsCount(4, 6)],
      [{ options: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'options', ma.errors.optionsCount(4, 6)],
      [{ options: ['a', ' ', 'c', 'd'] }, 'options', ma.errors.optionEmpty],
      [{ answerIndex: 4 }, 'answerIndex', ma.errors.answerInvalid],
      [{ difficulty: 6 }, 'difficulty', ma.errors.difficultyInvalid],
      [{ unit: '' }, 'unit', ma.errors.unitRequired],
      [{ unit: 'x'.repeat(51) }, 'unit', '50자 이하로 입력해주세요.'],
      [{ imageKey: '../etc/passwd' }, 'imageKey', ma.errors.imageInvalid],
      [{ role: 'ADMIN' }, '', '허용되지 않는 항목이 포함되어 있습니다.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await call('POST', '/api/admin/question-bank', teacher, {
        ...choice('READING'),
        ...change,
      });
      expect(response.status, JSON.stringify(change)).toBe(400);
      const body = (await response.json()) as { message: string; data: { field?: string } };
      expect(body.message).toBe(message);
      if (field) expect(body.data.field).toBe(field);
    }
    const listening = await call('POST', '/api/admin/question-bank', teacher, {
      ...choice('LISTENING'),
      kind: 'LISTENING',
    });
    expect(await messageOf(listening)).toBe(ma.errors.audioRequired);
    // an image key of the right shape under another folder, and one never uploaded
    const wrongFolder = await call('POST', '/api/admin/question-bank', teacher, {
      ...choice('LISTENING'),
      kind: 'LISTENING',
      audioKey: 'images/2026/11/00000000-0000-4000-8000-000000000000.webp',
    });
    expect(await messageOf(wrongFolder)).toBe(ma.errors.audioInvalid);
    const missing = await call('POST', '/api/admin/question-bank', teacher, {
      ...choice('LISTENING'),
      kind: 'LISTENING',
      audioKey: 'audio/2026/11/00000000-0000-4000-8000-000000000000.wav',
    });
    expect(await messageOf(missing)).toBe(ma.errors.audioInvalid);
    const writing = await call('POST', '/api/admin/question-bank', teacher, {
      sectionKind: 'WRITING',
      kind: 'WRITING',
      unit: '記述',
      difficulty: 3,
      stem: '쓰시오',
      prompts: ['하나뿐'],
    });
    expect(await messageOf(writing)).toBe(ma.errors.promptsCount);
    expect(await bankCount()).toBe(before);
  });

  it('stores audio by content, refuses other files, and plays it to staff with ranges', async () => {
    const refused = new FormData();
    refused.append('file', new File(['not audio'], 'x.wav', { type: 'audio/wav' }));
    const response = await ctx.app.request('/api/admin/question-bank/audio', {
      method: 'POST',
      headers: teacher.headers,
      body: refused,
    });
    expect(response.status).toBe(415);
    const audio = await uploadAudio(teacher);
    expect(audio.key).toMatch(/^audio\/.+\.wav$/);
    const item = await createItem(teacher, {
      ...choice('LISTENING'),
      kind: 'LISTENING',
      audioKey: audio.key,
    });
    expect(item.audioUrl).toBe(`/api/admin/question-bank/${item.id}/audio`);
    const whole = await ctx.app.request(item.audioUrl!, { headers: other.headers });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toMatch(/audio/);
    const part = await ctx.app.request(item.audioUrl!, {
      headers: { ...other.headers, Range: 'bytes=0-9' },
    });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(10);
    const byStudent = await ctx.app.request(item.audioUrl!, { headers: student.headers });
    expect(byStudent.status).toBe(403);
    // /api/files never serves audio
    expect((await ctx.app.request(`/api/files/${audio.key}`)).status).toBe(404);
  });

  it('answers 409 in Korean when a mock uses the item', async () => {
    const mock = await readyMock(teacher);
    const used = mock.sections[1]!.items[0]!.bankItemId;
    const response = await call('DELETE', `/api/admin/question-bank/${used}`, teacher);
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe(ma.errors.bankInUse);
  });
});

describe('mocks', () => {
  it('creates from the template and shows a teacher only their own', async () => {
    const mock = await createMock(teacher, 'JAPANESE', '내 모의고사');
    expect(mock.sections.map((section) => [section.kind, section.timeLimitSeconds])).toEqual([
      ['WRITING', 1800],
      ['READING', 2400],
      ['LISTENING', 3300],
    ]);
    expect(mock.sections[1]!.scale).toEqual({ table: [0], linear: true });
    expect(mock.sections[0]!.scale).toBeNull();
    expect((await call('GET', `/api/admin/mock-exams/${mock.id}`, other)).status).toBe(403);
    expect((await call('GET', `/api/admin/mock-exams/${mock.id}`, admin)).status).toBe(200);
    expect((await call('GET', '/api/admin/mock-exams', student)).status).toBe(403);
    const theirs = v.parse(
      MockListResponse,
      await (await call('GET', '/api/admin/mock-exams', other)).json(),
    ).data;
    expect(theirs.map((row) => row.id)).not.toContain(mock.id);
    const all = v.parse(
      MockListResponse,
      await (await call('GET', '/api/admin/mock-exams', admin)).json(),
    ).data;
    expect(all.find((row) => row.id === mock.id)).toMatchObject({ sectionCount: 3, itemCount: 0 });
    const renamed = await call('PATCH', `/api/admin/mock-exams/${mock.id}`, other, { title: 'x' });
    expect(renamed.status).toBe(403);
  });

  it('edits sections as one ordered list within the subject', async () => {
    const mock = await createMock(teacher, 'SCIENCE');
    const [physics, chemistry] = mock.sections;
    const path = `/api/admin/mock-exams/${mock.id}/sections`;
    const bad = [
      [{ kind: 'READING', timeLimitSeconds: 600 }, ma.errors.sectionKindNotInSubject],
      [{ kind: 'BIOLOGY', timeLimitSeconds: 30 }, ma.errors.timeLimitInvalid],
      [{ kind: 'BIOLOGY', timeLimitSeconds: 241 * 60 }, ma.errors.timeLimitInvalid],
      [{ kind: 'PHYSICS', timeLimitSeconds: 600 }, ma.errors.sectionKindTwice],
    ] as const;
    for (const [section, message] of bad) {
      const response = await call('PUT', path, teacher, {
        sections: [{ id: physics!.id, kind: 'PHYSICS', timeLimitSeconds: 2400 }, section],
      });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
    const unchanged = await detailOf(
      await call('GET', `/api/admin/mock-exams/${mock.id}`, teacher),
    );
    expect(unchanged.sections.map((section) => section.kind)).toEqual(['PHYSICS', 'CHEMISTRY']);
    const saved = await detailOf(
      await call('PUT', path, teacher, {
        sections: [
          { kind: 'BIOLOGY', timeLimitSeconds: 45 * 60 },
          { id: chemistry!.id, kind: 'CHEMISTRY', timeLimitSeconds: 2400 },
        ],
      }),
    );
    expect(saved.sections.map((section) => [section.kind, section.position])).toEqual([
      ['BIOLOGY', 0],
      ['CHEMISTRY', 1],
    ]);
    expect(saved.sections[1]!.id).toBe(chemistry!.id);
  });

  it("checks a section's items: its kind, each once, one for 記述", async () => {
    const mock = await createMock(teacher);
    const [writing, reading] = mock.sections;
    const readingItem = await createItem(other, choice('READING'));
    const math = await createItem(teacher, choice('MATH1'));
    const items = (id: number) => `/api/admin/mock-exams/${mock.id}/sections/${id}/items`;
    const cases = [
      [reading!.id, [{ bankItemId: math.id, points: 1 }], ma.errors.itemKindMismatch],
      [
        reading!.id,
        [
          { bankItemId: readingItem.id, points: 1 },
          { bankItemId: readingItem.id, points: 1 },
        ],
        ma.errors.itemTwice,
      ],
      [reading!.id, [{ bankItemId: 99_999, points: 1 }], ma.errors.itemMissing],
      [reading!.id, [{ bankItemId: readingItem.id, points: 0 }], ma.errors.pointsInvalid],
      [writing!.id, [], ma.errors.writingOneItem],
    ] as const;
    for (const [sectionId, body, message] of cases) {
      const response = await call('PUT', items(sectionId), teacher, { items: body });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
    const saved = await detailOf(
      await call('PUT', items(reading!.id), teacher, {
        items: [{ bankItemId: readingItem.id, points: 5 }],
      }),
    );
    expect(saved.sections[1]!.rawMax).toBe(5);
    expect(saved.sections[1]!.items[0]).toMatchObject({ unit: '語彙', points: 5, kind: 'CHOICE' });
    expect(saved.sections[1]!.scale).toEqual({ table: linearTable(5, 200), linear: true });
  });

  it('checks a scale table with three distinct messages and refuses one for 記述', async () => {
    const mock = await readyMock(teacher);
    const reading = mock.sections[1]!; // rawMax 2
    const scale = `/api/admin/mock-exams/${mock.id}/sections/${reading.id}/scale`;
    const cases = [
      [[0, 100], ma.errors.scaleLength(2)],
      [[0, 100, 201], ma.errors.scaleRange(200)],
      [[0, 150, 100], ma.errors.scaleDecreasing],
    ] as const;
    for (const [table, message] of cases) {
      const response = await call('PUT', scale, teacher, { table });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
    const writing = await call(
      'PUT',
      `/api/admin/mock-exams/${mock.id}/sections/${mock.sections[0]!.id}/scale`,
      teacher,
      { table: [0] },
    );
    expect(await messageOf(writing)).toBe(ma.errors.writingNoScale);
    const saved = await detailOf(await call('PUT', scale, teacher, { table: [0, 120, 200] }));
    expect(saved.sections[1]!.scale).toEqual({ table: [0, 120, 200], linear: false });
    const linear = await detailOf(await call('PUT', scale, teacher, { table: null }));
    expect(linear.sections[1]!.scale).toEqual({ table: [0, 100, 200], linear: true });
  });

  it('freezes sections and items once a sitting exists, keeps the scale editable and re-scales', async () => {
    const mock = await readyMock(teacher);
    const reading = mock.sections[1]!;
    const [sitting] = await ctx.database.db
      .insert(mockSittings)
      .values({ examId: mock.id, userId: student.user.id, state: 'GRADED' })
      .returning();
    await ctx.database.db.insert(mockSectionScores).values({
      sittingId: sitting!.id,
      sectionId: reading.id,
      raw: 1,
      rawMax: 2,
      scaled: 100,
    });
    const frozen = [
      () =>
        call('PUT', `/api/admin/mock-exams/${mock.id}/sections`, teacher, {
          sections: mock.sections.map(({ id, kind, timeLimitSeconds }) => ({
            id,
            kind,
            timeLimitSeconds,
          })),
        }),
      () =>
        call('PUT', `/api/admin/mock-exams/${mock.id}/sections/${reading.id}/items`, teacher, {
          items: [],
        }),
      () => call('DELETE', `/api/admin/mock-exams/${mock.id}`, teacher),
      () => call('POST', `/api/admin/mock-exams/${mock.id}/unpublish`, teacher),
    ];
    const answers = [];
    for (const send of frozen) answers.push(await send());
    expect(answers.map((response) => response.status)).toEqual([409, 409, 409, 409]);
    expect(await messageOf(answers[0]!)).toBe(ma.errors.frozen);
    expect(await messageOf(answers[2]!)).toBe(ma.errors.deleteAfterSitting);
    const saved = await detailOf(
      await call('PUT', `/api/admin/mock-exams/${mock.id}/sections/${reading.id}/scale`, teacher, {
        table: [0, 150, 200],
      }),
    );
    expect(saved.frozen).toBe(true);
    const [score] = await ctx.database.db
      .select()
      .from(mockSectionScores)
      .where(eq(mockSectionScores.sittingId, sitting!.id));
    expect(score!.scaled).toBe(150);
  });

  it('deletes a mock before any sitting', async () => {
    const mock = await createMock(teacher);
    expect((await call('DELETE', `/api/admin/mock-exams/${mock.id}`, other)).status).toBe(403);
    expect((await call('DELETE', `/api/admin/mock-exams/${mock.id}`, teacher)).status).toBe(200);
    expect((await call('GET', `/api/admin/mock-exams/${mock.id}`, teacher)).status).toBe(404);
  });
});

describe('publishing', () => {
  const publish = (who: TestUser, id: number, body: unknown) =>
    call('POST', `/api/admin/mock-exams/${id}/publish`, who, body);

  it('refuses each wrong request and changes nothing', async () => {
    const empty = await createMock(teacher);
    const noItems = await publish(teacher, empty.id, {
      ...window(-hour),
      lectureIds: [lectureId],
      userIds: [],
    });
    expect(noItems.status).toBe(400);
    expect(await messageOf(noItems)).toMatch(/영역에 문제가 없습니다/);
    const mock = await readyMock(teacher);
    const cases: [unknown, number, string][] = [
      [{ ...window(-hour), lectureIds: [], userIds: [] }, 400, ma.errors.targetRequired],
      [
        {
          opensAt: window(hour).closesAt,
          closesAt: window(hour).opensAt,
          lectureIds: [lectureId],
          userIds: [],
        },
        400,
        ma.errors.windowInvalid,
      ],
      [
        {
          opensAt: window(-3 * hour).opensAt,
          closesAt: window(-2 * hour).opensAt,
          lectureIds: [lectureId],
          userIds: [],
        },
        400,
        ma.errors.closesInPast,
      ],
      [
        { ...window(-hour), lectureIds: [otherLectureId], userIds: [] },
        403,
        ma.errors.lectureForbidden,
      ],
      [{ ...window(-hour), lectureIds: [], userIds: [other.user.id] }, 400, ma.errors.notStudent],
    ];
    for (const [body, status, message] of cases) {
      const response = await publish(teacher, mock.id, body);
      expect(response.status).toBe(status);
      expect(await messageOf(response)).toBe(message);
    }
    const [row] = await ctx.database.db.select().from(mockExams).where(eq(mockExams.id, mock.id));
    expect(row!.status).toBe('DRAFT');
    // an admin may target any lecture
    const byAdmin = await publish(admin, mock.id, {
      ...window(2 * hour),
      lectureIds: [otherLectureId],
      userIds: [],
    });
    expect(byAdmin.status).toBe(200);
  });

  it('notifies the targeted students now when the window is open, once per mock', async () => {
    const mock = await readyMock(teacher);
    const body = { ...window(-hour), lectureIds: [lectureId], userIds: [student.user.id] };
    const response = await publish(teacher, mock.id, body);
    expect(response.status).toBe(200);
    const published = await detailOf(response);
    expect(published.status).toBe('PUBLISHED');
    expect(published.targets.lectures.map((lecture) => lecture.id)).toEqual([lectureId]);
    const told = async () =>
      ctx.database.db
        .select({ userId: notifications.userId, link: notifications.link })
        .from(notifications)
        .where(
          and(
            eq(notifications.kind, 'MOCK_OPENED'),
            sql`${notifications.link}->>'path' = ${`/mock-exams/${mock.id}`}`,
          ),
        );
    const first = await told();
    expect(first.map((row) => row.userId).sort()).toEqual(
      [student.user.id, enrolled.user.id].sort(),
    );
    expect(first[0]!.link).toEqual({ app: 'classroom', path: `/mock-exams/${mock.id}` });
    // published again: nobody is told twice
    expect((await publish(teacher, mock.id, body)).status).toBe(200);
    expect(await told()).toHaveLength(2);
    // back to a draft before any sitting
    const back = await detailOf(
      await call('POST', `/api/admin/mock-exams/${mock.id}/unpublish`, teacher),
    );
    expect(back.status).toBe('DRAFT');
    expect(back.targets.lectures).toEqual([]);
  });

  it('schedules the notification for a later opensAt and sends it then', async () => {
    const mock = await readyMock(teacher);
    const response = await publish(teacher, mock.id, {
      ...window(3 * hour),
      lectureIds: [lectureId],
      userIds: [],
    });
    expect(response.status).toBe(200);
    const told = () =>
      ctx.database.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(sql`${notifications.link}->>'path' = ${`/mock-exams/${mock.id}`}`);
    expect(await told()).toHaveLength(0);
    const jobs = await ctx.database.db.execute(
      sql`select data, start_after from pgboss.job where name = ${MOCK_OPENS_QUEUE} and data->>'examId' = ${String(mock.id)}`,
    );
    const rows = (jobs as unknown as { rows: { data: { examId: number }; start_after: string }[] })
      .rows;
    expect(rows).toHaveLength(1);
    expect(
      Math.abs(new Date(rows[0]!.start_after).getTime() - (Date.now() + 3 * hour)),
    ).toBeLessThan(60_000);
    // the job before the window: nothing; after it opened: the lecture's student, once
    expect(await runMockOpening(ctx, mock.id)).toBe(0);
    await ctx.database.db
      .update(mockExams)
      .set({ opensAt: new Date(Date.now() - 1000) })
      .where(eq(mockExams.id, mock.id));
    expect(await runMockOpening(ctx, mock.id)).toBe(1);
    expect(await runMockOpening(ctx, mock.id)).toBe(0);
    expect((await told()).map((row) => row.userId)).toEqual([enrolled.user.id]);
  });
});
