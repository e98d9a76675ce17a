import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteActivityResponse } from '@academy/api-client/contract';
import { createUser, enrol } from '../../test/fixtures.ts';
import { createLecture } from '../../test/lecture-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { seoulMidnight } from './activity.routes.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const activity = async () => {
  const response = await ctx.app.request('/api/site/activity');
  expect(response.status).toBe(200);
  return v.parse(SiteActivityResponse, await response.json()).data;
};

describe("the home page's classroom figures", () => {
  it('counts students with an open enrolment, once each, and no one whose period ended', async () => {
    // a fresh database: these are the only enrolments
    const teacher = await createUser(ctx.database.db, 'TEACHER');
    const [one, two] = await Promise.all([
      createLecture(ctx.database.db, teacher.user.id),
      createLecture(ctx.database.db, teacher.user.id),
    ]);
    const [keen, gone] = await Promise.all([
      createUser(ctx.database.db, 'STUDENT'),
      createUser(ctx.database.db, 'STUDENT'),
    ]);
    await enrol(ctx.database.db, keen.user.id, one.lecture.id);
    await enrol(ctx.database.db, keen.user.id, two.lecture.id);
    await enrol(ctx.database.db, gone.user.id, one.lecture.id, {
      endsAt: new Date(Date.now() - 1000),
    });
    expect(await activity()).toEqual({ studying: 1, submissionsToday: 0, answersThisWeek: 0 });
  });

  it("counts the day from Seoul's midnight", () => {
    // 2026-11-24 15:30 UTC is 2026-11-25 00:30 in Seoul: the day began 30 minutes before
    expect(seoulMidnight(Date.UTC(2026, 10, 24, 15, 30)).toISOString()).toBe(
      '2026-11-24T15:00:00.000Z',
    );
    expect(seoulMidnight(Date.UTC(2026, 10, 24, 14, 59)).toISOString()).toBe(
      '2026-11-23T15:00:00.000Z',
    );
  });
});
