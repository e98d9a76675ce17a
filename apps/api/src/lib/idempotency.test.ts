// A write the client saw fail (a lost answer, a proxy's 502) and sends again with the same
// Idempotency-Key is done once, and the retry gets the first answer.
import { api } from '@academy/strings/api';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema/operations.ts';
import { notices } from '../db/schema/notices.ts';
import { createUser } from '../test/fixtures.ts';
import { createTestApp } from '../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx.database.db, 'ADMIN');
  other = await createUser(ctx.database.db, 'ADMIN');
});
afterAll(() => ctx.close());

const post = (body: unknown, key?: string, headers = admin.headers) =>
  ctx.app.request('/api/admin/notices', {
    method: 'POST',
    headers: {
      ...headers,
      'Content-Type': 'application/json',
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify(body),
  });

const titled = async (title: string) =>
  (await ctx.database.db.select().from(notices).where(eq(notices.title, title))).length;

describe('Idempotency-Key on a POST', () => {
  it('answers a retry with the first answer and writes once', async () => {
    const body = { title: '한 번만', content: '<p>본문</p>' };
    const first = await post(body, 'key-once-1');
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    const retry = await post(body, 'key-once-1');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.text()).toBe(firstBody);
    expect(await titled('한 번만')).toBe(1);
  });

  it('refuses the same key with another body (422, in Korean) and writes nothing', async () => {
    expect((await post({ title: '첫 요청', content: '<p>a</p>' }, 'key-reused')).status).toBe(201);
    const reused = await post({ title: '다른 요청', content: '<p>b</p>' }, 'key-reused');
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as { message: string }).message).toBe(
      api.idempotency.otherRequest,
    );
    expect(await titled('다른 요청')).toBe(0);
  });

  it('tells a duplicate sent while the first is still being answered to wait (409)', async () => {
    // The first request holds the key (its row has no answer yet).
    await ctx.database.db.insert(idempotencyKeys).values({
      scope: `user:${admin.user.id}`,
      key: 'key-in-flight',
      fingerprint: 'x',
    });
    const body = { title: '처리 중', content: '<p>c</p>' };
    const duplicate = await post(body, 'key-in-flight');
    // a different fingerprint would be 422; make the stored one this request's
    expect([409, 422]).toContain(duplicate.status);
    await ctx.database.db
      .update(idempotencyKeys)
      .set({
        fingerprint: (
          await ctx.database.db
            .select()
            .from(idempotencyKeys)
            .where(eq(idempotencyKeys.key, 'key-once-1'))
        )[0]!.fingerprint,
      })
      .where(eq(idempotencyKeys.key, 'key-in-flight'));
    const waiting = await post({ title: '한 번만', content: '<p>본문</p>' }, 'key-in-flight');
    expect(waiting.status).toBe(409);
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect(((await waiting.json()) as { message: string }).message).toBe(api.idempotency.inFlight);
    expect(await titled('처리 중')).toBe(0);
  });

  it('keeps no refusal: a corrected retry with the same key runs', async () => {
    const refused = await post({ title: '', content: '<p>d</p>' }, 'key-fixed');
    expect(refused.status).toBe(400);
    const fixed = await post({ title: '고친 요청', content: '<p>d</p>' }, 'key-fixed');
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    expect(await titled('고친 요청')).toBe(1);
  });

  it("keeps each caller's keys apart, and writes every time without a key", async () => {
    const body = { title: '각자', content: '<p>e</p>' };
    expect((await post(body, 'key-shared')).status).toBe(201);
    const theirs = await post(body, 'key-shared', other.headers);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect((await post(body)).status).toBe(201);
    expect((await post(body)).status).toBe(201);
    expect(await titled('각자')).toBe(4);
  });

  it('takes a multipart upload the same way: the route still reads its file', async () => {
    const png = new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 20, height: 10, channels: 3, background: '#00f' } })
            .png()
            .toBuffer(),
        ),
      ],
      'a.png',
      { type: 'image/png' },
    );
    const upload = () => {
      const body = new FormData();
      body.append('imageFile', png);
      return ctx.app.request('/api/admin/notices/images', {
        method: 'POST',
        headers: { ...admin.headers, 'Idempotency-Key': 'key-upload' },
        body,
      });
    };
    const first = await upload();
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    const retry = await upload();
    expect(retry.status).toBe(201);
    expect(await retry.text()).toBe(firstBody);
  });

  it('refuses a malformed key', async () => {
    const response = await post({ title: '키', content: '<p>f</p>' }, 'has space');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(api.idempotency.badKey);
  });
});
