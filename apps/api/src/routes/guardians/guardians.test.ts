// Guardians (docs/product/parents.md): a student invites a parent by email or phone (the link in
// the outbox), the parent accepts with a new account or their own, follows several children and
// sees only theirs; removal by age; staff link and remove; a parent reaches nothing of a student's
// or staff's.
import { and, desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AcceptInvitationResponse,
  ChildrenResponse,
  GuardianInvitationResponse,
  InvitationPreviewResponse,
  LoginResponse,
  MyGuardiansResponse,
} from '@academy/api-client/contract';
import { publishFirstVersions } from '../../db/consent-first-versions.ts';
import { accessLog } from '../../db/schema/audit.ts';
import { guardianInvitations } from '../../db/schema/guardian-invitations.ts';
import { guardianLinks } from '../../db/schema/guardians.ts';
import { outboxMessages } from '../../db/schema/messaging.ts';
import { users } from '../../db/schema/users.ts';
import { createUser, createUsers, enrol, type TestUser } from '../../test/fixtures.ts';
import { createLecture, jsonRequest, messageOf } from '../../test/lecture-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { ageOn } from './guardians.handlers.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let teacher: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  await publishFirstVersions(ctx.database.db);
  ({ admin, teacher } = await createUsers(ctx.database.db, { admin: 'ADMIN', teacher: 'TEACHER' }));
});
afterAll(() => ctx.close());

const consents = [
  { kind: 'TERMS', version: 1, granted: true },
  { kind: 'PRIVACY', version: 1, granted: true },
];
let made = 0;
const newParent = (email = `parent${++made}-${Date.now()}@example.com`) => ({
  name: '김보호',
  userId: email,
  password: 'parent-pass-1234',
  consents,
});

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.request(path, jsonRequest(method, body, headers));

/** Invites by email as the student and answers the link's token, read from the outbox row. */
async function invite(student: TestUser, address: { email?: string; phone?: string }) {
  const response = await call('POST', '/api/me/guardians/invitations', address, student.headers);
  expect(response.status).toBe(201);
  const invitation = v.parse(GuardianInvitationResponse, await response.json()).data;
  const [row] = await ctx.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.dedupeKey, `guardian-invitation:${invitation.id}`));
  const url = new URL(String(row!.variables.acceptUrl));
  return { invitation, token: url.searchParams.get('token')!, row: row! };
}

async function signIn(email: string, password: string) {
  const response = await call('POST', '/api/auth/login', { username: email, password });
  expect(response.status).toBe(200);
  const token = v.parse(LoginResponse, await response.json()).data.token;
  return { Authorization: `Bearer ${token}` };
}

async function children(headers: Record<string, string>) {
  const response = await call('GET', '/api/me/children', undefined, headers);
  expect(response.status).toBe(200);
  return v.parse(ChildrenResponse, await response.json()).data;
}

describe('inviting a guardian', () => {
  it('writes the link to the outbox by email, keeps only the hash, and lists it as pending', async () => {
    const student = await createUser(ctx.database.db, 'STUDENT', { name: '이하늘' });
    const { invitation, token, row } = await invite(student, { email: 'Mom@Example.com' });
    expect(row).toMatchObject({
      channel: 'EMAIL',
      address: 'mom@example.com',
      template: 'guardian-invitation',
    });
    expect(row.variables.studentName).toBe('이하늘');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await ctx.database.db
      .select()
      .from(guardianInvitations)
      .where(eq(guardianInvitations.id, invitation.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const mine = await call('GET', '/api/me/guardians', undefined, student.headers);
    const view = v.parse(MyGuardiansResponse, await mine.json()).data;
    expect(view.invitations.map((item) => [item.email, item.state])).toEqual([
      ['mom@example.com', 'PENDING'],
    ]);
    expect(view.canRemove).toBe(false);
  });

  it('sends by SMS when given a phone number', async () => {
    const student = await createUser(ctx.database.db, 'STUDENT');
    const { row } = await invite(student, { phone: '010-9876-5432' });
    expect(row).toMatchObject({ channel: 'SMS', address: '010-9876-5432' });
  });

  it("refuses a student's or staff's address at once, in Korean, and writes nothing", async () => {
    const student = await createUser(ctx.database.db, 'STUDENT');
    const classmate = await createUser(ctx.database.db, 'STUDENT');
    const asStudent = await call(
      'POST',
      '/api/me/guardians/invitations',
      { email: classmate.user.email.toUpperCase() },
      student.headers,
    );
    expect(asStudent.status).toBe(409);
    expect(await messageOf(asStudent)).toContain('학생 계정으로 가입된 이메일입니다');
    const asStaff = await call(
      'POST',
      '/api/me/guardians/invitations',
      { email: teacher.user.email },
      student.headers,
    );
    expect(asStaff.status).toBe(409);
    expect(await messageOf(asStaff)).toContain('강사·관리자 계정');
    const written = await ctx.database.db
      .select()
      .from(guardianInvitations)
      .where(eq(guardianInvitations.studentId, student.user.id));
    expect(written).toEqual([]);
  });

  it('refuses no address, both addresses, and a second open invitation to the same one', async () => {
    const student = await createUser(ctx.database.db, 'STUDENT');
    const none = await call('POST', '/api/me/guardians/invitations', {}, student.headers);
    expect(none.status).toBe(400);
    const both = await call(
      'POST',
      '/api/me/guardians/invitations',
      { email: 'a@example.com', phone: '010-1111-2222' },
      student.headers,
    );
    expect(both.status).toBe(400);
    await invite(student, { email: 'dad@example.com' });
    const again = await call(
      'POST',
      '/api/me/guardians/invitations',
      { email: 'dad@example.com' },
      student.headers,
    );
    expect(again.status).toBe(409);
  });
});

describe('accepting an invitation', () => {
  it('makes a PARENT account, links the child, and the link then works no more', async () => {
    const student = await createUser(ctx.database.db, 'STUDENT', { name: '박지민' });
    const other = await createUser(ctx.database.db, 'STUDENT', { name: '남의아이' });
    await invite(other, { email: 'other-parent@example.com' });
    const { token } = await invite(student, { email: 'jimin-mom@example.com' });
    const preview = await call('GET', `/api/guardian-invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(v.parse(InvitationPreviewResponse, await preview.json()).data).toMatchObject({
      studentName: '박지민',
      email: 'jimin-mom@example.com',
    });
    const body = newParent('jimin-mom@example.com');
    const accepted = await call('POST', `/api/guardian-invitations/${token}/accept`, body);
    expect(accepted.status).toBe(200);
    expect(v.parse(AcceptInvitationResponse, await accepted.json()).data).toEqual({
      studentId: student.user.id,
      studentName: '박지민',
      created: true,
    });
    const [account] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'jimin-mom@example.com'));
    expect(account!.role).toBe('PARENT');
    const headers = await signIn(body.userId, body.password);
    expect((await children(headers)).map((child) => [child.studentId, child.name])).toEqual([
      [student.user.id, '박지민'],
    ]);
    for (const again of [
      await call('GET', `/api/guardian-invitations/${token}`),
      await call('POST', `/api/guardian-invitations/${token}/accept`, {}, headers),
    ]) {
      expect(again.status).toBe(410);
      expect(await messageOf(again)).toContain('이미 수락된 초대');
    }
  });

  it('lets a signed-in parent add a second child to their account', async () => {
    const [first, second] = [
      await createUser(ctx.database.db, 'STUDENT', { name: '가첫째' }),
      await createUser(ctx.database.db, 'STUDENT', { name: '나둘째' }),
    ];
    const parent = await createUser(ctx.database.db, 'PARENT');
    for (const child of [first, second]) {
      const { token } = await invite(child, { email: parent.user.email });
      const response = await call(
        'POST',
        `/api/guardian-invitations/${token}/accept`,
        {},
        parent.headers,
      );
      expect(response.status).toBe(200);
    }
    const { lecture } = await createLecture(ctx.database.db, teacher.user.id);
    await enrol(ctx.database.db, first.user.id, lecture.id);
    expect(
      (await children(parent.headers)).map((child) => [child.name, child.lectureCount]),
    ).toEqual([
      ['가첫째', 1],
      ['나둘째', 0],
    ]);
  });

  it("refuses an email that is a student's account, and a signed-in student", async () => {
    const student = await createUser(ctx.database.db, 'STUDENT');
    const { token } = await invite(student, { phone: '010-5555-6666' });
    const taken = await call(
      'POST',
      `/api/guardian-invitations/${token}/accept`,
      newParent(student.user.email),
    );
    expect(taken.status).toBe(409);
    expect(await messageOf(taken)).toContain('학생 계정으로 가입된 이메일입니다');
    const signedIn = await call(
      'POST',
      `/api/guardian-invitations/${token}/accept`,
      {},
      student.headers,
    );
    expect(signedIn.status).toBe(403);
    // still open: nothing was used up
    expect((await call('GET', `/api/guardian-invitations/${token}`)).status).toBe(200);
  });

  it('refuses an expired, a cancelled and an unknown link, each in its own words', async () => {
    const student = await createUser(ctx.database.db, 'STUDENT');
    const expired = await invite(student, { email: 'late@example.com' });
    await ctx.database.db
      .update(guardianInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(guardianInvitations.id, expired.invitation.id));
    const late = await call(
      'POST',
      `/api/guardian-invitations/${expired.token}/accept`,
      newParent(),
    );
    expect(late.status).toBe(410);
    expect(await messageOf(late)).toContain('초대 기간(7일)이 지났습니다');

    const cancelled = await invite(student, { email: 'nope@example.com' });
    const cancel = await call(
      'DELETE',
      `/api/me/guardians/invitations/${cancelled.invitation.id}`,
      undefined,
      student.headers,
    );
    expect(cancel.status).toBe(200);
    const used = await call('GET', `/api/guardian-invitations/${cancelled.token}`);
    expect(used.status).toBe(410);
    expect(await messageOf(used)).toContain('취소된 초대');

    const unknown = await call('GET', `/api/guardian-invitations/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
  });

  it("does not let a student cancel another student's invitation", async () => {
    const [owner, stranger] = [
      await createUser(ctx.database.db, 'STUDENT'),
      await createUser(ctx.database.db, 'STUDENT'),
    ];
    const { invitation, token } = await invite(owner, { email: 'x-parent@example.com' });
    const response = await call(
      'DELETE',
      `/api/me/guardians/invitations/${invitation.id}`,
      undefined,
      stranger.headers,
    );
    expect(response.status).toBe(404);
    expect((await call('GET', `/api/guardian-invitations/${token}`)).status).toBe(200);
  });
});

async function linked(studentName: string, birthDate: string | null = null) {
  const student = await createUser(ctx.database.db, 'STUDENT', { name: studentName, birthDate });
  const parent = await createUser(ctx.database.db, 'PARENT');
  await ctx.database.db
    .insert(guardianLinks)
    .values({ studentId: student.user.id, guardianId: parent.user.id });
  return { student, parent };
}
const linksOf = (studentId: number) =>
  ctx.database.db.select().from(guardianLinks).where(eq(guardianLinks.studentId, studentId));

describe('removing a guardian', () => {
  it('computes the age in whole years by the birthday', () => {
    expect(ageOn('2007-11-28', '2026-11-28')).toBe(19);
    expect(ageOn('2007-11-29', '2026-11-28')).toBe(18);
    expect(ageOn(null, '2026-11-28')).toBeNull();
  });

  it('refuses a student under 19 or of unknown age, and sends them to the academy', async () => {
    const young = new Date();
    young.setFullYear(young.getFullYear() - 15);
    for (const birthDate of [null, young.toISOString().slice(0, 10)]) {
      const { student, parent } = await linked('미성년', birthDate);
      const response = await call(
        'DELETE',
        `/api/me/guardians/${parent.user.id}`,
        undefined,
        student.headers,
      );
      expect(response.status).toBe(403);
      expect(await messageOf(response)).toContain('삭제는 학원에 요청해주세요');
      expect(await linksOf(student.user.id)).toHaveLength(1);
    }
  });

  it('lets a student aged 19 or more remove a guardian, who then sees the child no more', async () => {
    const { student, parent } = await linked('성인학생', '2000-01-01');
    const view = v.parse(
      MyGuardiansResponse,
      await (await call('GET', '/api/me/guardians', undefined, student.headers)).json(),
    ).data;
    expect(view.canRemove).toBe(true);
    expect(view.guardians.map((guardian) => guardian.guardianId)).toEqual([parent.user.id]);
    const response = await call(
      'DELETE',
      `/api/me/guardians/${parent.user.id}`,
      undefined,
      student.headers,
    );
    expect(response.status).toBe(200);
    expect(await children(parent.headers)).toEqual([]);
  });

  it('keeps the birth date for staff once a guardian is linked', async () => {
    const { student } = await linked('생일학생');
    const own = await call(
      'PUT',
      '/api/me/birth-date',
      { birthDate: '2000-01-01' },
      student.headers,
    );
    expect(own.status).toBe(403);
    const staff = await call(
      'PUT',
      `/api/admin/students/${student.user.id}/birth-date`,
      { birthDate: '2000-01-01' },
      admin.headers,
    );
    expect(staff.status).toBe(200);
    const future = await call(
      'PUT',
      `/api/admin/students/${student.user.id}/birth-date`,
      { birthDate: '2999-01-01' },
      admin.headers,
    );
    expect(future.status).toBe(400);
  });

  it('lets staff remove a guardian of a student under 19, recorded in the access log', async () => {
    const { student, parent } = await linked('어린학생');
    const response = await call(
      'DELETE',
      `/api/admin/students/${student.user.id}/guardians/${parent.user.id}`,
      undefined,
      admin.headers,
    );
    expect(response.status).toBe(200);
    expect(await linksOf(student.user.id)).toEqual([]);
    const [entry] = await ctx.database.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.actorId, admin.user.id), eq(accessLog.action, 'DELETE')))
      .orderBy(desc(accessLog.id))
      .limit(1);
    expect(entry).toMatchObject({ studentId: student.user.id, targetType: 'guardians' });
  });

  it('lets a parent stop following a child, and not another parent’s child', async () => {
    const { student, parent } = await linked('따로학생');
    const stranger = await linked('다른학생');
    const notMine = await call(
      'DELETE',
      `/api/me/children/${stranger.student.user.id}`,
      undefined,
      parent.headers,
    );
    expect(notMine.status).toBe(404);
    const mine = await call(
      'DELETE',
      `/api/me/children/${student.user.id}`,
      undefined,
      parent.headers,
    );
    expect(mine.status).toBe(200);
    expect(await linksOf(student.user.id)).toEqual([]);
    expect(await linksOf(stranger.student.user.id)).toHaveLength(1);
  });
});

describe('withdrawal', () => {
  it("removes a withdrawing student's links, invitations and birth date", async () => {
    const { student, parent } = await linked('탈퇴학생', '2001-02-03');
    const { token } = await invite(student, { email: 'uncle@example.com' });
    const response = await call(
      'DELETE',
      '/api/users/profile',
      { password: 'password1234' },
      student.headers,
    );
    expect(response.status).toBe(200);
    expect(await linksOf(student.user.id)).toEqual([]);
    expect(await children(parent.headers)).toEqual([]);
    expect((await call('GET', `/api/guardian-invitations/${token}`)).status).toBe(404);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, student.user.id));
    expect(row!.birthDate).toBeNull();
  });
});

describe('staff on the student page', () => {
  it('links an existing parent account by email, and refuses a student address', async () => {
    const student = await createUser(ctx.database.db, 'STUDENT');
    const parent = await createUser(ctx.database.db, 'PARENT');
    const classmate = await createUser(ctx.database.db, 'STUDENT');
    const path = `/api/admin/students/${student.user.id}/guardians`;
    expect((await call('POST', path, { email: classmate.user.email }, admin.headers)).status).toBe(
      409,
    );
    expect((await call('POST', path, { email: 'nobody@example.com' }, admin.headers)).status).toBe(
      404,
    );
    expect((await call('POST', path, { email: parent.user.email }, admin.headers)).status).toBe(
      200,
    );
    expect((await call('POST', path, { email: parent.user.email }, admin.headers)).status).toBe(
      409,
    );
    const view = v.parse(
      MyGuardiansResponse,
      await (await call('GET', path, undefined, admin.headers)).json(),
    ).data;
    expect(view.guardians).toHaveLength(1);
    expect(view.guardians[0]!.linkedByStaff).toBe(true);
    expect(view.guardians[0]!.email).not.toBe(parent.user.email); // masked for staff
  });

  it('refuses a teacher a student who is not in their lectures', async () => {
    const student = await createUser(ctx.database.db, 'STUDENT');
    const response = await call(
      'GET',
      `/api/admin/students/${student.user.id}/guardians`,
      undefined,
      teacher.headers,
    );
    expect(response.status).toBe(403);
  });
});

describe('a parent reaches nothing of a student’s or staff’s', () => {
  it("is refused (403) by the student's and staff's routes, in Korean", async () => {
    const { parent, student } = await linked('보호학생');
    const { lecture } = await createLecture(ctx.database.db, teacher.user.id);
    await enrol(ctx.database.db, student.user.id, lecture.id);
    const refused: [string, string, unknown?][] = [
      ['GET', '/api/lectures/list'],
      ['GET', `/api/lectures/${lecture.id}`],
      ['GET', '/api/me/learning-summary'],
      ['GET', '/api/me/guardians'],
      [
        'POST',
        '/api/orders',
        { items: [{ lectureId: lecture.id, kind: 'COURSE' }], method: 'CARD' },
      ],
      ['GET', '/api/students/me/questions'],
      ['GET', '/api/admin/students'],
      ['GET', `/api/admin/students/${student.user.id}/guardians`],
    ];
    const answers = [];
    for (const [method, path, body] of refused) {
      const response = await call(
        method,
        path,
        body ?? (method === 'GET' ? undefined : {}),
        parent.headers,
      );
      answers.push([path, response.status]);
    }
    expect(answers).toEqual(refused.map(([, path]) => [path, 403]));
    const one = await call('GET', '/api/lectures/list', undefined, parent.headers);
    expect(await messageOf(one)).toBe('보호자 계정으로는 이용할 수 없는 기능입니다.');
    // its own account stays open to it
    expect((await call('GET', '/api/users/info', undefined, parent.headers)).status).toBe(200);
    expect((await call('GET', '/api/me/consents', undefined, parent.headers)).status).toBe(200);
  });

  it('refuses the parent list to a student', async () => {
    const student = await createUser(ctx.database.db, 'STUDENT');
    expect((await call('GET', '/api/me/children', undefined, student.headers)).status).toBe(403);
  });
});
