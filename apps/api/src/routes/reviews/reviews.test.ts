import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminReviewListResponse,
  AdminReviewResponse,
  ErrorEnvelope,
  FeaturedReviewsResponse,
  LectureRatingsResponse,
  MyReviewResponse,
  MyReviewsResponse,
  ReviewEligibilityResponse,
  ReviewListResponse,
} from '@academy/api-client/contract';
import { reviewMessages } from '@academy/strings/reviews';
import * as validation from '@academy/strings/validation';
import { lessonCompletions } from '../../db/schema/progress.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { createUser, enrol } from '../../test/fixtures.ts';
import { createLecture, jsonRequest, messageOf } from '../../test/lecture-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
type Person = Awaited<ReturnType<typeof createUser>>;
let teacher: Person, otherTeacher: Person, admin: Person, keen: Person, slow: Person;
let lecture: Awaited<ReturnType<typeof createLecture>>;
let otherLecture: Awaited<ReturnType<typeof createLecture>>;

const good = { rating: 5, title: '최고의 강의', content: '설명이 친절해요', anonymous: false };
const db = () => ctx.database.db;

async function complete(userId: number, ...detailIds: number[]) {
  await db()
    .insert(lessonCompletions)
    .values(detailIds.map((detailId) => ({ userId, detailId, reason: 'WATCHED' as const })));
}

beforeAll(async () => {
  ctx = await createTestApp();
  [teacher, otherTeacher, admin, keen, slow] = await Promise.all([
    createUser(db(), 'TEACHER'),
    createUser(db(), 'TEACHER'),
    createUser(db(), 'ADMIN'),
    createUser(db(), 'STUDENT', { name: '김민준' }),
    createUser(db(), 'STUDENT'),
  ]);
  lecture = await createLecture(db(), teacher.user.id, { title: 'EJU 수학 코스2' });
  otherLecture = await createLecture(db(), otherTeacher.user.id, { title: 'EJU 물리' });
  // both enrolled (docs/product/learning.md); keen: 2 of 3 lessons (67 %); slow: 1 of 3 (33 %)
  await enrol(db(), keen.user.id, lecture.lecture.id);
  await enrol(db(), slow.user.id, lecture.lecture.id);
  await complete(keen.user.id, lecture.video.id, lecture.quiz.id);
  await complete(slow.user.id, lecture.video.id);
  const base = Date.parse('2026-03-01T00:00:00Z');
  await db()
    .insert(reviews)
    .values(
      Array.from({ length: 12 }, (_, index) => ({
        userName: `수강생${index + 1}`,
        rating: (index % 5) + 1,
        title: `후기 ${index + 1}`,
        content: '설명이 친절해요',
        lectureName: 'EJU 물리',
        lectureId: otherLecture.lecture.id,
        createdAt: new Date(base + index * 60_000),
      })),
    );
}, 180_000);
afterAll(() => ctx.close());

const post = (lectureId: number, body: unknown, who: Person) =>
  ctx.app.request(`/api/lectures/${lectureId}/reviews`, jsonRequest('POST', body, who.headers));
const list = async (query = '') =>
  v.parse(ReviewListResponse, await (await ctx.app.request(`/api/lectures/reviews${query}`)).json())
    .data;

describe('writing a review (the 50 % rule)', () => {
  it('refuses a student below 50 % with the original words, storing nothing', async () => {
    const eligibility = v.parse(
      ReviewEligibilityResponse,
      await (
        await ctx.app.request(`/api/lectures/${lecture.lecture.id}/reviews/mine`, {
          headers: slow.headers,
        })
      ).json(),
    ).data;
    expect(eligibility).toMatchObject({ progressRate: 33, canWrite: false, review: null });
    const response = await post(lecture.lecture.id, good, slow);
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toBe('강의를 50% 이상 수강한 후 후기를 작성할 수 있습니다.');
    expect((await list(`?lectureId=${lecture.lecture.id}`)).totalCount).toBe(0);
  });

  it.each([
    [{ ...good, rating: 0 }, reviewMessages.ratingInvalid],
    [{ ...good, rating: 6 }, reviewMessages.ratingInvalid],
    [{ ...good, rating: 4.5 }, reviewMessages.ratingInvalid],
    [{ ...good, title: 'a'.repeat(201) }, reviewMessages.tooLong('제목', 200)],
    [{ ...good, content: 'a'.repeat(2001) }, reviewMessages.tooLong('내용', 2000)],
    [{ ...good, title: '   ' }, reviewMessages.titleRequired],
    [{ ...good, userId: 1 }, validation.common.unknownField],
  ])('refuses %o with a Korean 400, storing nothing', async (body, message) => {
    const response = await post(lecture.lecture.id, body, keen);
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
    expect((await list(`?lectureId=${lecture.lecture.id}`)).totalCount).toBe(0);
  });

  it('lets an enrolled student at 50 % or more write one, anonymous shown as 익명, HTML kept as text', async () => {
    const html = '<script>alert(1)</script> 좋아요';
    const title = '<img src=x onerror=alert(1)> 최고';
    const response = await post(
      lecture.lecture.id,
      { ...good, title, content: html, anonymous: true },
      keen,
    );
    expect(response.status).toBe(201);
    const mine = v.parse(MyReviewResponse, await response.json()).data;
    expect(mine).toMatchObject({ anonymous: true, hidden: false, content: html });
    const page = await list(`?lectureId=${lecture.lecture.id}`);
    expect(page.reviews[0]).toMatchObject({
      id: mine.id,
      userName: '익명',
      title,
      content: html,
      lectureName: 'EJU 수학 코스2',
    });
    expect(page.summary).toEqual({ average: 5, count: 1, stars: [0, 0, 0, 0, 1] });

    const second = await post(lecture.lecture.id, good, keen);
    expect(second.status).toBe(409);
    expect(await messageOf(second)).toBe(reviewMessages.duplicate);
    expect((await list(`?lectureId=${lecture.lecture.id}`)).reviews).toEqual(page.reviews);
  });

  it('refuses staff (403), visitors (401), an unknown lecture (404)', async () => {
    expect((await post(lecture.lecture.id, good, teacher)).status).toBe(403);
    expect(
      (
        await ctx.app.request(
          `/api/lectures/${lecture.lecture.id}/reviews`,
          jsonRequest('POST', good, {}),
        )
      ).status,
    ).toBe(401);
    expect((await post(999_999, good, keen)).status).toBe(404);
  });

  it('lets the author edit and delete only their own', async () => {
    const [own] = v.parse(
      MyReviewsResponse,
      await (await ctx.app.request('/api/students/me/reviews', { headers: keen.headers })).json(),
    ).data;
    const edit = (who: Person) =>
      ctx.app.request(
        `/api/reviews/${own!.id}`,
        jsonRequest('PUT', { ...good, rating: 4, title: '다시 보니' }, who.headers),
      );
    expect((await edit(slow)).status).toBe(404);
    const badEdit = await ctx.app.request(
      `/api/reviews/${own!.id}`,
      jsonRequest('PUT', { ...good, rating: 6 }, keen.headers),
    );
    expect(badEdit.status).toBe(400);
    expect(await messageOf(badEdit)).toBe(reviewMessages.ratingInvalid);
    expect((await list(`?lectureId=${lecture.lecture.id}`)).summary.average).toBe(5);
    expect((await edit(keen)).status).toBe(200);
    expect((await list(`?lectureId=${lecture.lecture.id}`)).summary.average).toBe(4);
    const remove = (who: Person) =>
      ctx.app.request(`/api/reviews/${own!.id}`, { method: 'DELETE', headers: who.headers });
    expect((await remove(slow)).status).toBe(404);
    expect((await remove(keen)).status).toBe(200);
    expect((await list(`?lectureId=${lecture.lecture.id}`)).totalCount).toBe(0);
  });
});

describe('the public list', () => {
  it('pages newest first with the average (one decimal) and the count per star', async () => {
    const page = await list(`?page=0&size=10&lectureId=${otherLecture.lecture.id}`);
    expect(page.totalCount).toBe(12);
    expect(page.reviews).toHaveLength(10);
    expect(page.reviews[0]!.title).toBe('후기 12');
    // ratings 1..5, 1..5, 1, 2: 33 / 12 = 2.75, shown 2.8
    expect(page.summary).toEqual({ average: 2.8, count: 12, stars: [3, 3, 2, 2, 2] });
    const ratings = v.parse(
      LectureRatingsResponse,
      await (await ctx.app.request('/api/lectures/reviews/ratings')).json(),
    ).data;
    expect(ratings).toContainEqual({ lectureId: otherLecture.lecture.id, average: 2.8, count: 12 });
  });

  it.each([
    ['?page=-1&size=10', validation.common.invalidPage],
    ['?page=0&size=10000', validation.common.invalidSize],
    ['?lectureId=abc', reviewMessages.lectureInvalid],
  ])('refuses %s with a Korean 400', async (query, message) => {
    const response = await ctx.app.request(`/api/lectures/reviews${query}`);
    expect(response.status).toBe(400);
    expect(v.parse(ErrorEnvelope, await response.json()).message).toBe(message);
  });
});

describe('staff: reply, hide, feature', () => {
  let target: number;
  beforeAll(async () => {
    target = (await list(`?lectureId=${otherLecture.lecture.id}`)).reviews[0]!.id;
  });
  const reply = (who: Person, content = '감사합니다! 열심히 준비할게요.') =>
    ctx.app.request(`/api/reviews/${target}/reply`, jsonRequest('PUT', { content }, who.headers));
  const moderate = (who: Person, body: object) =>
    ctx.app.request(`/api/admin/reviews/${target}`, jsonRequest('PATCH', body, who.headers));

  it("lets the lecture's teacher and admins reply (one, editable); not another teacher or a student", async () => {
    expect((await reply(teacher)).status).toBe(403);
    expect((await reply(keen)).status).toBe(403);
    expect((await reply(otherTeacher)).status).toBe(200);
    expect((await reply(admin, '관리자 답글')).status).toBe(200);
    const shown = (await list(`?lectureId=${otherLecture.lecture.id}`)).reviews[0]!;
    expect(shown.reply).toMatchObject({ content: '관리자 답글', authorName: admin.user.name });
    const empty = await reply(admin, ' ');
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toBe(reviewMessages.replyRequired);
  });

  it('features for the home page (staff) and hides (admins only) from every public place', async () => {
    expect((await moderate(otherTeacher, { featured: true })).status).toBe(200);
    const featured = async () =>
      v.parse(
        FeaturedReviewsResponse,
        await (await ctx.app.request('/api/lectures/reviews/featured')).json(),
      ).data;
    expect((await featured()).map((review) => review.id)).toContain(target);

    expect((await moderate(otherTeacher, { hidden: true })).status).toBe(403);
    expect((await moderate(keen, { hidden: true })).status).toBe(403);
    const hidden = await moderate(admin, { hidden: true });
    expect(v.parse(AdminReviewResponse, await hidden.json()).data).toMatchObject({
      hidden: true,
      featured: false,
    });
    expect((await featured()).map((review) => review.id)).not.toContain(target);
    const page = await list(`?lectureId=${otherLecture.lecture.id}`);
    expect(page.totalCount).toBe(11);
    expect(page.reviews.map((review) => review.id)).not.toContain(target);

    const staffList = v.parse(
      AdminReviewListResponse,
      await (
        await ctx.app.request('/api/admin/reviews?status=HIDDEN', { headers: otherTeacher.headers })
      ).json(),
    ).data;
    expect(staffList.reviews.map((review) => review.id)).toEqual([target]);
    const teachersOwn = v.parse(
      AdminReviewListResponse,
      await (await ctx.app.request('/api/admin/reviews', { headers: teacher.headers })).json(),
    ).data;
    expect(teachersOwn.totalCount).toBe(0);
    expect((await ctx.app.request('/api/admin/reviews', { headers: keen.headers })).status).toBe(
      403,
    );
  });

  it('keeps a hidden review hidden: its author can neither delete it nor post it again', async () => {
    const author = await createUser(db(), 'STUDENT');
    await enrol(db(), author.user.id, lecture.lecture.id);
    await complete(author.user.id, lecture.video.id, lecture.quiz.id);
    const written = await post(lecture.lecture.id, { ...good, title: '숨겨질 후기' }, author);
    expect(written.status).toBe(201);
    const { id } = v.parse(MyReviewResponse, await written.json()).data;
    const hide = await ctx.app.request(
      `/api/admin/reviews/${id}`,
      jsonRequest('PATCH', { hidden: true }, admin.headers),
    );
    expect(hide.status).toBe(200);
    const remove = await ctx.app.request(`/api/reviews/${id}`, {
      method: 'DELETE',
      headers: author.headers,
    });
    expect(remove.status).toBe(403);
    expect(await messageOf(remove)).toBe(reviewMessages.hiddenDeleteLocked);
    expect((await post(lecture.lecture.id, good, author)).status).toBe(409);
    const page = await list(`?lectureId=${lecture.lecture.id}`);
    expect(page.reviews.map((review) => review.title)).not.toContain('숨겨질 후기');
    expect(page.reviews.map((review) => review.id)).not.toContain(id);
  });
});
