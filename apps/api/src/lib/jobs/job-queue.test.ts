import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import { scheduleWeekly } from './job-queue.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('a weekly job on the job queue', () => {
  it('is scheduled in Seoul time and its occurrences run the handler', async () => {
    const ran: unknown[] = [];
    await scheduleWeekly<{ week: number }>(
      database.jobs,
      'test-weekly',
      '0 7 * * 1',
      async (job) => {
        ran.push(job.data);
      },
    );
    const [schedule] = await database.jobs.getSchedules('test-weekly');
    expect(schedule).toMatchObject({ cron: '0 7 * * 1', timezone: 'Asia/Seoul' });
    // Monday 07:00 in Seoul is Sunday 22:00 UTC
    const [next] = database.jobs.previewSchedule('0 7 * * 1', {
      tz: 'Asia/Seoul',
      from: new Date('2026-11-28T00:00:00Z'),
      count: 1,
    });
    expect(next?.toISOString()).toBe('2026-11-29T22:00:00.000Z');
    // an occurrence is a job on the queue: one worker takes it
    await database.jobs.send('test-weekly', { week: 48 });
    for (let waited = 0; ran.length === 0 && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await database.jobs.offWork('test-weekly', { wait: true });
    expect(ran).toEqual([{ week: 48 }]);
  });
});
