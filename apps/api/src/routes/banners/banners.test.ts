import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BannerListResponse, BannerResponse, ErrorEnvelope } from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import { createApp } from '../../app.ts';
import { banners } from '../../db/schema/banners.ts';
import { createLogger } from '../../lib/logger.ts';
import { createUsers, type TestUser } from '../../test/fixtures.ts';
import { openTestDatabase, testEnv } from '../../test/test-app.ts';

const messages = validation.banner;

let dataDir: string;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let app: ReturnType<typeof createApp>;
let teacher: TestUser;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'academy-banners-'));
  database = await openTestDatabase();
  app = createApp({
    env: { ...testEnv, DATA_DIR: dataDir },
    database,
    logger: createLogger('silent'),
  });
  ({ teacher, admin, student } = await createUsers(database.db, {
    teacher: 'TEACHER',
    admin: 'ADMIN',
    student: 'STUDENT',
  }));
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(banners);
});

const png = () =>
  sharp({ create: { width: 320, height: 120, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

async function form(fields: Record<string, string | Blob>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

/** Rows written straight to the database, for the rules that do not need an image upload. */
async function seedBanners(n: number, activeCount = 0) {
  const rows = Array.from({ length: n }, (_, index) => ({
    title: `배너 ${index + 1}`,
    imageKey: `images/2026/11/00000000-0000-4000-8000-00000000000${index % 10}.webp`,
    imageUrl: `/api/files/images/x${index}.webp`,
    url: 'https://example.com/',
    bannerOrder: index,
    active: index < activeCount,
    activeSlot: index < activeCount ? index + 1 : null,
  }));
  return database.db.insert(banners).values(rows).returning();
}

const activeCount = async () =>
  (await database.db.select({ n: count() }).from(banners).where(eq(banners.active, true)))[0]!.n;

const patchActive = (id: number, active: boolean, headers = admin.headers) =>
  app.request(`/api/banners/${id}/active`, {
    method: 'PATCH',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ active }),
  });

const putOrder = (body: unknown, headers = admin.headers) =>
  app.request('/api/banners/order', {
    method: 'PUT',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('GET /api/banners/active', () => {
  it('lists only active banners, sorted by bannerOrder, to visitors', async () => {
    const rows = await seedBanners(4, 3);
    await database.db.update(banners).set({ bannerOrder: 9 }).where(eq(banners.id, rows[0]!.id));
    const response = await app.request('/api/banners/active');
    expect(response.status).toBe(200);
    const body = v.parse(BannerListResponse, await response.json());
    expect(body.data.map((banner) => banner.title)).toEqual(['배너 2', '배너 3', '배너 1']);
    expect(body.data.every((banner) => banner.active)).toBe(true);
  });
});

describe('GET /api/banners', () => {
  it('lists every banner for staff', async () => {
    await seedBanners(3, 1);
    const response = await app.request('/api/banners', { headers: teacher.headers });
    const body = v.parse(BannerListResponse, await response.json());
    expect(body.data).toHaveLength(3);
  });

  it('answers 401 without a token and 403 for a student', async () => {
    expect((await app.request('/api/banners')).status).toBe(401);
    const response = await app.request('/api/banners', { headers: student.headers });
    expect(response.status).toBe(403);
    v.parse(ErrorEnvelope, await response.json());
  });
});

describe('POST /api/banners', () => {
  it('stores a re-encoded image and starts inactive at the end of the order', async () => {
    await seedBanners(2, 1);
    const response = await app.request('/api/banners', {
      method: 'POST',
      headers: teacher.headers,
      body: await form({
        title: '겨울 특강 모집',
        url: 'https://academy.example/winter',
        imageFile: new File([await png()], 'winter.png', { type: 'image/png' }),
      }),
    });
    expect(response.status).toBe(201);
    const body = v.parse(BannerResponse, await response.json());
    expect(body.message).toBe('배너가 등록되었습니다.');
    expect(body.data).toMatchObject({
      title: '겨울 특강 모집',
      url: 'https://academy.example/winter',
      active: false,
      bannerOrder: 2,
      imageWidth: 320,
      imageHeight: 120,
    });
    expect(body.data.image).toMatch(/^\/api\/files\/images\/.+\.webp$/);
    const image = await app.request(body.data.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/webp');
  });

  it.each([
    [{ url: 'https://a.example', imageFile: 'png' }, messages.titleRequired],
    [{ title: '  ', url: 'https://a.example', imageFile: 'png' }, messages.titleRequired],
    [{ title: '제목', url: 'https://a.example' }, messages.imageRequired],
    [{ title: '제목', imageFile: 'png' }, messages.urlRequired],
    [{ title: '제목', url: 'javascript:alert(1)', imageFile: 'png' }, messages.urlInvalid],
    [{ title: '제목', url: 'ftp://a.example/x', imageFile: 'png' }, messages.urlInvalid],
  ])('refuses %o with the spec message', async (fields, message) => {
    const values: Record<string, string | Blob> = {};
    for (const [name, value] of Object.entries(fields)) {
      values[name] = value === 'png' ? new File([await png()], 'a.png') : value;
    }
    const response = await app.request('/api/banners', {
      method: 'POST',
      headers: teacher.headers,
      body: await form(values),
    });
    expect(response.status).toBe(400);
    expect(v.parse(ErrorEnvelope, await response.json()).message).toBe(message);
    expect(await activeCount()).toBe(0);
    expect(await database.db.select().from(banners)).toHaveLength(0);
  });

  it('refuses an HTML file renamed .png (sniffed by content) and a smuggled field', async () => {
    const html = new File(['<html><script>alert(1)</script></html>'], 'evil.png', {
      type: 'image/png',
    });
    const refused = await app.request('/api/banners', {
      method: 'POST',
      headers: teacher.headers,
      body: await form({ title: '제목', url: 'https://a.example', imageFile: html }),
    });
    expect(refused.status).toBe(415);
    const smuggled = await app.request('/api/banners', {
      method: 'POST',
      headers: teacher.headers,
      body: await form({
        title: '제목',
        url: 'https://a.example',
        imageFile: new File([await png()], 'a.png'),
        active: 'true',
      }),
    });
    expect(smuggled.status).toBe(400);
    expect(await database.db.select().from(banners)).toHaveLength(0);
  });

  it('answers 401 without a token and 403 for a student', async () => {
    const fields = { title: '제목', url: 'https://a.example' };
    expect(
      (await app.request('/api/banners', { method: 'POST', body: await form(fields) })).status,
    ).toBe(401);
    const response = await app.request('/api/banners', {
      method: 'POST',
      headers: student.headers,
      body: await form(fields),
    });
    expect(response.status).toBe(403);
  });
});

describe('PATCH /api/banners/:id/active', () => {
  it('activates and deactivates', async () => {
    const [row] = await seedBanners(1);
    const on = v.parse(BannerResponse, await (await patchActive(row!.id, true)).json());
    expect(on.data.active).toBe(true);
    const off = v.parse(BannerResponse, await (await patchActive(row!.id, false)).json());
    expect(off.data.active).toBe(false);
    expect(await activeCount()).toBe(0);
  });

  it('rejects a sixth active banner with 409 and the spec message', async () => {
    const rows = await seedBanners(6, 5);
    const response = await patchActive(rows[5]!.id, true);
    expect(response.status).toBe(409);
    const body = v.parse(ErrorEnvelope, await response.json());
    expect(body).toMatchObject({ code: 'CONFLICT', message: messages.activeLimit });
    expect(await activeCount()).toBe(5);
  });

  it('never lets more than five be active when activations race', async () => {
    const rows = await seedBanners(9, 2);
    const responses = await Promise.all(
      rows.slice(2).map((row) => patchActive(row.id, true, teacher.headers)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    expect(await activeCount()).toBe(5);
  });

  it('is a database rule too: a sixth active row is refused even without the API', async () => {
    const rows = await seedBanners(6, 5);
    const sixth = rows[5]!.id;
    for (const change of [
      { active: true, activeSlot: 3 }, // a slot already taken (unique)
      { active: true, activeSlot: 6 }, // no sixth slot (check)
      { active: true, activeSlot: null }, // active without a slot (check)
    ]) {
      await expect(
        database.db.update(banners).set(change).where(eq(banners.id, sixth)),
      ).rejects.toThrow();
    }
    expect(await activeCount()).toBe(5);
  });

  it('answers 404 for an unknown banner, 400 for a bad body, 401 and 403', async () => {
    expect((await patchActive(999_999, true)).status).toBe(404);
    const [row] = await seedBanners(1);
    const bad = await app.request(`/api/banners/${row!.id}/active`, {
      method: 'PATCH',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ active: 'yes' }),
    });
    expect(bad.status).toBe(400);
    expect((await patchActive(row!.id, true, {} as typeof admin.headers)).status).toBe(401);
    expect((await patchActive(row!.id, true, student.headers)).status).toBe(403);
    expect(await activeCount()).toBe(0);
  });
});

describe('PUT /api/banners/order', () => {
  it('saves the new order of the listed banners and keeps the others', async () => {
    const rows = await seedBanners(4, 3);
    const response = await putOrder([
      { id: rows[2]!.id, bannerOrder: 0 },
      { id: rows[0]!.id, bannerOrder: 1 },
      { id: rows[1]!.id, bannerOrder: 2 },
    ]);
    expect(response.status).toBe(200);
    const body = v.parse(BannerListResponse, await response.json());
    expect(body.data.map((banner) => banner.title)).toEqual([
      '배너 3',
      '배너 1',
      '배너 2',
      '배너 4',
    ]);
    const active = v.parse(
      BannerListResponse,
      await (await app.request('/api/banners/active')).json(),
    );
    expect(active.data.map((banner) => banner.title)).toEqual(['배너 3', '배너 1', '배너 2']);
  });

  it('refuses more than five banners with 409 and the spec message', async () => {
    const rows = await seedBanners(6, 5);
    const response = await putOrder(rows.map((row, index) => ({ id: row.id, bannerOrder: index })));
    expect(response.status).toBe(409);
    expect(v.parse(ErrorEnvelope, await response.json()).message).toBe(messages.activeLimit);
  });

  it('refuses duplicates, negative orders, unknown ids and a bare object', async () => {
    const rows = await seedBanners(2, 2);
    const id = rows[0]!.id;
    expect(
      (
        await putOrder([
          { id, bannerOrder: 0 },
          { id, bannerOrder: 1 },
        ])
      ).status,
    ).toBe(400);
    expect((await putOrder([{ id, bannerOrder: -1 }])).status).toBe(400);
    expect((await putOrder({ id, bannerOrder: 0 })).status).toBe(400);
    expect((await putOrder([{ id: 999_999, bannerOrder: 0 }])).status).toBe(404);
    const after = await database.db.select().from(banners).orderBy(banners.id);
    expect(after.map((row) => row.bannerOrder)).toEqual([0, 1]);
  });

  it('applies concurrent reorders whole: the result is exactly one of them', async () => {
    const rows = await seedBanners(5, 5);
    const ids = rows.map((row) => row.id);
    const orders = Array.from({ length: 8 }, (_, shift) =>
      ids.map((id, index) => ({ id, bannerOrder: (index + shift) % ids.length })),
    );
    const responses = await Promise.all(orders.map((order) => putOrder(order)));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const final = await database.db.select().from(banners);
    const result = ids.map((id) => final.find((row) => row.id === id)!.bannerOrder);
    const candidates = orders.map((order) => order.map((entry) => entry.bannerOrder));
    expect(candidates).toContainEqual(result);
  });

  it('answers 401 without a token and 403 for a student', async () => {
    expect((await putOrder([{ id: 1, bannerOrder: 0 }], {} as typeof admin.headers)).status).toBe(
      401,
    );
    expect((await putOrder([{ id: 1, bannerOrder: 0 }], student.headers)).status).toBe(403);
  });
});

describe('PATCH /api/banners/{id}', () => {
  const patch = (id: number, fields: Record<string, string | Blob>, headers = teacher.headers) =>
    form(fields).then((body) =>
      app.request(`/api/banners/${id}`, { method: 'PATCH', headers, body }),
    );

  it('edits the title and link, keeps the image, order and state when none is sent', async () => {
    const [banner] = await seedBanners(2, 1);
    const response = await patch(banner!.id, {
      title: '  봄 특강 모집 ',
      url: 'https://academy.example/spring',
    });
    expect(response.status).toBe(200);
    const body = v.parse(BannerResponse, await response.json());
    expect(body.message).toBe('배너가 수정되었습니다.');
    expect(body.data).toMatchObject({
      title: '봄 특강 모집',
      url: 'https://academy.example/spring',
      image: banner!.imageUrl,
      active: true,
      bannerOrder: 0,
    });
  });

  it('replaces the image with a new one, re-encoded', async () => {
    const [banner] = await seedBanners(1);
    const response = await patch(banner!.id, {
      title: '배너',
      url: 'https://a.example',
      imageFile: new File([await png()], 'new.png', { type: 'image/png' }),
    });
    expect(response.status).toBe(200);
    const body = v.parse(BannerResponse, await response.json());
    expect(body.data.image).not.toBe(banner!.imageUrl);
    expect(body.data.image).toMatch(/^\/api\/files\/images\/.+\.webp$/);
    expect((await app.request(body.data.image)).status).toBe(200);
  });

  it.each([
    [{ title: ' ', url: 'https://a.example' }, messages.titleRequired],
    [{ title: '제목' }, messages.urlRequired],
    [{ title: '제목', url: 'javascript:alert(1)' }, messages.urlInvalid],
    [{ title: '제목', url: 'https://a.example', active: 'true' }, validation.common.unknownField],
  ])('refuses %o with its message and changes nothing', async (fields, message) => {
    const [banner] = await seedBanners(1);
    const response = await patch(banner!.id, fields);
    expect(response.status).toBe(400);
    expect(v.parse(ErrorEnvelope, await response.json()).message).toBe(message);
    const [row] = await database.db.select().from(banners).where(eq(banners.id, banner!.id));
    expect(row).toMatchObject({ title: '배너 1', url: 'https://example.com/', active: false });
  });

  it('refuses a file that is not an image (415) and keeps the old one', async () => {
    const [banner] = await seedBanners(1);
    const html = new File(['<html></html>'], 'evil.png', { type: 'image/png' });
    const response = await patch(banner!.id, {
      title: '제목',
      url: 'https://a.example',
      imageFile: html,
    });
    expect(response.status).toBe(415);
    const [row] = await database.db.select().from(banners).where(eq(banners.id, banner!.id));
    expect(row!.imageUrl).toBe(banner!.imageUrl);
  });

  it('answers 401, 403 to a student, 404 for an unknown banner', async () => {
    const [banner] = await seedBanners(1);
    const fields = { title: '제목', url: 'https://a.example' };
    const anonymous = await app.request(`/api/banners/${banner!.id}`, {
      method: 'PATCH',
      body: await form(fields),
    });
    expect(anonymous.status).toBe(401);
    expect((await patch(banner!.id, fields, student.headers)).status).toBe(403);
    const missing = await patch(banner!.id + 1000, fields, admin.headers);
    expect(missing.status).toBe(404);
    expect(v.parse(ErrorEnvelope, await missing.json()).message).toBe(messages.notFound);
    const [row] = await database.db.select().from(banners).where(eq(banners.id, banner!.id));
    expect(row!.title).toBe('배너 1');
  });
});

describe('DELETE /api/banners/{id}', () => {
  const remove = (id: number, headers: Record<string, string> = admin.headers) =>
    app.request(`/api/banners/${id}`, { method: 'DELETE', headers });

  it('deletes a banner, freeing its active place for another', async () => {
    const rows = await seedBanners(6, 5);
    const response = await remove(rows[0]!.id);
    expect(response.status).toBe(200);
    expect((await response.json()) as { message: string }).toMatchObject({
      message: '배너가 삭제되었습니다.',
    });
    expect(await database.db.select().from(banners)).toHaveLength(5);
    const active = await app.request('/api/banners/active');
    expect(v.parse(BannerListResponse, await active.json()).data).toHaveLength(4);
    // the sixth can now be activated
    expect((await patchActive(rows[5]!.id, true)).status).toBe(200);
  });

  it('answers 401, 403 to a student and 404 for an unknown banner, deleting nothing', async () => {
    const [banner] = await seedBanners(1);
    expect((await app.request(`/api/banners/${banner!.id}`, { method: 'DELETE' })).status).toBe(
      401,
    );
    expect((await remove(banner!.id, student.headers)).status).toBe(403);
    expect((await remove(banner!.id + 1000)).status).toBe(404);
    expect(await database.db.select().from(banners)).toHaveLength(1);
  });
});
