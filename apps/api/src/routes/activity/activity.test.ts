import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteActivityResponse } from '@academy/api-client/contract';
import { passStories, universities } from '../../db/schema/reviews.ts';
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

describe("the home page's figures", () => {
  // One call: the figures are kept for a minute, so a second test would read the first one's.
  it('counts students studying now, everyone who studied, and the approved stories with their universities', async () => {
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
    const [tokyo, kyoto, osaka] = await ctx.database.db
      .insert(universities)
      .values(
        (['도쿄대학', '교토대학', '오사카대학'] as const).map((name) => ({
          name,
          type: 'NATIONAL' as const,
        })),
      )
      .returning();
    const story = (universityId: number, status: 'APPROVED' | 'PENDING' | 'DECLINED') => ({
      authorName: '김합격',
      universityId,
      major: '공학부',
      year: 2026,
      reason: '이유',
      method: '방법',
      advice: '조언',
      status,
    });
    await ctx.database.db
      .insert(passStories)
      .values([
        story(tokyo!.id, 'APPROVED'),
        story(tokyo!.id, 'APPROVED'),
        story(kyoto!.id, 'APPROVED'),
        story(osaka!.id, 'PENDING'),
        story(osaka!.id, 'DECLINED'),
      ]);
    expect(await activity()).toEqual({
      studying: 1,
      submissionsToday: 0,
      answersThisWeek: 0,
      // the one whose period ended still studied here
      students: 2,
      // only approved stories are public, and their universities
      passStories: 3,
      universities: 2,
    });
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
