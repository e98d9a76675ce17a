// The progress kept on each enrolment (docs/decisions/048): how many of the lecture's lessons the
// student completed (lib/completion.ts's rule: a recorded completion, or a passed submission) and
// their last activity in it (the latest watch, quiz attempt or submission). The roster filters,
// sorts and exports by them on an index instead of recomputing them for every student.
//
// Every write that changes them calls one of these in its transaction: `keepProgress` recounts one
// student's enrolment (a completion recorded or taken back, a quiz attempt, a submission or its
// feedback, an enrolment made or reopened), or a whole lecture's (a lesson or chapter deleted,
// which takes its completions with it); `touchActivity` moves the last activity forward (a watch
// report, every 10 s, without a recount). Adding a lesson changes no count: the rate is computed
// against the lecture's lesson count, read once per roster read.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

type Writer = Pick<Database, 'execute' | 'transaction'>;

/**
 * Which enrolments to recount: some students' in a lecture, a lecture's, those never counted, or
 * every one (the seed's check).
 */
export type ProgressScope =
  | { userId: number | number[]; lectureId: number }
  | { lectureId: number }
  | { uncounted: true }
  | { every: true };

const students = (column: SQL, userId: number | number[]) =>
  Array.isArray(userId)
    ? sql`${column} in (${sql.join(
        userId.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`${column} = ${userId}`;

function scopeOf(scope: ProgressScope, alias: string) {
  const e = sql.raw(alias);
  const parts: SQL[] = [];
  if ('userId' in scope) parts.push(students(sql`${e}.user_id`, scope.userId));
  if ('lectureId' in scope) parts.push(sql`${e}.lecture_id = ${scope.lectureId}`);
  if ('uncounted' in scope) parts.push(sql`${e}.completed_lessons is null`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * The counts recomputed from the records, as the set of (enrolment id, completed, last activity)
 * for the scope: what the kept columns must equal.
 */
function recount(scope: ProgressScope) {
  // the records are narrowed by the student when the scope names one (their index), and to the
  // students of uncounted enrolments when it asks for those
  const byUser = (column: string) =>
    'userId' in scope
      ? sql`and ${students(sql.raw(column), scope.userId)}`
      : 'uncounted' in scope
        ? sql`and ${sql.raw(column)} in (select user_id from enrolments where completed_lessons is null)`
        : sql``;
  const byLecture = 'lectureId' in scope ? sql`where c.lecture_id = ${scope.lectureId}` : sql``;
  return sql`
    select e.id,
      coalesce(done.n, 0) as completed,
      last.at as last_at
    from enrolments e
    left join (
      select x.user_id, c.lecture_id, count(distinct x.detail_id)::int as n
      from (
        select lc.user_id, lc.detail_id from lesson_completions lc where true ${byUser('lc.user_id')}
        union all
        select s.user_id, s.detail_id from submissions s
          where s.is_completed ${byUser('s.user_id')}
      ) x
      join details d on d.id = x.detail_id
      join chapters c on c.id = d.chapter_id
      ${byLecture}
      group by x.user_id, c.lecture_id
    ) done on done.user_id = e.user_id and done.lecture_id = e.lecture_id
    left join (
      select x.user_id, c.lecture_id, max(x.at) as at
      from (
        select w.user_id, w.detail_id, w.updated_at as at from watch_progress w
          where true ${byUser('w.user_id')}
        union all
        select q.user_id, q.detail_id, q.created_at from quiz_attempts q
          where true ${byUser('q.user_id')}
        union all
        select s.user_id, s.detail_id, s.submitted_at from submissions s
          where true ${byUser('s.user_id')}
      ) x
      join details d on d.id = x.detail_id
      join chapters c on c.id = d.chapter_id
      ${byLecture}
      group by x.user_id, c.lecture_id
    ) last on last.user_id = e.user_id and last.lecture_id = e.lecture_id
    where ${scopeOf(scope, 'e')}`;
}

/**
 * Recounts the scope's enrolments from the records. Their rows are locked first, so two writes
 * for the same student at once recount one after the other, the second seeing the first's
 * records (each statement reads what was committed before it). Inside a transaction it joins it.
 */
export async function keepProgress(db: Writer, scope: ProgressScope) {
  if ('userId' in scope && Array.isArray(scope.userId) && scope.userId.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from enrolments e where ${scopeOf(scope, 'e')} for update`);
    await tx.execute(keepStatement(scope));
  });
}

/** The recount as one statement (the large seed runs it as text on its own connection). */
export const keepStatement = (scope: ProgressScope) => sql`
  update enrolments set completed_lessons = r.completed, last_activity_at = r.last_at
  from (${recount(scope)}) r
  where enrolments.id = r.id`;

/**
 * A watch report's activity: the enrolment's last activity becomes the watch row's time (read
 * from the row, to the microsecond) unless it is later already. One statement, safe against any
 * other write at once.
 */
export async function touchActivity(
  db: Pick<Database, 'execute'>,
  userId: number,
  lectureId: number,
  detailId: number,
) {
  await db.execute(sql`
    update enrolments e set last_activity_at = w.updated_at
    from watch_progress w
    where e.user_id = ${userId} and e.lecture_id = ${lectureId}
      and w.user_id = ${userId} and w.detail_id = ${detailId}
      and (e.last_activity_at is null or e.last_activity_at < w.updated_at)`);
}

/** The kept and recounted values of the scope's enrolments that differ (tests, the seed's check). */
export async function progressDrift(db: Pick<Database, 'execute'>, scope: ProgressScope) {
  const result = await db.execute<{
    id: number;
    kept: number | null;
    completed: number;
    kept_at: string | null;
    last_at: string | null;
  }>(sql`
    select e.id, e.completed_lessons as kept, r.completed,
      e.last_activity_at::text as kept_at, r.last_at::text as last_at
    from enrolments e join (${recount(scope)}) r on r.id = e.id
    where e.completed_lessons is distinct from r.completed
      or e.last_activity_at is distinct from r.last_at`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
