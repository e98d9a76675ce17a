import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminPassStoryListResponse,
  FeaturedPassStoriesResponse,
  MyPassStoriesResponse,
  PassStoryListResponse,
  PASS_STORY_ANSWER_MAX,
  PASS_STORY_MAJOR_MAX,
  PassStoryResponse,
} from '@academy/api-client/contract';
import { reviewMessages, passStoryMessages } from '@academy/strings/reviews';
import * as validation from '@academy/strings/validation';
import { universities } from '../../db/schema/reviews.ts';
import { createUser, createUsers, type TestUser } from '../../test/fixtures.ts';
import { jsonRequest, messageOf } from '../../test/lecture-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { maskName } from './pass-stories.queries.ts';
import { MAX_PENDING_STORIES } from './pass-stories.routes.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let teacher: TestUser, admin: TestUser, student: TestUser;
let tokyo: number, keio: number;

const story = (universityId: number, year = 2025) => ({
  universityId,
  major: '공학부',
  year,
  reason: '<b>강의</b>가 체계적이라서',
  method: '기출 반복',
  advice: '포기하지 마세요',
});
const send = (path: string, method: string, body: unknown, who: TestUser | { headers: object }) =>
  ctx.app.request(`/api${path}`, jsonRequest(method, body, who.headers as Record<string, string>));
const publicList = async (query = '') =>
  v.parse(PassStoryListResponse, await (await ctx.app.request(`/api/pass-stories${query}`)).json())
    .data;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ teacher, admin, student } = await createUsers(ctx.database.db, {
    teacher: 'TEACHER',
    admin: 'ADMIN',
    student: ['STUDENT', { name: '김민준' }],
  }));
  // the list staff keep (its own routes and tests: routes/universities)
  [tokyo, keio] = (
    await ctx.database.db
      .insert(universities)
      .values([
        { name: '도쿄대학', type: 'NATIONAL' },
        { name: '게이오대학', type: 'PRIVATE' },
      ])
      .returning()
  ).map((row) => row.id) as [number, number];
}, 180_000);
afterAll(() => ctx.close());

describe('pass stories', () => {
  let passStoryId: number;

  it('refuses a story for a university that does not exist, and bad years', async () => {
    const unknown = await send('/pass-stories', 'POST', story(999_999), student);
    expect(unknown.status).toBe(400);
    expect(await messageOf(unknown)).toBe(passStoryMessages.universityNotFound);
    const future = await send('/pass-stories', 'POST', story(tokyo, 2999), student);
    expect(future.status).toBe(400);
    const missing = await send('/pass-stories', 'POST', { ...story(tokyo), advice: '' }, student);
    expect(await messageOf(missing)).toBe(passStoryMessages.adviceRequired);
    // over-long text, each field with its own words
    for (const [body, message] of [
      [{ major: '가'.repeat(PASS_STORY_MAJOR_MAX + 1) }, reviewMessages.tooLong('학부·학과', 100)],
      [
        { reason: '가'.repeat(PASS_STORY_ANSWER_MAX + 1) },
        reviewMessages.tooLong('선택 이유', 2000),
      ],
      [
        { method: '가'.repeat(PASS_STORY_ANSWER_MAX + 1) },
        reviewMessages.tooLong('공부 방법', 2000),
      ],
      [
        { advice: '가'.repeat(PASS_STORY_ANSWER_MAX + 1) },
        reviewMessages.tooLong('후배에게 한마디', 2000),
      ],
      [{ status: 'APPROVED' }, validation.common.unknownField],
    ] as const) {
      const refused = await send('/pass-stories', 'POST', { ...story(tokyo), ...body }, student);
      expect(refused.status).toBe(400);
      expect(await messageOf(refused)).toBe(message);
    }
    expect((await send('/pass-stories', 'POST', story(tokyo), teacher)).status).toBe(403);
    expect((await send('/pass-stories', 'POST', story(tokyo), { headers: {} })).status).toBe(401);
    const mine = v.parse(
      MyPassStoriesResponse,
      await (
        await ctx.app.request('/api/students/me/pass-stories', { headers: student.headers })
      ).json(),
    ).data;
    expect(mine).toEqual([]);
  });

  it('keeps a submitted story pending, out of public view, until an admin approves it', async () => {
    const created = await send('/pass-stories', 'POST', story(tokyo), student);
    expect(created.status).toBe(201);
    const data = v.parse(PassStoryResponse, await created.json()).data;
    passStoryId = data.id;
    expect(data).toMatchObject({ status: 'PENDING', reason: '<b>강의</b>가 체계적이라서' });
    expect((await publicList()).totalCount).toBe(0);

    expect(
      (await send(`/admin/pass-stories/${passStoryId}`, 'PATCH', { status: 'APPROVED' }, teacher))
        .status,
    ).toBe(403);
    const pending = v.parse(
      AdminPassStoryListResponse,
      await (
        await ctx.app.request('/api/admin/pass-stories?status=PENDING', { headers: admin.headers })
      ).json(),
    ).data;
    expect(pending.stories[0]).toMatchObject({ id: passStoryId, realName: '김민준' });

    expect(
      (await send(`/admin/pass-stories/${passStoryId}`, 'PATCH', { status: 'APPROVED' }, admin))
        .status,
    ).toBe(200);
    const shown = await publicList();
    expect(shown.stories).toHaveLength(1);
    expect(shown.stories[0]).toMatchObject({
      authorName: '김*준',
      university: { name: '도쿄대학' },
    });
    expect(shown.years).toEqual([2025]);
  });

  it('filters by university type and year', async () => {
    expect((await publicList('?type=NATIONAL')).totalCount).toBe(1);
    expect((await publicList('?type=PRIVATE')).totalCount).toBe(0);
    expect((await publicList('?year=2024')).totalCount).toBe(0);
    expect((await ctx.app.request('/api/pass-stories?type=PUBLIC')).status).toBe(400);
  });

  it('features approved stories only, and a declined one leaves every public place', async () => {
    const featured = async () =>
      v.parse(
        FeaturedPassStoriesResponse,
        await (await ctx.app.request('/api/pass-stories/featured')).json(),
      ).data;
    expect(
      (await send(`/admin/pass-stories/${passStoryId}`, 'PATCH', { featured: true }, admin)).status,
    ).toBe(200);
    expect((await featured()).map((s) => s.id)).toEqual([passStoryId]);
    expect(
      (await send(`/admin/pass-stories/${passStoryId}`, 'PATCH', { status: 'DECLINED' }, admin))
        .status,
    ).toBe(200);
    expect(await featured()).toEqual([]);
    expect((await publicList()).totalCount).toBe(0);
    const refused = await send(
      `/admin/pass-stories/${passStoryId}`,
      'PATCH',
      { featured: true },
      admin,
    );
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(passStoryMessages.notApproved);
  });

  it('refuses to remove a university a story names', async () => {
    const response = await send(`/admin/universities/${tokyo}`, 'DELETE', {}, admin);
    expect(response.status).toBe(409);
    expect((await send(`/admin/universities/${keio}`, 'DELETE', {}, admin)).status).toBe(200);
  });

  it('stores HTML in any field as the text it is', async () => {
    const html = '<img src=x onerror=alert(1)>';
    const marked = await send(
      '/pass-stories',
      'POST',
      { ...story(tokyo), major: `${html}학과`, method: html, advice: `<script>${html}</script>` },
      student,
    );
    expect(marked.status).toBe(201);
    expect(v.parse(PassStoryResponse, await marked.json()).data).toMatchObject({
      major: `${html}학과`,
      reason: '<b>강의</b>가 체계적이라서',
      method: html,
      advice: `<script>${html}</script>`,
    });
  });
});

it(`keeps at most ${MAX_PENDING_STORIES} stories of one student waiting for approval`, async () => {
  const writer = await createUser(ctx.database.db);
  for (let i = 0; i < MAX_PENDING_STORIES; i += 1) {
    expect((await send('/pass-stories', 'POST', story(tokyo, 2024), writer)).status).toBe(201);
  }
  const refused = await send('/pass-stories', 'POST', story(tokyo, 2024), writer);
  expect(refused.status).toBe(409);
  expect(await messageOf(refused)).toBe(passStoryMessages.tooManyPending(MAX_PENDING_STORIES));
  const mine = v.parse(
    MyPassStoriesResponse,
    await (
      await ctx.app.request('/api/students/me/pass-stories', { headers: writer.headers })
    ).json(),
  ).data;
  expect(mine).toHaveLength(MAX_PENDING_STORIES);
  // A reviewed one frees a place.
  const [first] = mine;
  expect(
    (await send(`/admin/pass-stories/${first!.id}`, 'PATCH', { status: 'DECLINED' }, admin)).status,
  ).toBe(200);
  expect((await send('/pass-stories', 'POST', story(tokyo, 2024), writer)).status).toBe(201);
});

it('masks authors’ names', () => {
  expect([maskName('김민준'), maskName('이서'), maskName('남궁민수')]).toEqual([
    '김*준',
    '이*',
    '남**수',
  ]);
});
