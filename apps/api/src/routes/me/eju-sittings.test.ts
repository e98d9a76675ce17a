import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EjuSittingListResponse, EjuSittingResponse } from '@academy/api-client/contract';
import { createUser, createUsers, type TestUser } from '../../test/fixtures.ts';
import { messageOf } from '../../test/lecture-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let student: TestUser;
let classmate: TestUser;
let teacher: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ student, classmate, teacher } = await createUsers(ctx.database.db, {
    student: 'STUDENT',
    classmate: 'STUDENT',
    teacher: 'TEACHER',
  }));
});
afterAll(() => ctx.close());

const send = (method: string, path: string, who: TestUser | null, body?: unknown) =>
  ctx.app.request(`/api/me/eju-sittings${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(who?.headers ?? {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const list = async (who: TestUser) =>
  v.parse(EjuSittingListResponse, await (await send('GET', '', who)).json()).data;

describe('/api/me/eju-sittings', () => {
  it('records a sitting on the real scales and answers the Japanese total', async () => {
    const response = await send('POST', '', student, {
      year: 2025,
      month: 6,
      japaneseReading: 170,
      japaneseListening: 150,
      japaneseWriting: 40,
      science1Subject: 'PHYSICS',
      science1Score: 80,
      science2Subject: 'CHEMISTRY',
      science2Score: 75,
      mathCourse: 'COURSE2',
      mathScore: 180,
    });
    expect(response.status).toBe(201);
    const { data, message } = v.parse(EjuSittingResponse, await response.json());
    expect(message).toBe('공식 EJU 성적이 등록되었습니다.');
    expect(data).toMatchObject({
      year: 2025,
      month: 6,
      japaneseTotal: 320,
      japaneseWriting: 40,
      generalStudies: null,
      mathCourse: 'COURSE2',
    });
  });

  it('records a sitting sent again with its Idempotency-Key once, answering the first result', async () => {
    const retrier = await createUser(ctx.database.db, 'STUDENT');
    const body = { year: 2023, month: 6, japaneseReading: 200 };
    const keyed = (key: string) =>
      ctx.app.request('/api/me/eju-sittings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': key, ...retrier.headers },
        body: JSON.stringify(body),
      });
    const first = await keyed('sitting-1');
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    const retry = await keyed('sitting-1');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.text()).toBe(firstBody);
    expect(await list(retrier)).toHaveLength(1);
  });

  it('keeps every subject optional and lists the newest sitting first', async () => {
    const created = await send('POST', '', student, { year: 2025, month: 11, generalStudies: 150 });
    expect(created.status).toBe(201);
    const older = await send('POST', '', student, { year: 2024, month: 11, japaneseReading: 120 });
    expect(older.status).toBe(201);
    const sittings = await list(student);
    expect(sittings.map((s) => `${s.year}-${s.month}`)).toEqual(['2025-11', '2025-6', '2024-11']);
    expect(sittings[2]!.japaneseTotal).toBeNull();
  });

  it('refuses a second sitting of the same year and month with 409 in Korean', async () => {
    const response = await send('POST', '', student, {
      year: 2025,
      month: 6,
      japaneseReading: 100,
    });
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe(
      '2025년 6월 회차의 성적이 이미 등록되어 있습니다. 등록된 성적을 수정해주세요.',
    );
  });

  it('refuses out-of-scale scores and impossible sittings, and writes nothing', async () => {
    const before = (await list(student)).length;
    for (const [body, message] of [
      [{ year: 2025, month: 7 }, '시행 회차는 6월 또는 11월을 선택해주세요.'],
      [{ year: 1999, month: 6 }, '시행 연도는 2002년부터 2100년 사이의 연도로 입력해주세요.'],
      [{ year: 2023, month: 6, japaneseReading: 201 }, '0에서 200 사이의 정수를 입력해주세요.'],
      [{ year: 2023, month: 6, japaneseWriting: 51 }, '0에서 50 사이의 정수를 입력해주세요.'],
      [
        { year: 2023, month: 6, science1Subject: 'BIOLOGY', science1Score: 101 },
        '0에서 100 사이의 정수를 입력해주세요.',
      ],
      [
        { year: 2023, month: 6, science1Subject: 'PHYSICS' },
        '이과 과목과 점수를 모두 입력하거나 모두 비워주세요.',
      ],
      [
        {
          year: 2023,
          month: 6,
          science1Subject: 'PHYSICS',
          science1Score: 50,
          science2Subject: 'PHYSICS',
          science2Score: 60,
        },
        '이과 두 과목은 서로 다른 과목이어야 합니다.',
      ],
      [
        {
          year: 2023,
          month: 6,
          science1Subject: 'BIOLOGY',
          science1Score: 50,
          generalStudies: 120,
        },
        '이과와 종합과목은 한 회차에 함께 응시할 수 없습니다. 둘 중 하나만 입력해주세요.',
      ],
      [
        { year: 2023, month: 6, mathScore: 100 },
        '수학 코스와 점수를 모두 입력하거나 모두 비워주세요.',
      ],
      [
        { year: 2023, month: 6, mathCourse: 'COURSE3', mathScore: 100 },
        '수학은 코스1 또는 코스2를 선택해주세요.',
      ],
      [
        { year: 2023, month: 6, userId: classmate.user.id },
        '허용되지 않는 항목이 포함되어 있습니다.',
      ],
    ] as const) {
      const response = await send('POST', '', student, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
    expect(await list(student)).toHaveLength(before);
  });

  it("edits and deletes one's own sittings; another student's answer 404 and stay", async () => {
    const [latest] = await list(student);
    const edited = await send('PUT', `/${latest!.id}`, student, {
      year: 2025,
      month: 11,
      generalStudies: 160,
      mathCourse: 'COURSE1',
      mathScore: 150,
    });
    expect(edited.status).toBe(200);
    expect(v.parse(EjuSittingResponse, await edited.json()).data).toMatchObject({
      generalStudies: 160,
      mathScore: 150,
    });
    // moving it onto another recorded sitting is the same conflict
    const onto = await send('PUT', `/${latest!.id}`, student, { year: 2025, month: 6 });
    expect(onto.status).toBe(409);

    const theirs = await send('PUT', `/${latest!.id}`, classmate, { year: 2020, month: 6 });
    expect(theirs.status).toBe(404);
    expect(await messageOf(theirs)).toBe('공식 EJU 성적을 찾을 수 없습니다.');
    expect((await send('DELETE', `/${latest!.id}`, classmate)).status).toBe(404);
    expect(await list(classmate)).toEqual([]);

    const removed = await send('DELETE', `/${latest!.id}`, student);
    expect(removed.status).toBe(200);
    expect((await list(student)).map((s) => s.id)).not.toContain(latest!.id);
    expect((await send('DELETE', `/${latest!.id}`, student)).status).toBe(404);
  });

  it('answers 401 without a session and 403 in Korean to staff', async () => {
    expect((await send('GET', '', null)).status).toBe(401);
    const staff = await send('POST', '', teacher, { year: 2025, month: 6 });
    expect(staff.status).toBe(403);
    expect(await messageOf(staff)).toBe('학생 계정만 이용할 수 있습니다.');
    expect((await send('GET', '/abc', student)).status).toBe(404);
    expect((await send('DELETE', '/abc', student)).status).toBe(400);
  });
});
