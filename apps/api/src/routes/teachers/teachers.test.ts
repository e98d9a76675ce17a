import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope, TeacherListResponse } from '@academy/api-client/contract';
import { createUser } from '../../test/fixtures.ts';
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

  it('lists the teachers (not students, admins or disabled accounts) with spec 3 fields', async () => {
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
          userId: teacher.user.email,
          image: '/api/files/t.webp',
        },
      ]);
      expect(Object.keys(body.data[0]!).sort()).toEqual(['id', 'image', 'name', 'userId']);
    }
  });
});
