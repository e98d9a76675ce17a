// A mock's results kept in this process (docs/decisions/061-kept-mock-results.md): the figures and
// the table's order need every finished sitting (a mock of 8,000 students: 24,000 scores read and
// sorted, ~100 ms), while the page is read again and again once grading settles. What was
// computed is answered again for as long as the mock's stamp is the same. The stamp is read from
// `mock_sittings_exam_state_idx` alone on every request, so another process's write (a sitting
// closed, a 記述 graded, a scale table changed: each sets the sitting's `results_at`) is seen at
// once, by every process.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

type Reader = Pick<Database, 'execute'>;

/** Mocks kept per database; the least recently read goes first. */
const KEPT_MOCKS = 16;

const kept = new WeakMap<object, Map<number, { key: string; value: unknown }>>();

/**
 * The mock's stamp: how many sat it, how many finished, and the sum of the finished sittings'
 * `results_at`. A sum, not the latest: a write that commits after a later one still moves it.
 */
export async function resultsStamp(db: Reader, examId: number) {
  const result = await db.execute<{ sat: number; finished: number; at: string | null }>(sql`
    select count(*)::int as sat,
      count(*) filter (where state <> 'IN_PROGRESS')::int as finished,
      sum(extract(epoch from results_at)) filter (where state <> 'IN_PROGRESS')::text as at
    from mock_sittings where exam_id = ${examId}`);
  // node-postgres answers { rows }, PGlite the rows themselves
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? result;
  const [row] = rows as { sat: number; finished: number; at: string | null }[];
  return { sat: row?.sat ?? 0, key: `${row?.finished ?? 0}:${row?.at ?? ''}` };
}

/** What `compute` answered for this mock under this key, computed again when the key moved. */
export async function keptResults<T>(
  db: object,
  examId: number,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  let mocks = kept.get(db);
  if (!mocks) {
    mocks = new Map();
    kept.set(db, mocks);
  }
  const found = mocks.get(examId);
  mocks.delete(examId);
  if (found?.key === key) {
    mocks.set(examId, found);
    return found.value as T;
  }
  const value = await compute();
  mocks.delete(examId);
  mocks.set(examId, { key, value });
  while (mocks.size > KEPT_MOCKS) mocks.delete(mocks.keys().next().value!);
  return value;
}
