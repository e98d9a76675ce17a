import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UniversityListResponse, UniversityResponse } from '@academy/api-client/contract';
import { passStoryMessages } from '@academy/strings/reviews';
import * as validation from '@academy/strings/validation';
import { createUser } from '../../test/fixtures.ts';
import { messageOf } from '../../test/lecture-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
type Person = Awaited<ReturnType<typeof createUser>>;
let teacher: Person, admin: Person, student: Person;
const visitor = { headers: {} };

const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#1a4d8f' } })
    .withMetadata({ exif: { IFD0: { Artist: '관리자' } } })
    .png()
    .toBuffer();
const logo = async (name = 'logo.png') =>
  new File([new Uint8Array(await png())], name, { type: 'image/png' });

function form(fields: Record<string, string | Blob>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}
const write = (
  method: 'POST' | 'PUT',
  path: string,
  fields: Record<string, string | Blob>,
  who: { headers: object },
) =>
  ctx.app.request(`/api/admin/universities${path}`, {
    method,
    headers: who.headers as Record<string, string>,
    body: form(fields),
  });
const list = async () =>
  v.parse(UniversityListResponse, await (await ctx.app.request('/api/universities')).json()).data;

beforeAll(async () => {
  ctx = await createTestApp();
  [teacher, admin, student] = await Promise.all([
    createUser(ctx.database.db, 'TEACHER'),
    createUser(ctx.database.db, 'ADMIN'),
    createUser(ctx.database.db, 'STUDENT'),
  ]);
}, 180_000);
afterAll(() => ctx.close());

describe('the universities staff keep', () => {
  let tokyo: number;

  it('lets a teacher add one with an uploaded logo, re-encoded to WebP without its metadata', async () => {
    const created = await write(
      'POST',
      '',
      { name: '도쿄대학', type: 'NATIONAL', logoFile: await logo() },
      teacher,
    );
    expect(created.status).toBe(201);
    const data = v.parse(UniversityResponse, await created.json()).data;
    tokyo = data.id;
    expect(data).toMatchObject({ name: '도쿄대학', type: 'NATIONAL' });
    expect(data.logoUrl).toMatch(/^\/api\/files\/images\/.+\.webp$/);
    const image = await ctx.app.request(data.logoUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(await list()).toEqual([data]);
  });

  it('lets an admin add one without a logo, and edit keeping or replacing the logo', async () => {
    const created = await write('POST', '', { name: '게이오대학', type: 'PRIVATE' }, admin);
    expect(created.status).toBe(201);
    const keio = v.parse(UniversityResponse, await created.json()).data;
    expect(keio.logoUrl).toBeNull();

    const before = (await list()).find((university) => university.id === tokyo)!;
    const renamed = await write('PUT', `/${tokyo}`, { name: '도쿄대', type: 'NATIONAL' }, admin);
    expect(renamed.status).toBe(200);
    expect(v.parse(UniversityResponse, await renamed.json()).data).toMatchObject({
      name: '도쿄대',
      logoUrl: before.logoUrl,
    });
    const replaced = await write(
      'PUT',
      `/${tokyo}`,
      { name: '도쿄대학', type: 'NATIONAL', logoFile: await logo('new.png') },
      teacher,
    );
    const after = v.parse(UniversityResponse, await replaced.json()).data;
    expect(after.logoUrl).toMatch(/^\/api\/files\/images\/.+\.webp$/);
    expect(after.logoUrl).not.toBe(before.logoUrl);
    // the replaced file leaves the storage
    expect((await ctx.app.request(before.logoUrl!)).status).toBe(404);
  });

  it('refuses students (403) and visitors (401), storing nothing', async () => {
    const fields = async () => ({ name: '교토대학', type: 'NATIONAL', logoFile: await logo() });
    expect((await write('POST', '', await fields(), student)).status).toBe(403);
    expect((await write('POST', '', await fields(), visitor)).status).toBe(401);
    expect((await write('PUT', `/${tokyo}`, await fields(), student)).status).toBe(403);
    const remove = (who: { headers: object }) =>
      ctx.app.request(`/api/admin/universities/${tokyo}`, {
        method: 'DELETE',
        headers: who.headers as Record<string, string>,
      });
    expect((await remove(student)).status).toBe(403);
    expect((await remove(visitor)).status).toBe(401);
    expect((await list()).map((university) => university.name).sort()).toEqual([
      '게이오대학',
      '도쿄대학',
    ]);
  });

  it.each([
    [
      'a taken name',
      { name: '도쿄대학', type: 'NATIONAL' },
      409,
      passStoryMessages.universityNameTaken,
    ],
    ['no name', { name: '  ', type: 'NATIONAL' }, 400, passStoryMessages.universityNameRequired],
    [
      'a wrong type',
      { name: '교토대학', type: 'PUBLIC' },
      400,
      passStoryMessages.universityTypeInvalid,
    ],
    [
      'a logo address instead of a file',
      { name: '교토대학', type: 'NATIONAL', logoFile: 'https://evil.example/logo.png' },
      400,
      passStoryMessages.logoInvalid,
    ],
    [
      'the old logoUrl field',
      { name: '교토대학', type: 'NATIONAL', logoUrl: 'https://evil.example/logo.png' },
      400,
      validation.common.unknownField,
    ],
  ])('refuses %s with a Korean message, storing nothing', async (_, fields, status, message) => {
    const response = await write('POST', '', fields, admin);
    expect(response.status).toBe(status);
    expect(await messageOf(response)).toBe(message);
    expect(await list()).toHaveLength(2);
  });

  it('refuses a logo that is not an image by content (415) or too large (413)', async () => {
    const html = new File(['<svg onload="alert(1)"></svg>'], 'logo.png', { type: 'image/png' });
    const fake = await write(
      'POST',
      '',
      { name: '교토대학', type: 'NATIONAL', logoFile: html },
      admin,
    );
    expect(fake.status).toBe(415);
    expect(await messageOf(fake)).toMatch(/[가-힣]/);
    const huge = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    const big = await write(
      'POST',
      '',
      { name: '교토대학', type: 'NATIONAL', logoFile: huge },
      admin,
    );
    expect(big.status).toBe(413);
    expect(await messageOf(big)).toBe(passStoryMessages.logoTooLarge);
    expect(await list()).toHaveLength(2);
  });

  it('removes a university and its logo file', async () => {
    const [withLogo] = (await list()).filter((university) => university.logoUrl);
    const response = await ctx.app.request(`/api/admin/universities/${withLogo!.id}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(response.status).toBe(200);
    expect((await ctx.app.request(withLogo!.logoUrl!)).status).toBe(404);
    expect(await list()).toHaveLength(1);
  });
});
