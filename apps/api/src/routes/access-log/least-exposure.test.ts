// Least exposure (docs/product/security.md): the staff lists, called as a teacher and as an admin,
// show each email and phone masked and carry no address or bank field; the whole contacts come
// only from the detail route the access log records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import { createUser, maskedEmail, type TestUser } from '../../test/fixtures.ts';
import { staffedLecture } from '../../test/lecture-fixtures.ts';

let ctx: Awaited<ReturnType<typeof staffedLecture>>['ctx'];
let teacher: TestUser;
let admin: TestUser;
let student: TestUser;
let lectureId: number;

/** Fields no staff list needs: an address, bank details, notes. */
const NEVER_LISTED = [
  'address',
  'bankName',
  'accountNumber',
  'accountNumberEncrypted',
  'businessNumber',
  'businessNumberEncrypted',
  'passwordHash',
  'note',
];

beforeAll(async () => {
  let students: TestUser[];
  let lecture: Awaited<ReturnType<typeof staffedLecture>>['lecture'];
  ({ ctx, teacher, admin, lecture, students } = await staffedLecture('노출 강의', [
    { name: '노출학생' },
  ]));
  [student] = students as [TestUser];
  lectureId = lecture.lecture.id;
  const { db } = ctx.database;
  await db
    .update(users)
    .set({ studentContact: '010-1111-2222', parentContact: '010-3333-4444', address: '서울' })
    .where(eq(users.id, student.user.id));
  // a 무통장 입금 order waiting in the staff's deposit queue
  const buyer = await createUser(db, 'STUDENT', { name: '구매학생' });
  const ordered = await ctx.app.request('/api/orders', {
    method: 'POST',
    headers: { ...buyer.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      items: [{ lectureId, kind: 'COURSE' }],
      method: 'BANK_DEPOSIT',
      depositorName: '구매학생',
    }),
  });
  expect(ordered.status).toBe(201);
});
afterAll(async () => {
  await ctx.database.drop();
});

/** Every key anywhere in a JSON value, and every string value under a key named `key`. */
function walk(value: unknown, keys = new Set<string>(), found: Record<string, string[]> = {}) {
  if (Array.isArray(value)) for (const item of value) walk(item, keys, found);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      if (typeof inner === 'string') (found[key] ??= []).push(inner);
      walk(inner, keys, found);
    }
  return { keys, found };
}

describe('staff lists, as a teacher and as an admin', () => {
  const lists = () => [
    `/api/admin/lectures/${lectureId}/roster`,
    `/api/admin/students?q=${encodeURIComponent('노출')}`,
    '/api/admin/deposit-orders',
    `/api/admin/lectures/${lectureId}/attendance`,
    '/api/admin/users/teachers',
    '/api/admin/teachers',
    `/api/admin/students/${student.user.id}`,
  ];

  for (const role of ['teacher', 'admin'] as const) {
    it(`shows masked emails and no contact fields to the ${role}`, async () => {
      const caller = role === 'teacher' ? teacher : admin;
      for (const path of lists()) {
        const response = await ctx.app.request(path, { headers: caller.headers });
        expect(response.status, path).toBe(200);
        const { data } = (await response.json()) as { data: unknown };
        const { keys, found } = walk(data);
        for (const field of NEVER_LISTED) expect(keys.has(field), `${path} ${field}`).toBe(false);
        const emails = (found.userId ?? []).filter((text) => text.includes('@'));
        for (const email of emails) expect(email, path).toMatch(/^[^@]{1,2}\*\*\*@/);
        // phones only masked: 010-****-2222
        for (const phone of [...(found.studentContact ?? []), ...(found.parentContact ?? [])])
          expect(phone, path).toMatch(/^\d{3}-\*{4}-\d{4}$/);
      }
      const page = await ctx.app.request(`/api/admin/students/${student.user.id}`, {
        headers: caller.headers,
      });
      expect(
        ((await page.json()) as { data: { maskedContacts: unknown } }).data.maskedContacts,
      ).toEqual({
        studentContact: '010-****-2222',
        parentContact: '010-****-4444',
      });
      // the student's email appears masked in the roster
      const roster = await ctx.app.request(lists()[0]!, { headers: caller.headers });
      expect(JSON.stringify(await roster.json())).toContain(maskedEmail(student.user.email));
    });
  }

  it('finds a student by the whole email only, so a search cannot spell out a masked one', async () => {
    const search = async (q: string) => {
      const response = await ctx.app.request(`/api/admin/students?q=${encodeURIComponent(q)}`, {
        headers: teacher.headers,
      });
      return ((await response.json()) as { data: { id: number }[] }).data.map((row) => row.id);
    };
    const email = student.user.email;
    // a part of the email (here its masked head plus one more character) finds nothing
    expect(await search(email.slice(0, 3))).not.toContain(student.user.id);
    expect(await search(email.slice(0, email.indexOf('@') + 1))).not.toContain(student.user.id);
    expect(await search(email.toUpperCase())).toEqual([student.user.id]);
  });

  it("gives an instructor's email whole to an admin and to the teacher themself only", async () => {
    const read = async (caller: TestUser) => {
      const response = await ctx.app.request(`/api/admin/teachers/${teacher.user.id}`, {
        headers: caller.headers,
      });
      return ((await response.json()) as { data: { userId: string } }).data.userId;
    };
    const colleague = await createUser(ctx.database.db, 'TEACHER');
    expect(await read(admin)).toBe(teacher.user.email);
    expect(await read(teacher)).toBe(teacher.user.email);
    expect(await read(colleague)).toBe(maskedEmail(teacher.user.email));
  });
});
