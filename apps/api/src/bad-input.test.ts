// Wrong input answers 400 with a Korean message, never 500; ids follow one
// rule on every route; a lecture's teacherId is the caller's own (or any teacher for an admin).
import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreatedResponse, ErrorEnvelope } from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import { chapters, lectures } from './db/schema/lectures.ts';
import { refuseUndecodablePaths } from './lib/undecodable-paths.ts';
import { createUsers, type TestUser } from './test/fixtures.ts';
import { createLecture, createLectureTestApp, jsonRequest } from './test/lecture-fixtures.ts';

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

async function expect400(response: Response, message?: string) {
  expect(response.status).toBe(400);
  const body = v.parse(ErrorEnvelope, await response.json());
  expect(body.code).toBe('BAD_REQUEST');
  expect(body.message).toMatch(/[가-힣]/);
  if (message) expect(body.message).toBe(message);
  return body;
}

const post = (path: string, body: unknown, headers: Record<string, string>) =>
  ctx.app.request(path, jsonRequest('POST', body, headers));

describe('numbers beyond the id range', () => {
  it.each([1e15, 9999999999, 2147483648])('lectureDetailId %s: 400', async (id) => {
    await expect400(
      await post('/api/lectures/detail', { lectureDetailId: id, type: 'VIDEO' }, student.headers),
    );
    await expect400(
      await post(
        '/api/lectures/submit-link',
        { lectureDetailId: id, reviewUrl: 'https://example.com/a' },
        student.headers,
      ),
    );
  });

  it.each([99999999999, 1e308, -1, 1.5])('chapterOrder %s: 400 in Korean', async (order) => {
    const { lecture } = await createLecture(ctx.database.db, teacher.user.id);
    await expect400(
      await post(
        '/api/admin/lectures/chapters',
        { lectureId: lecture.id, title: '장', chapterOrder: order },
        teacher.headers,
      ),
      validation.common.invalidOrder,
    );
  });

  it('lectureDetailId=9999999999 on contents: 400', async () => {
    const form = new FormData();
    form.append('lectureDetailId', '9999999999');
    form.append('contents', '내용');
    const response = await ctx.app.request('/api/admin/lectures/contents', {
      method: 'POST',
      headers: teacher.headers,
      body: form,
    });
    await expect400(response, validation.common.invalidId);
  });
});

describe('a NUL byte', () => {
  it('in the login name: 400, not 500', async () => {
    await expect400(
      await post('/api/auth/login', { username: 'a\u0000@example.com', password: 'x' }, {}),
    );
  });

  it('in a text field: 400 and nothing stored', async () => {
    const { lecture } = await createLecture(ctx.database.db, teacher.user.id);
    const before = await ctx.database.db
      .select()
      .from(chapters)
      .where(eq(chapters.lectureId, lecture.id));
    await expect400(
      await post(
        '/api/admin/lectures/chapters',
        { lectureId: lecture.id, title: '장\u0000' },
        teacher.headers,
      ),
    );
    const after = await ctx.database.db
      .select()
      .from(chapters)
      .where(eq(chapters.lectureId, lecture.id));
    expect(after).toHaveLength(before.length);
  });
});

describe('bad percent-encoding', () => {
  it('in an API path: 400 in the envelope', async () => {
    await expect400(await ctx.app.request('/api/files/%E0%A4%A'));
  });

  it('is refused at the front of the process, before any app or API handler', async () => {
    let reached = 0;
    const behind: RequestListener = (request, response) => {
      reached += 1;
      // what an app handler does with the path: decoding it throws
      decodeURIComponent(request.url!);
      response.end('ok');
    };
    const api = getRequestListener(ctx.app.fetch);
    const server = http.createServer(
      refuseUndecodablePaths((request, response) =>
        request.url!.startsWith('/api') ? api(request, response) : behind(request, response),
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const page = await fetch(`${origin}/%E0%A4%A`);
      expect(page.status).toBe(400);
      expect(page.headers.get('content-type')).toContain('text/plain');
      expect(await page.text()).toBe(validation.common.invalidPath);
      await expect400(await fetch(`${origin}/api/files/%E0%A4%A`), validation.common.invalidPath);
      await expect400(
        await fetch(`${origin}/api/auth/check-email?email=%E0%A4%A`),
        validation.common.invalidPath,
      );
      expect(reached).toBe(0);
      // a well-formed encoded path still passes
      expect((await fetch(`${origin}/%ED%95%9C`)).status).toBe(200);
      expect(reached).toBe(1);
    } finally {
      server.close();
    }
  });
});

describe('ids: one rule on every route (a number or a decimal string in JSON)', () => {
  it('accepts a numeric string where it once refused it, and refuses what is not an id', async () => {
    const { lecture } = await createLecture(ctx.database.db, teacher.user.id);
    const created = await post(
      '/api/admin/lectures/chapters',
      { lectureId: String(lecture.id), title: '문자열 ID' },
      teacher.headers,
    );
    expect(created.status).toBe(201);
    for (const id of ['12a', '0', '-3', '1.5', '', true, null]) {
      const response = await post(
        '/api/admin/lectures/chapters',
        { lectureId: id, title: '장' },
        teacher.headers,
      );
      await expect400(response, validation.chapter.lectureRequired);
    }
  });
});

describe('teacherId on lecture creation (docs/product/roles.md)', () => {
  const png = async () =>
    new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 30, height: 20, channels: 3, background: '#336699' } })
            .png()
            .toBuffer(),
        ),
      ],
      'thumb.png',
      { type: 'image/png' },
    );
  async function create(headers: Record<string, string>, teacherId?: number) {
    const form = new FormData();
    form.append('title', '새 강의');
    form.append('imageFile', await png());
    if (teacherId !== undefined) form.append('teacherId', String(teacherId));
    return ctx.app.request('/api/admin/lectures', { method: 'POST', headers, body: form });
  }
  const teacherOf = async (response: Response) => {
    const { data } = v.parse(CreatedResponse, await response.json());
    const [row] = await ctx.database.db.select().from(lectures).where(eq(lectures.id, data.id));
    return row!.teacherId;
  };

  it("accepts the caller's own id, as a spec client sends it", async () => {
    const response = await create(teacher.headers, teacher.user.id);
    expect(response.status).toBe(201);
    expect(await teacherOf(response)).toBe(teacher.user.id);
  });

  it("refuses another teacher's id with 403, creating nothing", async () => {
    const before = (await ctx.database.db.select().from(lectures)).length;
    const response = await create(teacher.headers, otherTeacher.user.id);
    expect(response.status).toBe(403);
    expect(v.parse(ErrorEnvelope, await response.json()).message).toBe(
      validation.lecture.teacherNotYou,
    );
    expect((await ctx.database.db.select().from(lectures)).length).toBe(before);
  });

  it('lets an admin name any teacher, but not a student', async () => {
    const response = await create(admin.headers, otherTeacher.user.id);
    expect(response.status).toBe(201);
    expect(await teacherOf(response)).toBe(otherTeacher.user.id);
    await expect400(
      await create(admin.headers, student.user.id),
      validation.lecture.teacherNotFound,
    );
  });
});
