// The public course page and its preview (docs/product/learning.md#preview): a visitor reads a
// published lecture's outline without any lesson's private content, plays the preview lesson's
// video and nothing else; staff choose the preview lesson.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoursePreviewResponse, CourseResponse } from '@academy/api-client/contract';
import { createApp } from '../../app.ts';
import { chapters, contents, details, lectures } from '../../db/schema/lectures.ts';
import { videos } from '../../db/schema/videos.ts';
import { PREVIEW_VIEWER } from '../../lib/lecture-access.ts';
import { createLogger } from '../../lib/logger.ts';
import { signUrl } from '../../lib/signed-url.ts';
import { createUsers, type TestUser } from '../../test/fixtures.ts';
import { openTestDatabase, testEnv } from '../../test/test-app.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let app: ReturnType<typeof createApp>;
let teacher: TestUser;
let otherTeacher: TestUser;
let student: TestUser;
let lectureId: number;
let draftId: number;
let previewDetail: number;
let otherDetail: number;
const PREVIEW_VIDEO = 'PreviewVideoAAAAAAAAAA';
const PRIVATE_VIDEO = 'PrivateVideoAAAAAAAAAA';
const DRAFT_VIDEO = 'DraftVideoAAAAAAAAAAAA';

async function lectureWith(
  teacherId: number,
  status: 'PUBLISHED' | 'DRAFT',
  lessons: { title: string; videoId: string; isPreview: boolean }[],
) {
  const [lecture] = await database.db
    .insert(lectures)
    .values({
      teacherId,
      title: `강의 ${status}`,
      description: '강의 설명',
      price: 120000,
      period: 90,
      status,
    })
    .returning();
  const [chapter] = await database.db
    .insert(chapters)
    .values({ lectureId: lecture!.id, title: '1장', chapterOrder: 0 })
    .returning();
  const ids: number[] = [];
  for (const [order, lesson] of lessons.entries()) {
    const [detail] = await database.db
      .insert(details)
      .values({
        chapterId: chapter!.id,
        title: lesson.title,
        type: 'VIDEO',
        detailOrder: order,
        isPreview: lesson.isPreview,
      })
      .returning();
    await database.db.insert(contents).values({
      detailId: detail!.id,
      text: '수강생만 보는 본문',
      videoId: lesson.videoId,
      videoDuration: 600,
    });
    ids.push(detail!.id);
  }
  return { id: lecture!.id, details: ids };
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = createApp({ env: testEnv, database, logger: createLogger('silent') });
  ({ teacher, otherTeacher, student } = await createUsers(database.db, {
    teacher: ['TEACHER', { introduction: '10년 경력의 일본어 강사', teachingSubjects: ['일본어'] }],
    otherTeacher: 'TEACHER',
    student: 'STUDENT',
  }));
  await database.db.insert(videos).values(
    [PREVIEW_VIDEO, PRIVATE_VIDEO, DRAFT_VIDEO].map((id) => ({
      id,
      ownerId: teacher.user.id,
      name: `${id}.mp4`,
      size: 100,
      status: 'READY' as const,
      fileKey: `${id}.mp4`,
      contentType: 'video/mp4',
    })),
  );
  const published = await lectureWith(teacher.user.id, 'PUBLISHED', [
    { title: '맛보기 강의', videoId: PREVIEW_VIDEO, isPreview: true },
    { title: '본 강의', videoId: PRIVATE_VIDEO, isPreview: false },
  ]);
  lectureId = published.id;
  [previewDetail, otherDetail] = published.details as [number, number];
  draftId = (
    await lectureWith(teacher.user.id, 'DRAFT', [
      { title: '준비 중 강의', videoId: DRAFT_VIDEO, isPreview: true },
    ])
  ).id;
});
afterAll(async () => {
  await database.drop();
});

const previewLink = (videoId: string, kind: 'player' | 'stream' = 'player') =>
  signUrl(testEnv, `/api/videos/${videoId}/${kind}`, 600, Date.now(), String(PREVIEW_VIEWER));

describe('the public course page', () => {
  it("gives a visitor a published lecture's outline, teacher and price without lesson content", async () => {
    const response = await app.request(`/api/shop/lectures/${lectureId}`);
    expect(response.status).toBe(200);
    const raw = await response.text();
    const { data } = v.parse(CourseResponse, JSON.parse(raw));
    expect(data).toMatchObject({
      title: '강의 PUBLISHED',
      description: '강의 설명',
      price: 120000,
      period: 90,
      teacherName: teacher.user.name,
      teacherIntroduction: '10년 경력의 일본어 강사',
      teacherSubjects: ['일본어'],
    });
    expect(data.chapters).toEqual([
      {
        chapterId: expect.any(Number),
        title: '1장',
        lessons: [
          {
            detailId: previewDetail,
            title: '맛보기 강의',
            type: 'VIDEO',
            durationSeconds: 600,
            isPreview: true,
          },
          {
            detailId: otherDetail,
            title: '본 강의',
            type: 'VIDEO',
            durationSeconds: 600,
            isPreview: false,
          },
        ],
      },
    ]);
    // No video id, text or attachment of any lesson, the preview's included, is in the answer.
    expect(raw).not.toContain(PREVIEW_VIDEO);
    expect(raw).not.toContain(PRIVATE_VIDEO);
    expect(raw).not.toContain('수강생만 보는 본문');
  });

  it('answers 404 for a draft or archived lecture, an unknown one, and 400 for a bad id', async () => {
    expect((await app.request(`/api/shop/lectures/${draftId}`)).status).toBe(404);
    expect((await app.request(`/api/shop/lectures/${draftId}/preview`)).status).toBe(404);
    expect((await app.request('/api/shop/lectures/999999')).status).toBe(404);
    expect((await app.request('/api/shop/lectures/abc')).status).toBe(400);
  });
});

describe('the preview lesson', () => {
  it("hands a visitor a player link that plays the preview's video", async () => {
    const response = await app.request(`/api/shop/lectures/${lectureId}/preview`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const { data } = v.parse(CoursePreviewResponse, await response.json());
    expect(data).toMatchObject({ detailId: previewDetail, title: '맛보기 강의' });
    expect(data.playerUrl).toContain(`/api/videos/${PREVIEW_VIDEO}/player`);
    const player = await app.request(data.playerUrl);
    expect(player.status).toBe(200);
    expect(await player.text()).toContain(`/api/videos/${PREVIEW_VIDEO}/stream`);
  });

  it("refuses a preview link for another lesson's video or a draft lecture's preview", async () => {
    expect((await app.request(previewLink(PRIVATE_VIDEO))).status).toBe(403);
    expect((await app.request(previewLink(PRIVATE_VIDEO, 'stream'))).status).toBe(403);
    expect((await app.request(previewLink(DRAFT_VIDEO))).status).toBe(403);
    // The other lessons' content stays behind the learning rule.
    const detail = await app.request('/api/lectures/detail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ lectureDetailId: otherDetail }),
    });
    expect(detail.status).toBe(401);
    const unenrolled = await app.request('/api/lectures/detail', {
      method: 'POST',
      headers: { ...student.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ lectureDetailId: otherDetail }),
    });
    expect(unenrolled.status).toBe(403);
  });

  it('moves with the lesson staff choose, one per lecture, and only for their own lecture', async () => {
    const put = (id: number, body: unknown, headers: Record<string, string>) =>
      app.request(`/api/admin/lectures/details/${id}`, {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const choose = { title: '본 강의', type: 'VIDEO', isPreview: true };
    expect((await put(otherDetail, choose, otherTeacher.headers)).status).toBe(403);
    expect((await put(otherDetail, choose, student.headers)).status).toBe(403);
    const quiz = await put(otherDetail, { ...choose, type: 'QUIZ' }, teacher.headers);
    expect(quiz.status).toBe(400);
    expect(((await quiz.json()) as { message: string }).message).toBe(
      '미리보기는 영상 차시만 지정할 수 있습니다.',
    );

    expect((await put(otherDetail, choose, teacher.headers)).status).toBe(200);
    const rows = await database.db
      .select({ id: details.id, isPreview: details.isPreview })
      .from(details)
      .where(eq(details.isPreview, true));
    expect(rows.map((row) => row.id)).toContain(otherDetail);
    expect(rows.map((row) => row.id)).not.toContain(previewDetail);
    // The old preview's link stops playing; the new one's plays.
    expect((await app.request(previewLink(PREVIEW_VIDEO))).status).toBe(403);
    expect((await app.request(previewLink(PRIVATE_VIDEO))).status).toBe(200);
    const page = v.parse(
      CourseResponse,
      await (await app.request(`/api/shop/lectures/${lectureId}`)).json(),
    );
    expect(page.data.chapters[0]!.lessons.map((lesson) => lesson.isPreview)).toEqual([false, true]);
    // A rename without isPreview keeps the choice.
    expect(
      (await put(otherDetail, { title: '본 강의 1', type: 'VIDEO' }, teacher.headers)).status,
    ).toBe(200);
    const [kept] = await database.db.select().from(details).where(eq(details.id, otherDetail));
    expect(kept!.isPreview).toBe(true);
  });
});
