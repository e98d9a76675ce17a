// A lecture's lifecycle for staff (docs/decisions/018-staff-authoring.md): edit every field, status
// and what it hides, delete only when nothing depends on it, chapters and details renamed, retyped,
// deleted and reordered in one validated body, content edited; per role and with bad input.
import { eq } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminLectureResponse,
  ShopLectureListResponse,
  type AdminLecture,
} from '@academy/api-client/contract';
import { authoringMessages as am } from '@academy/strings/authoring';
import * as validation from '@academy/strings/validation';
import { enrolments } from '../../db/schema/learning.ts';
import { attachments, chapters, contents, details, lectures } from '../../db/schema/lectures.ts';
import { handoutPdf } from '../../db/seed/lectures.ts';
import { createUsers, enrol, type TestUser } from '../../test/fixtures.ts';
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
        await sharp({ create: { width: 60, height: 40, channels: 3, background: '#228833' } })
          .png()
          .toBuffer(),
      ),
    ],
    'new.png',
    { type: 'image/png' },
  );

function form(fields: Record<string, string | Blob | (string | Blob)[]>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return body;
}

const view = async (id: number, headers = teacher.headers): Promise<AdminLecture> =>
  v.parse(
    AdminLectureResponse,
    await (await ctx.app.request(`/api/admin/lectures/${id}`, { headers })).json(),
  ).data;
const put = (path: string, body: unknown, headers = teacher.headers) =>
  ctx.app.request(`/api/admin/lectures${path}`, jsonRequest('PUT', body, headers));
const del = (path: string, headers = teacher.headers) =>
  ctx.app.request(`/api/admin/lectures${path}`, { method: 'DELETE', headers });
const shopIds = async () =>
  v
    .parse(ShopLectureListResponse, await (await ctx.app.request('/api/shop/lectures')).json())
    .data.map((lecture) => lecture.lectureId);

/** Two chapters: the fixture's (VIDEO, QUIZ, OTHER) and a second one with one VIDEO. */
async function twoChapterLecture(teacherId = teacher.user.id) {
  const made = await createLecture(ctx.database.db, teacherId);
  const [second] = await ctx.database.db
    .insert(chapters)
    .values({ lectureId: made.lecture.id, title: '2장', chapterOrder: 1 })
    .returning();
  const [extra] = await ctx.database.db
    .insert(details)
    .values({ chapterId: second!.id, title: '2장 영상', type: 'VIDEO' })
    .returning();
  return { ...made, second: second!, extra: extra! };
}

describe('editing a lecture', () => {
  it('saves every field and replaces the image; an empty image keeps the old one', async () => {
    const { lecture } = await createLecture(ctx.database.db, teacher.user.id);
    const fields = {
      title: '수정된 강의',
      subtitle: '부제',
      description: '설명',
      price: '5000',
      period: '30',
      category: '수학',
      course: '코스1',
      target: '고3',
      url: 'https://academy.example/l',
      textbookName: '교재',
    };
    const response = await ctx.app.request(`/api/admin/lectures/${lecture.id}`, {
      method: 'PUT',
      headers: teacher.headers,
      body: form({ ...fields, imageFile: await png() }),
    });
    expect(response.status).toBe(200);
    const saved = v.parse(AdminLectureResponse, await response.json()).data;
    expect(saved).toMatchObject({
      title: '수정된 강의',
      subtitle: '부제',
      price: 5000,
      period: 30,
      url: 'https://academy.example/l',
      thumbnailWidth: 60,
    });
    expect(saved.thumbnailUrl).toMatch(/^\/api\/files\/images\//);
    const again = await ctx.app.request(`/api/admin/lectures/${lecture.id}`, {
      method: 'PUT',
      headers: teacher.headers,
      body: form({ ...fields, title: '다시 수정', imageFile: '' }),
    });
    expect(again.status).toBe(200);
    const kept = v.parse(AdminLectureResponse, await again.json()).data;
    expect(kept.thumbnailUrl).toBe(saved.thumbnailUrl);
  });

  it('keeps the textbook’s price only with its name, and clears it when left empty', async () => {
    const { lecture } = await createLecture(ctx.database.db, teacher.user.id);
    const put = (fields: Record<string, string>) =>
      ctx.app.request(`/api/admin/lectures/${lecture.id}`, {
        method: 'PUT',
        headers: teacher.headers,
        body: form({ title: '교재 있는 강의', imageFile: '', ...fields }),
      });
    const priced = await put({ textbookName: '독해 교재', textbookPrice: '18000' });
    expect(priced.status).toBe(200);
    expect(v.parse(AdminLectureResponse, await priced.json()).data).toMatchObject({
      textbookName: '독해 교재',
      textbookPrice: 18000,
    });
    for (const [fields, message] of [
      [{ textbookPrice: '18000' }, '교재 가격을 정하려면 교재명을 먼저 입력하세요.'],
      [
        { textbookName: '독해 교재', textbookPrice: '-1' },
        '교재 가격은 0 이상의 정수(원)로 입력하거나 비워두세요.',
      ],
    ] as const) {
      const refused = await put(fields);
      expect(refused.status).toBe(400);
      expect(await messageOf(refused)).toBe(message);
    }
    const cleared = await put({ textbookName: '독해 교재', textbookPrice: '' });
    expect(v.parse(AdminLectureResponse, await cleared.json()).data.textbookPrice).toBeNull();
  });

  it('answers 403 to another teacher, 400 for bad input, and changes nothing', async () => {
    const { lecture } = await createLecture(ctx.database.db, teacher.user.id);
    const foreign = await ctx.app.request(`/api/admin/lectures/${lecture.id}`, {
      method: 'PUT',
      headers: otherTeacher.headers,
      body: form({ title: '남의 강의' }),
    });
    expect(foreign.status).toBe(403);
    expect(await messageOf(foreign)).toBe(validation.lecture.forbidden);
    const bad = await ctx.app.request(`/api/admin/lectures/${lecture.id}`, {
      method: 'PUT',
      headers: teacher.headers,
      body: form({ title: '제목', price: '-1' }),
    });
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe(validation.lecture.priceInvalid);
    const smuggled = await ctx.app.request(`/api/admin/lectures/${lecture.id}`, {
      method: 'PUT',
      headers: teacher.headers,
      body: form({ title: '제목', teacherId: String(otherTeacher.user.id) }),
    });
    expect(smuggled.status).toBe(400);
    expect((await view(lecture.id)).title).toBe('테스트 강의');
    const byAdmin = await ctx.app.request(`/api/admin/lectures/${lecture.id}`, {
      method: 'PUT',
      headers: admin.headers,
      body: form({ title: '관리자 수정' }),
    });
    expect(byAdmin.status).toBe(200);
  });
});

describe('status', () => {
  it('starts a new lecture as a draft; only a published one reaches the shop', async () => {
    const body = form({ title: '초안 강의', imageFile: await png() });
    const response = await ctx.app.request('/api/admin/lectures', {
      method: 'POST',
      headers: teacher.headers,
      body,
    });
    const { id } = ((await response.json()) as { data: { id: number } }).data;
    expect((await view(id)).status).toBe('DRAFT');
    expect(await shopIds()).not.toContain(id);
    // a student cannot open a draft, even one they are enrolled in; its own teacher can
    await enrol(ctx.database.db, student.user.id, id);
    expect(
      (await ctx.app.request(`/api/lectures/${id}`, { headers: student.headers })).status,
    ).toBe(404);
    expect(
      (await ctx.app.request(`/api/lectures/${id}`, { headers: teacher.headers })).status,
    ).toBe(200);
    const published = await put(`/${id}/status`, { status: 'PUBLISHED' });
    expect(published.status).toBe(200);
    expect(await shopIds()).toContain(id);
    expect(
      (await ctx.app.request(`/api/lectures/${id}`, { headers: student.headers })).status,
    ).toBe(200);
    await put(`/${id}/status`, { status: 'ARCHIVED' });
    expect(await shopIds()).not.toContain(id);
    const wrong = await put(`/${id}/status`, { status: 'GONE' });
    expect(wrong.status).toBe(400);
    expect(await messageOf(wrong)).toBe(am.lecture.statusInvalid);
    expect((await put(`/${id}/status`, { status: 'DRAFT' }, otherTeacher.headers)).status).toBe(
      403,
    );
    expect((await put(`/${id}/status`, { status: 'DRAFT' }, student.headers)).status).toBe(403);
  });
});

describe('deleting a lecture', () => {
  it('refuses with 409 while a student is enrolled, and deletes an unused one with its files', async () => {
    const used = await createLecture(ctx.database.db, teacher.user.id);
    await ctx.database.db
      .insert(enrolments)
      .values({ userId: student.user.id, lectureId: used.lecture.id });
    const refused = await del(`/${used.lecture.id}`);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(am.lecture.inUse(am.lecture.inUseEnrolments));
    expect((await view(used.lecture.id)).chapters).toHaveLength(1);

    const unused = await createLecture(ctx.database.db, teacher.user.id);
    expect((await del(`/${unused.lecture.id}`, otherTeacher.headers)).status).toBe(403);
    const gone = await del(`/${unused.lecture.id}`);
    expect(gone.status).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(lectures)
      .where(eq(lectures.id, unused.lecture.id));
    expect(rows).toEqual([]);
    expect(
      (
        await ctx.app.request(`/api/admin/lectures/${unused.lecture.id}`, {
          headers: teacher.headers,
        })
      ).status,
    ).toBe(404);
  });
});

describe('chapters and details', () => {
  it('renames and retypes, deletes a chapter with its details', async () => {
    const made = await twoChapterLecture();
    expect((await put(`/chapters/${made.chapter.id}`, { title: '첫 장' })).status).toBe(200);
    expect((await put(`/details/${made.other.id}`, { title: '라이브', type: 'live' })).status).toBe(
      200,
    );
    const badType = await put(`/details/${made.other.id}`, { title: '라이브', type: 'PODCAST' });
    expect(await messageOf(badType)).toBe(validation.detail.typeRequired);
    expect(
      (await put(`/chapters/${made.chapter.id}`, { title: 'x' }, otherTeacher.headers)).status,
    ).toBe(403);
    let lecture = await view(made.lecture.id);
    expect(lecture.chapters[0]!.chapterTitle).toBe('첫 장');
    expect(lecture.chapters[0]!.details.find((d) => d.detailId === made.other.id)).toMatchObject({
      detailTitle: '라이브',
      type: 'LIVE',
    });
    expect((await del(`/details/${made.quiz.id}`, otherTeacher.headers)).status).toBe(403);
    expect((await del(`/details/${made.quiz.id}`)).status).toBe(200);
    expect((await del(`/chapters/${made.second.id}`)).status).toBe(200);
    lecture = await view(made.lecture.id);
    expect(lecture.chapters).toHaveLength(1);
    expect(lecture.chapters[0]!.details.map((d) => d.detailId)).toEqual([
      made.video.id,
      made.other.id,
    ]);
    expect(
      await ctx.database.db.select().from(details).where(eq(details.id, made.extra.id)),
    ).toEqual([]);
  });
});

describe('reordering', () => {
  it('saves the whole order in one body, moving a detail to another chapter', async () => {
    const made = await twoChapterLecture();
    const response = await put(`/${made.lecture.id}/reorder`, {
      chapters: [
        { chapterId: made.second.id, detailIds: [made.quiz.id, made.extra.id] },
        { chapterId: made.chapter.id, detailIds: [made.other.id, made.video.id] },
      ],
    });
    expect(response.status).toBe(200);
    const lecture = await view(made.lecture.id);
    expect(lecture.chapters.map((c) => c.chapterId)).toEqual([made.second.id, made.chapter.id]);
    expect(lecture.chapters[0]!.details.map((d) => d.detailId)).toEqual([
      made.quiz.id,
      made.extra.id,
    ]);
    expect(lecture.chapters[1]!.details.map((d) => d.detailId)).toEqual([
      made.other.id,
      made.video.id,
    ]);
  });

  it('refuses a missing, repeated or foreign id with 400 and changes nothing', async () => {
    const made = await twoChapterLecture();
    const foreign = await twoChapterLecture(otherTeacher.user.id);
    const shape = async () =>
      (await view(made.lecture.id)).chapters.map((c) => [
        c.chapterId,
        c.chapterOrder,
        c.details.map((d) => [d.detailId, d.detailOrder]),
      ]);
    const before = await shape();
    const cases = [
      // a lesson left out
      [
        { chapterId: made.chapter.id, detailIds: [made.video.id, made.quiz.id] },
        { chapterId: made.second.id, detailIds: [made.extra.id] },
      ],
      // a lesson named twice
      [
        { chapterId: made.chapter.id, detailIds: [made.video.id, made.quiz.id, made.other.id] },
        { chapterId: made.second.id, detailIds: [made.extra.id, made.video.id] },
      ],
      // another lecture's lesson
      [
        {
          chapterId: made.chapter.id,
          detailIds: [made.video.id, made.quiz.id, made.other.id, foreign.video.id],
        },
        { chapterId: made.second.id, detailIds: [made.extra.id] },
      ],
    ];
    for (const chaptersBody of cases) {
      const response = await put(`/${made.lecture.id}/reorder`, { chapters: chaptersBody });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(am.structure.reorderDetails);
    }
    const missingChapter = await put(`/${made.lecture.id}/reorder`, {
      chapters: [
        {
          chapterId: made.chapter.id,
          detailIds: [made.video.id, made.quiz.id, made.other.id, made.extra.id],
        },
      ],
    });
    expect(await messageOf(missingChapter)).toBe(am.structure.reorderChapters);
    const foreignChapter = await put(`/${made.lecture.id}/reorder`, {
      chapters: [
        { chapterId: made.chapter.id, detailIds: [made.video.id, made.quiz.id, made.other.id] },
        { chapterId: foreign.second.id, detailIds: [made.extra.id] },
      ],
    });
    expect(foreignChapter.status).toBe(400);
    expect(await shape()).toEqual(before);
    const byOther = await put(
      `/${made.lecture.id}/reorder`,
      { chapters: [] },
      otherTeacher.headers,
    );
    expect(byOther.status).toBe(403);
  });
});

describe('editing content', () => {
  it('replaces the text and video, adds and removes attachments', async () => {
    const made = await createLecture(ctx.database.db, teacher.user.id);
    const [content] = await ctx.database.db
      .select()
      .from(contents)
      .where(eq(contents.detailId, made.video.id));
    const pdf = new File([handoutPdf('자료')], 'handout.pdf', {
      type: 'application/pdf',
    });
    const added = await ctx.app.request(`/api/admin/lectures/contents/${content!.id}`, {
      method: 'PUT',
      headers: teacher.headers,
      body: form({ contents: '새 설명', attachmentFiles: [pdf, pdf] }),
    });
    expect(added.status).toBe(200);
    let rows = await ctx.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.contentId, content!.id));
    expect(rows).toHaveLength(2);
    const removed = await ctx.app.request(`/api/admin/lectures/contents/${content!.id}`, {
      method: 'PUT',
      headers: teacher.headers,
      body: form({ contents: '새 설명', removeAttachmentIds: String(rows[0]!.id) }),
    });
    expect(removed.status).toBe(200);
    rows = await ctx.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.contentId, content!.id));
    expect(rows).toHaveLength(1);
    const [saved] = await ctx.database.db
      .select()
      .from(contents)
      .where(eq(contents.id, content!.id));
    expect(saved).toMatchObject({ text: '새 설명', videoId: null });
    const foreign = await ctx.app.request(`/api/admin/lectures/contents/${content!.id}`, {
      method: 'PUT',
      headers: otherTeacher.headers,
      body: form({ contents: '남의 것' }),
    });
    expect(foreign.status).toBe(403);
    const unknown = await ctx.app.request(`/api/admin/lectures/contents/${content!.id}`, {
      method: 'PUT',
      headers: teacher.headers,
      body: form({ contents: '다시', removeAttachmentIds: '999999' }),
    });
    expect(unknown.status).toBe(400);
    expect(await messageOf(unknown)).toBe(am.structure.attachmentUnknown);
    const [unchanged] = await ctx.database.db
      .select()
      .from(contents)
      .where(eq(contents.id, content!.id));
    expect(unchanged!.text).toBe('새 설명');
  });
});
