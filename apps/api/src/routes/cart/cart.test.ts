import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartResponse } from '@academy/api-client/contract';
import * as commerce from '@academy/strings/commerce';
import { cartItems } from '../../db/schema/commerce.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { createUser, enrol } from '../../test/fixtures.ts';
import {
  createLecture,
  createLectureTestApp,
  jsonRequest,
  messageOf,
} from '../../test/lecture-fixtures.ts';

const e = commerce.errors;
let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let withBook: number;
let noBook: number;
let draft: number;

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  const teacher = await createUser(db, 'TEACHER');
  withBook = (await createLecture(db, teacher.user.id, { title: '교재 있는 강의' })).lecture.id;
  noBook = (await createLecture(db, teacher.user.id, { title: '교재 없는 강의' })).lecture.id;
  draft = (await createLecture(db, teacher.user.id, { title: '준비 중 강의' })).lecture.id;
  await db
    .update(lectures)
    .set({ textbookName: 'EJU 교재', textbookPrice: 20000 })
    .where(eq(lectures.id, withBook));
  await db.update(lectures).set({ status: 'DRAFT' }).where(eq(lectures.id, draft));
});
afterAll(() => ctx.database.drop());

const cartOf = async (response: Response) =>
  v.parse(CartResponse, await response.json()).data.items;

describe('the student’s cart', () => {
  it('keeps a lecture and its textbook at the server’s prices, and empties', async () => {
    const student = await createUser(ctx.database.db);
    const put = await ctx.app.request(
      '/api/me/cart',
      jsonRequest(
        'PUT',
        {
          items: [
            { lectureId: withBook, kind: 'COURSE' },
            { lectureId: withBook, kind: 'TEXTBOOK' },
          ],
        },
        student.headers,
      ),
    );
    expect(put.status).toBe(200);
    expect(await cartOf(put)).toEqual([
      {
        lectureId: withBook,
        kind: 'COURSE',
        title: '교재 있는 강의',
        lectureTitle: '교재 있는 강의',
        price: 1000,
      },
      {
        lectureId: withBook,
        kind: 'TEXTBOOK',
        title: 'EJU 교재',
        lectureTitle: '교재 있는 강의',
        price: 20000,
      },
    ]);
    expect(
      await cartOf(await ctx.app.request('/api/me/cart', { headers: student.headers })),
    ).toHaveLength(2);
    const emptied = await ctx.app.request('/api/me/cart', {
      method: 'DELETE',
      headers: student.headers,
    });
    expect(await cartOf(emptied)).toEqual([]);
  });

  it('refuses a whole list with one bad item (Korean reason) and changes nothing', async () => {
    const student = await createUser(ctx.database.db);
    await enrol(ctx.database.db, student.user.id, noBook);
    await ctx.app.request(
      '/api/me/cart',
      jsonRequest('PUT', { items: [{ lectureId: withBook, kind: 'COURSE' }] }, student.headers),
    );
    const cases: [unknown, number, string][] = [
      [[{ lectureId: noBook, kind: 'TEXTBOOK' }], 400, e.textbookNotSold],
      [[{ lectureId: draft, kind: 'COURSE' }], 409, e.notForSale],
      [[{ lectureId: noBook, kind: 'COURSE' }], 409, e.alreadyEnrolled],
      [[{ lectureId: 999999, kind: 'COURSE' }], 404, e.lectureNotFound],
      [
        [
          { lectureId: withBook, kind: 'COURSE' },
          { lectureId: withBook, kind: 'COURSE' },
        ],
        400,
        commerce.validation.itemDuplicate,
      ],
      [[{ lectureId: withBook, kind: 'SHIRT' }], 400, commerce.validation.kindInvalid],
    ];
    for (const [items, status, message] of cases) {
      const response = await ctx.app.request(
        '/api/me/cart',
        jsonRequest(
          'PUT',
          { items: [{ lectureId: withBook, kind: 'TEXTBOOK' }, ...(items as object[])] },
          student.headers,
        ),
      );
      expect([response.status, await messageOf(response)]).toEqual([status, message]);
    }
    const smuggled = await ctx.app.request(
      '/api/me/cart',
      jsonRequest(
        'PUT',
        { items: [{ lectureId: withBook, kind: 'COURSE', price: 1 }] },
        student.headers,
      ),
    );
    expect(smuggled.status).toBe(400);
    const rows = await ctx.database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, student.user.id));
    expect(rows.map((row) => [row.lectureId, row.kind])).toEqual([[withBook, 'COURSE']]);
  });

  it('merges the visitor’s browser cart at login, keeping what can be bought and what was there', async () => {
    const student = await createUser(ctx.database.db);
    await enrol(ctx.database.db, student.user.id, noBook);
    await ctx.app.request(
      '/api/me/cart',
      jsonRequest('PUT', { items: [{ lectureId: withBook, kind: 'TEXTBOOK' }] }, student.headers),
    );
    const merged = await ctx.app.request(
      '/api/me/cart/merge',
      jsonRequest(
        'POST',
        {
          items: [
            { lectureId: withBook, kind: 'TEXTBOOK' },
            { lectureId: withBook, kind: 'COURSE' },
            { lectureId: noBook, kind: 'COURSE' },
            { lectureId: draft, kind: 'COURSE' },
          ],
        },
        student.headers,
      ),
    );
    expect(merged.status).toBe(200);
    expect((await cartOf(merged)).map((item) => [item.lectureId, item.kind]).sort()).toEqual(
      [
        [withBook, 'COURSE'],
        [withBook, 'TEXTBOOK'],
      ].sort(),
    );
  });

  it('is a student’s own: 401 without a session, 403 for staff and parents', async () => {
    const teacher = await createUser(ctx.database.db, 'TEACHER');
    const parent = await createUser(ctx.database.db, 'PARENT');
    expect((await ctx.app.request('/api/me/cart')).status).toBe(401);
    expect((await ctx.app.request('/api/me/cart', { headers: teacher.headers })).status).toBe(403);
    expect((await ctx.app.request('/api/me/cart', { headers: parent.headers })).status).toBe(403);
  });
});
