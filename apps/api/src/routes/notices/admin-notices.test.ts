// Staff write notices (docs/decisions/018-staff-authoring.md): per role, the sanitised body,
// scheduled publishing on the public list and detail, pinning tells students, bad input changes
// nothing.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminNoticeListResponse,
  AdminNoticeResponse,
  NoticeListResponse,
  StoredImageResponse,
} from '@academy/api-client/contract';
import { authoringMessages as am } from '@academy/strings/authoring';
import * as validation from '@academy/strings/validation';
import { notifications } from '../../db/schema/live.ts';
import { notices } from '../../db/schema/notices.ts';
import { createUsers, type TestUser } from '../../test/fixtures.ts';
import { createLectureTestApp, jsonRequest, messageOf } from '../../test/lecture-fixtures.ts';

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
afterAll(() => ctx.database.drop());

const write = (body: unknown, headers: Record<string, string>, id?: number) =>
  ctx.app.request(
    id ? `/api/admin/notices/${id}` : '/api/admin/notices',
    jsonRequest(id ? 'PUT' : 'POST', body, headers),
  );
const created = async (body: unknown, headers = teacher.headers) => {
  const response = await write(body, headers);
  expect(response.status).toBe(201);
  return v.parse(AdminNoticeResponse, await response.json()).data;
};
const publicList = async () =>
  v.parse(
    NoticeListResponse,
    await (await ctx.app.request('/api/notice/list?page=0&size=100')).json(),
  ).data;

describe('writing a notice', () => {
  it('lets a teacher publish one that the public list and detail show at once', async () => {
    const notice = await created({
      title: '  3월 모의고사 안내 ',
      content: '<h2>일정</h2><p>3월 5일</p>',
    });
    expect(notice).toMatchObject({
      title: '3월 모의고사 안내',
      authorName: teacher.user.name,
      isPublished: true,
      isImportant: false,
    });
    expect((await publicList()).map((item) => item.id)).toContain(notice.id);
    const detail = await ctx.app.request(`/api/notice/${notice.id}`);
    expect(detail.status).toBe(200);
  });

  it('stores the body sanitised: scripts, handlers and javascript: links are gone', async () => {
    const notice = await created({
      title: '위험한 본문',
      content:
        '<p onclick="steal()">안내<script>alert(1)</script></p><a href="javascript:alert(1)">링크</a>' +
        '<a href="https://academy.example">학원</a><img src="/api/files/images/x.webp" onerror="x()"><iframe src="https://evil.example"></iframe>',
    });
    const [row] = await ctx.database.db.select().from(notices).where(eq(notices.id, notice.id));
    expect(row!.content).not.toMatch(/script|onclick|onerror|javascript|iframe|alert/);
    expect(row!.content).toContain('<p>안내</p>');
    expect(row!.content).toContain(
      '<a href="https://academy.example" target="_blank" rel="noopener noreferrer nofollow">학원</a>',
    );
    expect(row!.content).toContain('<img src="/api/files/images/x.webp" />');
  });

  it('refuses a body with nothing left after sanitising, and bad fields, changing nothing', async () => {
    const before = await ctx.database.db.select().from(notices);
    const onlyScript = await write(
      { title: '제목', content: '<script>alert(1)</script>' },
      teacher.headers,
    );
    expect(onlyScript.status).toBe(400);
    expect(await messageOf(onlyScript)).toBe(am.notice.contentRequired);
    const noTitle = await write({ title: ' ', content: '<p>본문</p>' }, teacher.headers);
    expect(await messageOf(noTitle)).toBe(am.notice.titleRequired);
    const smuggled = await write(
      { title: '제목', content: '<p>본문</p>', viewCount: 999 },
      teacher.headers,
    );
    expect(smuggled.status).toBe(400);
    expect(await messageOf(smuggled)).toBe(validation.common.unknownField);
    const badTime = await write(
      { title: '제목', content: '<p>본문</p>', publishAt: '내일' },
      teacher.headers,
    );
    expect(await messageOf(badTime)).toBe(am.notice.publishAtInvalid);
    expect(await ctx.database.db.select().from(notices)).toHaveLength(before.length);
  });

  it('refuses a scheduled time already past with its message, creating and changing nothing', async () => {
    const before = await ctx.database.db.select().from(notices);
    const past = new Date(Date.now() - 10 * 60 * 1000).toISOString();
    const refused = await write(
      { title: '지난 예약', content: '<p>본문</p>', publishAt: past },
      teacher.headers,
    );
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe(am.notice.publishAtPast);
    expect(await ctx.database.db.select().from(notices)).toHaveLength(before.length);

    // nor may an edit move a notice's time into the past
    const notice = await created({ title: '그대로', content: '<p>본문</p>' });
    const edit = await write(
      { title: '바뀐 제목', content: '<p>본문</p>', publishAt: past },
      teacher.headers,
      notice.id,
    );
    expect(edit.status).toBe(400);
    expect(await messageOf(edit)).toBe(am.notice.publishAtPast);
    const [row] = await ctx.database.db.select().from(notices).where(eq(notices.id, notice.id));
    expect(row!.title).toBe('그대로');
  });

  it('keeps a scheduled notice off the public list and detail until its time', async () => {
    const future = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const listBefore = await publicList(); // cached copy made before the write
    const notice = await created({
      title: '예약 공지',
      content: '<p>곧 공개</p>',
      publishAt: future,
    });
    expect(notice).toMatchObject({ isPublished: false, publishAt: future });
    expect((await publicList()).map((item) => item.id)).not.toContain(notice.id);
    expect((await publicList()).length).toBe(listBefore.length);
    expect((await ctx.app.request(`/api/notice/${notice.id}`)).status).toBe(404);
    // staff see it in their list
    const staffList = v.parse(
      AdminNoticeListResponse,
      await (await ctx.app.request('/api/admin/notices', { headers: teacher.headers })).json(),
    ).data;
    expect(staffList.find((item) => item.id === notice.id)?.isPublished).toBe(false);
    // its time comes (moved into the past in the database): it shows without any write announcing it
    await ctx.database.db
      .update(notices)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(notices.id, notice.id));
    expect((await publicList()).map((item) => item.id)).toContain(notice.id);
    expect((await ctx.app.request(`/api/notice/${notice.id}`)).status).toBe(200);
  });
});

describe('who may write', () => {
  it('answers 401 without a token and 403 to a student', async () => {
    const body = { title: '제목', content: '<p>본문</p>' };
    expect(
      (await ctx.app.request('/api/admin/notices', jsonRequest('POST', body, {}))).status,
    ).toBe(401);
    expect((await write(body, student.headers)).status).toBe(403);
    expect((await ctx.app.request('/api/admin/notices', { headers: student.headers })).status).toBe(
      403,
    );
  });

  it('lets a teacher edit and delete only their own notice; an admin any', async () => {
    const notice = await created({ title: '선생님 공지', content: '<p>본문</p>' });
    const foreign = await write(
      { title: '바꿈', content: '<p>x</p>' },
      otherTeacher.headers,
      notice.id,
    );
    expect(foreign.status).toBe(403);
    expect(await messageOf(foreign)).toBe(am.notice.notYours);
    const foreignDelete = await ctx.app.request(`/api/admin/notices/${notice.id}`, {
      method: 'DELETE',
      headers: otherTeacher.headers,
    });
    expect(foreignDelete.status).toBe(403);
    const edited = await write(
      { title: '관리자 수정', content: '<p>수정</p>' },
      admin.headers,
      notice.id,
    );
    expect(edited.status).toBe(200);
    expect(v.parse(AdminNoticeResponse, await edited.json()).data.title).toBe('관리자 수정');
    const gone = await ctx.app.request(`/api/admin/notices/${notice.id}`, {
      method: 'DELETE',
      headers: teacher.headers,
    });
    expect(gone.status).toBe(200);
    expect((await ctx.app.request(`/api/notice/${notice.id}`)).status).toBe(404);
    const missing = await write({ title: '제목', content: '<p>x</p>' }, admin.headers, 999999);
    expect(missing.status).toBe(404);
  });
});

describe('pinning', () => {
  it('tells every student when a public notice becomes important, once', async () => {
    const countFor = async () =>
      (
        await ctx.database.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, student.user.id))
      ).filter((row) => row.kind === 'NOTICE_PINNED').length;
    const before = await countFor();
    const notice = await created({ title: '일반 공지', content: '<p>본문</p>' });
    expect(await countFor()).toBe(before);
    const pinned = await write(
      { title: '일반 공지', content: '<p>본문</p>', isImportant: true },
      teacher.headers,
      notice.id,
    );
    expect(pinned.status).toBe(200);
    expect(await countFor()).toBe(before + 1);
    // saving it again pinned does not tell them again
    await write(
      { title: '일반 공지!', content: '<p>본문</p>', isImportant: true },
      teacher.headers,
      notice.id,
    );
    expect(await countFor()).toBe(before + 1);
    expect((await publicList())[0]!.id).toBe(notice.id);
    // unpinned and pinned again, twice: students were told once, not each time
    for (const isImportant of [false, true, false, true]) {
      const saved = await write(
        { title: '일반 공지!', content: '<p>본문</p>', isImportant },
        teacher.headers,
        notice.id,
      );
      expect(saved.status).toBe(200);
    }
    expect(await countFor()).toBe(before + 1);
  });

  it('tells them once of a notice written pinned and pinned again later', async () => {
    const countFor = async () =>
      (
        await ctx.database.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, student.user.id))
      ).filter((row) => row.kind === 'NOTICE_PINNED').length;
    const before = await countFor();
    const body = { title: '중요 공지', content: '<p>본문</p>', isImportant: true };
    const notice = await created(body);
    expect(await countFor()).toBe(before + 1);
    await write({ ...body, isImportant: false }, teacher.headers, notice.id);
    await write(body, teacher.headers, notice.id);
    expect(await countFor()).toBe(before + 1);
  });
});

describe('notice images', () => {
  it('stores an uploaded image for the body and refuses what is not one', async () => {
    const png = new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } })
            .png()
            .toBuffer(),
        ),
      ],
      'a.png',
      { type: 'image/png' },
    );
    const body = new FormData();
    body.append('imageFile', png);
    const response = await ctx.app.request('/api/admin/notices/images', {
      method: 'POST',
      headers: teacher.headers,
      body,
    });
    expect(response.status).toBe(201);
    const { data } = v.parse(StoredImageResponse, await response.json());
    expect(data.url).toMatch(/^\/api\/files\/images\/.+\.webp$/);
    const fake = new FormData();
    fake.append('imageFile', new File(['<svg onload="x()"/>'], 'x.png', { type: 'image/png' }));
    const refused = await ctx.app.request('/api/admin/notices/images', {
      method: 'POST',
      headers: teacher.headers,
      body: fake,
    });
    expect(refused.status).toBe(415);
    const byStudent = await ctx.app.request('/api/admin/notices/images', {
      method: 'POST',
      headers: student.headers,
      body,
    });
    expect(byStudent.status).toBe(403);
  });
});
