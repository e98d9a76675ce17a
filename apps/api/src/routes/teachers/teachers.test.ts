import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorEnvelope,
  PublicInstructorListResponse,
  TeacherListResponse,
  TeacherProfileResponse,
} from '@academy/api-client/contract';
import { createUser, maskedEmail } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/admin/users/teachers', () => {
  it('answers 401 without a token and 403 for a student', async () => {
    const anonymous = await ctx.app.request('/api/admin/users/teachers');
    expect(anonymous.status).toBe(401);
    const student = await createUser(ctx.database.db, 'STUDENT');
    const forbidden = await ctx.app.request('/api/admin/users/teachers', {
      headers: student.headers,
    });
    expect(forbidden.status).toBe(403);
    expect(v.parse(ErrorEnvelope, await forbidden.json()).code).toBe('FORBIDDEN');
  });

  it('lists the teachers (not students, admins or disabled accounts) with the contract fields', async () => {
    const teacher = await createUser(ctx.database.db, 'TEACHER', { image: '/api/files/t.webp' });
    const admin = await createUser(ctx.database.db, 'ADMIN');
    await createUser(ctx.database.db, 'STUDENT');
    await createUser(ctx.database.db, 'TEACHER', { disabledAt: new Date() });
    for (const caller of [teacher, admin]) {
      const response = await ctx.app.request('/api/admin/users/teachers', {
        headers: caller.headers,
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: Record<string, unknown>[] };
      const { data } = v.parse(TeacherListResponse, body);
      expect(data).toEqual([
        {
          id: teacher.user.id,
          name: teacher.user.name,
          userId: maskedEmail(teacher.user.email),
          image: '/api/files/t.webp',
        },
      ]);
      expect(Object.keys(body.data[0]!).sort()).toEqual(['id', 'image', 'name', 'userId']);
    }
  });
});

describe('instructor profiles', () => {
  const form = (fields: Record<string, string | string[]>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields))
      for (const one of [value].flat()) body.append(key, one);
    return body;
  };

  it('lets an admin edit name, subjects and introduction; another teacher gets 403', async () => {
    const teacher = await createUser(ctx.database.db, 'TEACHER');
    const other = await createUser(ctx.database.db, 'TEACHER');
    const admin = await createUser(ctx.database.db, 'ADMIN');
    const path = `/api/admin/teachers/${teacher.user.id}`;
    const fields = { name: '새 이름', teachingSubjects: ['화학', '물리'], introduction: ' 소개 ' };
    const foreign = await ctx.app.request(path, {
      method: 'PUT',
      headers: other.headers,
      body: form(fields),
    });
    expect(foreign.status).toBe(403);
    const saved = await ctx.app.request(path, {
      method: 'PUT',
      headers: admin.headers,
      body: form(fields),
    });
    expect(saved.status).toBe(200);
    expect(v.parse(TeacherProfileResponse, await saved.json()).data).toMatchObject({
      name: '새 이름',
      teachingSubjects: ['화학', '물리'],
      introduction: '소개',
      active: true,
    });
    const bad = await ctx.app.request(path, {
      method: 'PUT',
      headers: admin.headers,
      body: form({ ...fields, teachingSubjects: '요리', role: 'ADMIN' }),
    });
    expect(bad.status).toBe(400);
  });

  it('deactivates: sessions revoked, sign-in refused, off the home page; reactivates', async () => {
    const teacher = await createUser(ctx.database.db, 'TEACHER');
    const admin = await createUser(ctx.database.db, 'ADMIN');
    const login = () =>
      ctx.app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: teacher.user.email, password: 'password1234' }),
      });
    const publicIds = async () =>
      v
        .parse(
          PublicInstructorListResponse,
          await (await ctx.app.request('/api/instructors')).json(),
        )
        .data.map((row) => row.id);
    expect(await publicIds()).toContain(teacher.user.id);

    const path = `/api/admin/teachers/${teacher.user.id}`;
    expect(
      (await ctx.app.request(`${path}/deactivate`, { method: 'POST', headers: teacher.headers }))
        .status,
    ).toBe(403);
    const off = await ctx.app.request(`${path}/deactivate`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(v.parse(TeacherProfileResponse, await off.json()).data.active).toBe(false);
    expect((await ctx.app.request('/api/users/info', { headers: teacher.headers })).status).toBe(
      401,
    );
    expect((await login()).status).toBe(401);
    expect(await publicIds()).not.toContain(teacher.user.id);
    const self = await ctx.app.request(`/api/admin/teachers/${admin.user.id}/deactivate`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(self.status).toBe(400); // never one's own account

    await ctx.app.request(`${path}/reactivate`, { method: 'POST', headers: admin.headers });
    expect((await login()).status).toBe(200);
    expect(await publicIds()).toContain(teacher.user.id);
  });
});
