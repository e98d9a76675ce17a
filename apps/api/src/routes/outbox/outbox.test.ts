// The admin's outbox view (docs/product/messaging.md): admins only, addresses masked in the list,
// a message rendered as it would be sent, and each opened message recorded in the access log.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMessageResponse, OutboxPageResponse } from '@academy/api-client/contract';
import { accessLog } from '../../db/schema/audit.ts';
import { outboxMessages } from '../../db/schema/messaging.ts';
import { enqueueMessage } from '../../lib/outbox/enqueue.ts';
import { createUsers, type TestUser } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;
let resetId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ admin, teacher, student } = await createUsers(ctx.database.db, {
    admin: 'ADMIN',
    teacher: 'TEACHER',
    student: ['STUDENT', { email: 'kimstudent@example.com', name: '김학생' }],
  }));
  await ctx.database.db.transaction(async (tx) => {
    await enqueueMessage(tx, {
      template: 'email-verification',
      variables: {
        name: '김학생',
        link: 'http://localhost:3000/verify-email?user=1&token=x',
        hours: 48,
      },
      dedupeKey: 'verify:1',
      to: { userId: student.user.id },
    });
    const written = await enqueueMessage(tx, {
      template: 'password-reset',
      variables: {
        name: '<b>김학생</b>',
        link: 'http://localhost:3000/reset-password?user=1&token=y',
        minutes: 30,
      },
      dedupeKey: 'reset:1',
      to: { userId: student.user.id },
    });
    resetId = written[0]!;
  });
  await ctx.database.db
    .update(outboxMessages)
    .set({ state: 'HELD' })
    .where(eq(outboxMessages.id, resetId));
});
afterAll(() => ctx.close());

const get = (path: string, user: TestUser) => ctx.app.request(path, { headers: user.headers });

describe('the outbox view', () => {
  it('refuses teachers and students', async () => {
    for (const user of [teacher, student]) {
      expect((await get('/api/admin/outbox', user)).status).toBe(403);
      expect((await get(`/api/admin/outbox/${resetId}`, user)).status).toBe(403);
    }
  });

  it('lists newest first with masked addresses, filtered by template and state', async () => {
    const response = await get('/api/admin/outbox', admin);
    expect(response.status).toBe(200);
    const page = v.parse(OutboxPageResponse, await response.json()).data;
    expect(page.messages.map((m) => m.template)).toEqual(['password-reset', 'email-verification']);
    expect(page.messages[0]).toMatchObject({
      address: 'ki***@example.com',
      state: 'HELD',
      recipient: { id: student.user.id, name: '김학생' },
    });
    expect(JSON.stringify(page)).not.toContain('kimstudent@');
    expect(page.templates).toContain('password-reset');

    const held = v.parse(
      OutboxPageResponse,
      await (await get('/api/admin/outbox?state=HELD', admin)).json(),
    ).data;
    expect(held.messages.map((m) => m.id)).toEqual([resetId]);
    const verify = v.parse(
      OutboxPageResponse,
      await (
        await get('/api/admin/outbox?template=email-verification&channel=EMAIL', admin)
      ).json(),
    ).data;
    expect(verify.messages.map((m) => m.template)).toEqual(['email-verification']);
    expect((await get('/api/admin/outbox?channel=FAX', admin)).status).toBe(400);
  });

  it('renders a message as it would be sent, escaped, and records the view', async () => {
    const response = await get(`/api/admin/outbox/${resetId}`, admin);
    expect(response.status).toBe(200);
    const message = v.parse(OutboxMessageResponse, await response.json()).data;
    expect(message.purpose).toBe('ACCOUNT');
    expect(message.email?.subject).toBe('[아카데미] 비밀번호 재설정 안내');
    expect(message.email?.text).toContain('http://localhost:3000/reset-password?user=1&token=y');
    // A variable never becomes markup.
    expect(message.email?.html).toContain('&lt;b&gt;김학생&lt;/b&gt;');
    expect(message.email?.html).not.toContain('<b>김학생');
    const logged = await ctx.database.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.actorId, admin.user.id));
    expect(logged).toEqual([
      expect.objectContaining({
        action: 'VIEW',
        targetType: 'outbox',
        targetId: String(resetId),
        studentId: student.user.id,
      }),
    ]);
    expect((await get('/api/admin/outbox/999999', admin)).status).toBe(404);
  });
});
