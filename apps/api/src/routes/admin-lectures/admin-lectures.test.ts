import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminLectureResponse,
  CreatedResponse,
  ErrorEnvelope,
  LectureListResponse,
} from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import { attachments, contents, lectures } from '../../db/schema/lectures.ts';
import { handoutPdf } from '../../db/seed/lectures.ts';
import { videos } from '../../db/schema/videos.ts';
import { createUsers, type TestUser } from '../../test/fixtures.ts';
import {
  createLecture,
  createLectureTestApp,
  jsonRequest,
  messageOf,
} from '../../test/lecture-fixtures.ts';

let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  ctx = await createLectureTestApp();
  ({ teacher, otherTeacher, admin, student } = await createUsers(ctx.database.db, {
    teacher: 'TEACHER',
    otherTeacher: 'TEACHER',
    admin: 'ADMIN',
    student: 'STUDENT',
  }));
});
afterAll(async () => {
  await ctx.database.drop();
  await rm(ctx.dataDir, { recursive: true, force: true });
});

const png = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
          .png()
          .toBuffer(),
      ),
    ],
    'thumb.png',
    {
      type: 'image/png',
    },
  );

function form(fields: Record<string, string | Blob | Blob[]>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return body;
}

const createLectureRequest = async (
  fields: Record<string, string | Blob>,
  headers = teacher.headers,
) => ctx.app.request('/api/admin/lectures', { method: 'POST', headers, body: form(fields) });

describe('creating a lecture', () => {
  it('stores it with the caller as teacher, price and period defaulting to 0', async () => {
    const response = await createLectureRequest({
      title: '  새 강의  ',
      imageFile: await png(),
      price: '',
      period: '',
      url: 'https://academy.example/lectures/1',
    });
    expect(response.status).toBe(201);
    const { data } = v.parse(CreatedResponse, await response.json());
    const [row] = await ctx.database.db.select().from(lectures).where(eq(lectures.id, data.id));
    expect(row).toMatchObject({
      title: '새 강의',
      teacherId: teacher.user.id,
      price: 0,
      period: 0,
    });
    expect(row!.thumbnailUrl).toMatch(/^\/api\/files\/images\/.+\.webp$/);
  });

  it('refuses what the form refuses, with the validation messages, writing nothing', async () => {
    const before = (await ctx.database.db.select().from(lectures)).length;
    const noTitle = await createLectureRequest({ imageFile: await png() });
    expect(await messageOf(noTitle)).toBe(validation.lecture.titleRequired);
    const noImage = await createLectureRequest({ title: '강의' });
    expect(await messageOf(noImage)).toBe(validation.lecture.imageRequired);
    for (const price of ['-1', '1.5', 'abc']) {
      const response = await createLectureRequest({ title: '강의', imageFile: await png(), price });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(validation.lecture.priceInvalid);
    }
    const smuggled = await createLectureRequest({
      title: '강의',
      imageFile: await png(),
      teacherId: String(otherTeacher.user.id),
    });
    // another teacher's id: refused (the caller's own id is accepted, bad-input.test.ts)
    expect(smuggled.status).toBe(403);
    for (const url of ['javascript:alert(document.cookie)', 'data:text/html,x', 'not a url']) {
      const response = await createLectureRequest({ title: '강의', imageFile: await png(), url });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(validation.lecture.urlInvalid);
    }
    const html = new File(['<html><script>alert(1)</script></html>'], 'evil.png', {
      type: 'image/png',
    });
    const disguised = await createLectureRequest({ title: '강의', imageFile: html });
    expect([400, 415]).toContain(disguised.status);
    expect((await ctx.database.db.select().from(lectures)).length).toBe(before);
  });

  it('is for staff only', async () => {
    expect(
      (await createLectureRequest({ title: '강의', imageFile: await png() }, student.headers))
        .status,
    ).toBe(403);
    expect(
      (
        await ctx.app.request('/api/admin/lectures', {
          method: 'POST',
          body: form({ title: '강의' }),
        })
      ).status,
    ).toBe(401);
  });
});

describe("a teacher's own lectures", () => {
  it('lists only their own; an admin sees all', async () => {
    await createLecture(ctx.database.db, otherTeacher.user.id, { title: '다른 선생님 강의' });
    const mine = v.parse(
      LectureListResponse,
      await (
        await ctx.app.request('/api/admin/lectures/my-lectures', { headers: teacher.headers })
      ).json(),
    );
    expect(mine.data.every((entry) => entry.title !== '다른 선생님 강의')).toBe(true);
    const all = v.parse(
      LectureListResponse,
      await (
        await ctx.app.request('/api/admin/lectures/my-lectures', { headers: admin.headers })
      ).json(),
    );
    expect(all.data.some((entry) => entry.title === '다른 선생님 강의')).toBe(true);
  });

  it("answers 403 LECTURE_FORBIDDEN for another teacher's lecture and 404 for none", async () => {
    const theirs = await createLecture(ctx.database.db, otherTeacher.user.id);
    const response = await ctx.app.request(`/api/admin/lectures/${theirs.lecture.id}`, {
      headers: teacher.headers,
    });
    expect(response.status).toBe(403);
    expect(v.parse(ErrorEnvelope, await response.json()).code).toBe('LECTURE_FORBIDDEN');
    const chapter = await ctx.app.request(
      '/api/admin/lectures/chapters',
      jsonRequest('POST', { lectureId: theirs.lecture.id, title: '끼어들기' }, teacher.headers),
    );
    expect(chapter.status).toBe(403);
    expect(
      (await ctx.app.request('/api/admin/lectures/999999', { headers: teacher.headers })).status,
    ).toBe(404);
    expect(
      (
        await ctx.app.request(`/api/admin/lectures/${theirs.lecture.id}`, {
          headers: admin.headers,
        })
      ).status,
    ).toBe(200);
  });
});

describe('chapters, details and contents', () => {
  it('builds the structure; the detail type is normalised and checked', async () => {
    const { lecture } = await createLecture(ctx.database.db, teacher.user.id);
    const chapter = await ctx.app.request(
      '/api/admin/lectures/chapters',
      jsonRequest(
        'POST',
        { lectureId: lecture.id, title: '2장', chapterOrder: 1 },
        teacher.headers,
      ),
    );
    expect(chapter.status).toBe(201);
    const chapterId = v.parse(CreatedResponse, await chapter.json()).data.id;

    const noTitle = await ctx.app.request(
      '/api/admin/lectures/chapters',
      jsonRequest('POST', { lectureId: lecture.id }, teacher.headers),
    );
    expect(await messageOf(noTitle)).toBe(validation.chapter.titleRequired);
    const noLecture = await ctx.app.request(
      '/api/admin/lectures/chapters',
      jsonRequest('POST', { title: '3장' }, teacher.headers),
    );
    expect(await messageOf(noLecture)).toBe(validation.chapter.lectureRequired);

    const detail = await ctx.app.request(
      '/api/admin/lectures/details',
      jsonRequest(
        'POST',
        { lectureChapterId: chapterId, title: '라이브', type: ' live ', detailOrder: 0 },
        teacher.headers,
      ),
    );
    expect(detail.status).toBe(201);
    // the Korean name the admin's picker shows is taken as its code
    const byName = await ctx.app.request(
      '/api/admin/lectures/details',
      jsonRequest(
        'POST',
        { lectureChapterId: chapterId, title: '퀴즈', type: '퀴즈', detailOrder: 1 },
        teacher.headers,
      ),
    );
    expect(byName.status).toBe(201);
    const wrongType = await ctx.app.request(
      '/api/admin/lectures/details',
      jsonRequest(
        'POST',
        { lectureChapterId: chapterId, title: '이상한 유형', type: 'podcast' },
        teacher.headers,
      ),
    );
    expect(await messageOf(wrongType)).toBe(validation.detail.typeRequired);

    const view = v.parse(
      AdminLectureResponse,
      await (
        await ctx.app.request(`/api/admin/lectures/${lecture.id}`, { headers: teacher.headers })
      ).json(),
    );
    const added = view.data.chapters.find((entry) => entry.chapterId === chapterId);
    expect(added?.details.map((entry) => [entry.detailTitle, entry.type])).toEqual([
      ['라이브', 'LIVE'],
      ['퀴즈', 'QUIZ'],
    ]);
  });

  it('adds one content block with attachments, refuses a second, and deletes it with its files', async () => {
    const { other } = await createLecture(ctx.database.db, teacher.user.id);
    const pdf = new File([handoutPdf('test')], '자료.pdf', { type: 'application/pdf' });
    const created = await ctx.app.request('/api/admin/lectures/contents', {
      method: 'POST',
      headers: teacher.headers,
      body: form({
        lectureDetailId: String(other.id),
        contents: '설명',
        attachmentDescription: '자료',
        attachmentFiles: [pdf, await png()],
      }),
    });
    expect(created.status).toBe(201);
    const contentId = v.parse(CreatedResponse, await created.json()).data.id;
    expect(
      await ctx.database.db.select().from(attachments).where(eq(attachments.contentId, contentId)),
    ).toHaveLength(2);

    const second = await ctx.app.request('/api/admin/lectures/contents', {
      method: 'POST',
      headers: teacher.headers,
      body: form({ lectureDetailId: String(other.id), contents: '두 번째' }),
    });
    expect(second.status).toBe(409);

    const removed = await ctx.app.request(`/api/admin/lectures/contents/${contentId}`, {
      method: 'DELETE',
      headers: teacher.headers,
    });
    expect(removed.status).toBe(200);
    expect(await ctx.database.db.select().from(contents).where(eq(contents.id, contentId))).toEqual(
      [],
    );
    expect(
      await ctx.database.db.select().from(attachments).where(eq(attachments.contentId, contentId)),
    ).toEqual([]);
  });

  it("keeps a video to its uploader and the admins: no reading or attaching another's", async () => {
    const videoId = `owned-video-${Date.now()}`;
    await ctx.database.db
      .insert(videos)
      .values({ id: videoId, ownerId: teacher.user.id, name: 'a.mp4', size: 10 });
    const read = (headers: Record<string, string>) =>
      ctx.app.request(`/api/videos/${videoId}`, { headers });
    expect((await read(teacher.headers)).status).toBe(200);
    expect((await read(admin.headers)).status).toBe(200);
    const refused = await read(otherTeacher.headers);
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe(validation.video.notYours);

    const attach = (user: typeof teacher, detailId: number) =>
      ctx.app.request('/api/admin/lectures/contents', {
        method: 'POST',
        headers: user.headers,
        body: form({ lectureDetailId: String(detailId), contents: '영상', videoId }),
      });
    const theirs = (await createLecture(ctx.database.db, otherTeacher.user.id)).other;
    const stolen = await attach(otherTeacher, theirs.id);
    expect(stolen.status).toBe(403);
    expect(await messageOf(stolen)).toBe(validation.content.videoNotYours);
    expect(
      await ctx.database.db.select().from(contents).where(eq(contents.detailId, theirs.id)),
    ).toEqual([]);
    const own = (await createLecture(ctx.database.db, teacher.user.id)).other;
    expect((await attach(teacher, own.id)).status).toBe(201);
    const anyLecture = (await createLecture(ctx.database.db, otherTeacher.user.id)).quiz;
    expect((await attach(admin, anyLecture.id)).status).toBe(201);
  });

  it("keeps the video's length staff give and refuses one that is not whole seconds", async () => {
    const videoId = `timed-video-${Date.now()}`;
    await ctx.database.db
      .insert(videos)
      .values({ id: videoId, ownerId: teacher.user.id, name: 'b.mp4', size: 10 });
    const { other } = await createLecture(ctx.database.db, teacher.user.id);
    const post = (videoDuration: string) =>
      ctx.app.request('/api/admin/lectures/contents', {
        method: 'POST',
        headers: teacher.headers,
        body: form({ lectureDetailId: String(other.id), videoId, videoDuration }),
      });
    for (const bad of ['12분', '0', '86401', '-5']) {
      const refused = await post(bad);
      expect(refused.status).toBe(400);
      expect(await messageOf(refused)).toBe(validation.content.videoDurationInvalid);
    }
    expect(
      await ctx.database.db.select().from(contents).where(eq(contents.detailId, other.id)),
    ).toEqual([]);
    expect((await post(' 720 ')).status).toBe(201);
    const [row] = await ctx.database.db
      .select({ videoDuration: contents.videoDuration })
      .from(contents)
      .where(eq(contents.detailId, other.id));
    expect(row).toEqual({ videoDuration: 720 });
  });

  it('leaves no half row when an attachment is refused', async () => {
    const { other } = await createLecture(ctx.database.db, teacher.user.id);
    const fake = new File(['<html>not a pdf</html>'], 'fake.pdf', { type: 'application/pdf' });
    const response = await ctx.app.request('/api/admin/lectures/contents', {
      method: 'POST',
      headers: teacher.headers,
      body: form({
        lectureDetailId: String(other.id),
        contents: '설명',
        attachmentFiles: [await png(), fake],
      }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(
      await ctx.database.db.select().from(contents).where(eq(contents.detailId, other.id)),
    ).toEqual([]);
  });
});
