// GET /api/videos: the finished uploads a lesson may use, for staff only (docs/product/api.md).
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope, VideoListResponse } from '@academy/api-client/contract';
import { createApp } from '../../app.ts';
import { videos } from '../../db/schema/videos.ts';
import { createLogger } from '../../lib/logger.ts';
import { createUsers, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, testEnv } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let teacher: TestUser;
let otherTeacher: TestUser;
let student: TestUser;
let admin: TestUser;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));

beforeAll(async () => {
  ctx = await createTestApp();
  ({ teacher, otherTeacher, student, admin } = await createUsers(ctx.database.db, {
    teacher: 'TEACHER',
    otherTeacher: 'TEACHER',
    student: 'STUDENT',
    admin: 'ADMIN',
  }));
  const video = (id: string, ownerId: number, minute: number, more = {}) => ({
    id,
    ownerId,
    name: `${id}.webm`,
    size: 1000,
    createdAt: at(minute),
    ...more,
  });
  await ctx.database.db
    .insert(videos)
    .values([
      video('older', teacher.user.id, 1, { status: 'READY', durationMs: 5008 }),
      video('newer', teacher.user.id, 2, { status: 'READY', durationMs: null }),
      video('unfinished', teacher.user.id, 3, { status: 'UPLOADING' }),
      video('expired', teacher.user.id, 4, { status: 'EXPIRED' }),
      video('theirs', otherTeacher.user.id, 5, { status: 'READY', durationMs: 61_500 }),
    ]);
});
afterAll(() => ctx.close());

const list = async (headers: Record<string, string>, app = ctx.app) => {
  const response = await app.request('/api/videos', { headers });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('GET /api/videos', () => {
  it("lists a teacher's own finished uploads, newest first, with their length in seconds", async () => {
    const { status, body } = await list(teacher.headers);
    expect(status).toBe(200);
    expect(v.parse(VideoListResponse, body).data).toEqual([
      {
        videoId: 'newer',
        name: 'newer.webm',
        durationSeconds: null,
        size: 1000,
        createdAt: at(2).toISOString(),
      },
      {
        videoId: 'older',
        name: 'older.webm',
        durationSeconds: 5,
        size: 1000,
        createdAt: at(1).toISOString(),
      },
    ]);
  });

  it("gives an admin everyone's finished uploads", async () => {
    const { body } = await list(admin.headers);
    expect(v.parse(VideoListResponse, body).data.map((video) => video.videoId)).toEqual([
      'theirs',
      'newer',
      'older',
    ]);
  });

  it('refuses a student (403) and a caller without a session (401)', async () => {
    const refused = await list(student.headers);
    expect(refused.status).toBe(403);
    expect(v.parse(ErrorEnvelope, refused.body).success).toBe(false);
    expect((await list({})).status).toBe(401);
  });

  it('lists nothing when the videos live at the hosting service', async () => {
    const vimeo = createApp({
      env: { ...testEnv, VIDEO_HOST: 'vimeo', VIMEO_ACCESS_TOKEN: 'token' },
      database: ctx.database,
      logger: createLogger('silent'),
    });
    const { status, body } = await list(teacher.headers, vimeo);
    expect(status).toBe(200);
    expect(v.parse(VideoListResponse, body).data).toEqual([]);
  });
});
