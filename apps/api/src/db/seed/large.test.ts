// The large seed at a small factor: what it promises (sizes, shape, its accounts sign in with the
// one shared password), that it runs once, and that it refuses a database someone uses.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createLogger } from '../../lib/logger.ts';
import { openTestDatabase, testEnv } from '../../test/test-app.ts';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../client.ts';
import { users } from '../schema/users.ts';
import { progressDrift } from '../../lib/enrolment-progress.ts';
import { SCALE_PASSWORD, scaleCounts, seedLarge } from './large.ts';

const FACTOR = 0.01;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** An empty database of the kind the tests run on, named so the seed can open it itself. */
async function emptyTarget(): Promise<DatabaseTarget> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await openTestDatabase();
    await database.close();
    cleanups.push(() => database.drop());
    return { kind: 'postgres', url: database.url! };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'academy-large-seed-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { kind: 'pglite', dataDir: path.join(dir, 'pglite') };
}

async function rows<T>(handle: DatabaseHandle, query: string) {
  const result = await handle.db.execute(sql.raw(query));
  return ((result as unknown as { rows?: T[] }).rows ?? result) as T[];
}

describe('the large seed', () => {
  it('seeds the demo and the large academy once, its accounts signing in', async () => {
    const target = await emptyTarget();
    const counts = scaleCounts(FACTOR);
    const result = await seedLarge(target, testEnv, { factor: FACTOR });
    expect(result.seeded).toBe(true);
    expect(await seedLarge(target, testEnv, { factor: FACTOR })).toMatchObject({
      seeded: false,
      reason: 'already-large',
    });

    const handle = await openDatabase(target);
    try {
      const [accounts] = await rows<{ students: number; teachers: number }>(
        handle,
        `select count(*) filter (where role = 'STUDENT')::int as students,
          count(*) filter (where role = 'TEACHER')::int as teachers
        from users where email like '%@scale.academy.test'`,
      );
      expect(accounts).toEqual({ students: counts.students, teachers: counts.teachers });
      // a few lectures hold most students: the first holds the most, and has 150 lessons
      const lectures = await rows<{ enrolled: number; lessons: number }>(
        handle,
        `select (select count(*) from enrolments e where e.lecture_id = l.id)::int as enrolled,
          (select count(*) from details d join chapters c on c.id = d.chapter_id
            where c.lecture_id = l.id)::int as lessons
        from lectures l join users t on t.id = l.teacher_id
        where t.email like '%@scale.academy.test' order by l.id`,
      );
      expect(lectures).toHaveLength(counts.lectures);
      expect(lectures[0]!.lessons).toBe(150);
      expect(lectures[0]!.enrolled).toBe(Math.max(...lectures.map((l) => l.enrolled)));
      const total = lectures.reduce((sum, l) => sum + l.enrolled, 0);
      expect(Math.abs(total - counts.enrolments)).toBeLessThan(counts.enrolments * 0.02);
      // every watch row holds three merged stretches, its watched time their sum
      const [watch] = await rows<{ count: number; odd: number }>(
        handle,
        `select count(*)::int as count,
          count(*) filter (where cardinality(intervals) <> 6
            or watched_ms <> (intervals[2] - intervals[1]) + (intervals[4] - intervals[3])
              + (intervals[6] - intervals[5]))::int as odd
        from watch_progress w join users u on u.id = w.user_id
        where u.email like '%@scale.academy.test'`,
      );
      expect(watch!.count).toBeGreaterThan(counts.enrolments);
      expect(watch!.odd).toBe(0);
      // every large-seed enrolment was bought: one paid order whose course line made it, paying
      // what the order says
      const [bought] = await rows<{ enrolments: number; lines: number; mismatched: number }>(
        handle,
        `select (select count(*) from enrolments e join users u on u.id = e.user_id
            where u.email like '%@scale.academy.test')::int as enrolments,
          count(*)::int as lines,
          count(*) filter (where o.total <> ol.amount or o.status <> 'PAID')::int as mismatched
        from order_lines ol join orders o on o.id = ol.order_id where o.order_no like 'scale-%'`,
      );
      expect(bought!.lines).toBe(bought!.enrolments);
      expect(bought!.mismatched).toBe(0);
      // the busiest lecture's students sat the monthly mocks: graded, every section scored
      // within its scale
      const [mocks] = await rows<{ sittings: number; unscored: number; outside: number }>(
        handle,
        `select count(distinct st.id)::int as sittings,
          count(*) filter (where sc.scaled is null)::int as unscored,
          count(*) filter (where sc.scaled > case sec.kind when 'WRITING' then 50 else 200 end)::int as outside
        from mock_sittings st join mock_section_scores sc on sc.sitting_id = st.id
        join mock_sections sec on sec.id = sc.section_id
        join mock_exams x on x.id = st.exam_id where x.title like 'EJU 日本語 모의고사 %'`,
      );
      expect(mocks!.sittings).toBeGreaterThan(lectures[0]!.enrolled * 24 * 0.7);
      expect(mocks!.unscored).toBe(0);
      expect(mocks!.outside).toBe(0);
      const [notices] = await rows<{ count: number }>(
        handle,
        `select count(*)::int as count from notices`,
      );
      expect(notices!.count).toBeGreaterThanOrEqual(5000);
      // both seeds' questions wait for staff exactly when they have no answer or an open
      // follow-up, as the routes keep it: the staff board and counts read only the column
      const [questions] = await rows<{ waiting: number; wrong: number }>(
        handle,
        `select count(*) filter (where q.waiting_since is not null)::int as waiting,
          count(*) filter (where (q.waiting_since is not null) <> (
            not exists (select 1 from answers a where a.question_id = q.id)
            or exists (select 1 from question_follow_ups f
              where f.question_id = q.id and f.answered_at is null)))::int as wrong
        from questions q`,
      );
      expect(questions!.waiting).toBeGreaterThan(0);
      expect(questions!.wrong).toBe(0);
      // both seeds' enrolments keep their completed lessons and last activity as the routes do:
      // the roster filters on the columns; every one equals its recount, and some are under way
      expect(await progressDrift(handle.db, { every: true })).toEqual([]);
      const [kept] = await rows<{ uncounted: number; under: number }>(
        handle,
        `select count(*) filter (where completed_lessons is null)::int as uncounted,
          count(*) filter (where completed_lessons > 0 and last_activity_at is not null)::int
            as under
        from enrolments`,
      );
      expect(kept!.uncounted).toBe(0);
      expect(kept!.under).toBeGreaterThan(0);

      const app = createApp({ env: testEnv, database: handle, logger: createLogger('silent') });
      const login = await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 's0@scale.academy.test', password: SCALE_PASSWORD }),
      });
      expect(login.status).toBe(200);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('refuses a database holding accounts neither seed made, unless forced', async () => {
    const target = await emptyTarget();
    const handle = await openDatabase(target);
    try {
      await handle.db
        .insert(users)
        .values({ email: 'someone@example.com', passwordHash: 'x', name: '누군가' });
    } finally {
      await handle.close();
    }
    expect(await seedLarge(target, testEnv, { factor: FACTOR })).toEqual({
      seeded: false,
      reason: 'foreign-data',
      count: 1,
    });
    const after = await openDatabase(target);
    try {
      const [left] = await rows<{ count: number }>(
        after,
        `select count(*)::int as count from users`,
      );
      expect(left!.count).toBe(1);
    } finally {
      await after.close();
    }
  }, 60_000);
});
