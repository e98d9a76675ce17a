// PGlite's queries as named statements (pglite-statements.ts): same answers as before, however many
// texts, after errors, and never inside another caller's transaction.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { STATEMENTS_KEPT } from './pglite-statements.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  await handle.db.execute(sql`create table statement_test (id integer primary key)`);
});
afterAll(() => handle.close());

/** The first value of the first row (execute's result is typed per driver). */
const first = async (query: Parameters<DatabaseHandle['db']['execute']>[0]) =>
  Object.values(((await handle.db.execute(query)) as unknown as { rows: object[] }).rows[0]!)[0];
const count = () => first(sql`select count(*)::int from statement_test`);

describe('PGlite statements', () => {
  it('answers right for more distinct texts than it keeps, old ones included', async () => {
    const ask = (i: number) => first(sql.raw(`select ${i} + 0`));
    for (let i = 0; i < STATEMENTS_KEPT + 20; i += 1) expect(await ask(i)).toBe(i);
    expect(await ask(0)).toBe(0);
    expect(await ask(STATEMENTS_KEPT + 19)).toBe(STATEMENTS_KEPT + 19);
  });

  it('keeps working after a value its statement refuses and after a text that does not parse', async () => {
    const byId = (id: string) =>
      handle.db.execute(sql`select ${id}::integer as id from statement_test limit 1`);
    await expect(byId('not a number')).rejects.toMatchObject({ cause: { code: '22P02' } });
    await expect(byId('1')).resolves.toBeDefined();
    await expect(handle.db.execute(sql.raw('selec 1'))).rejects.toMatchObject({
      cause: { code: '42601' },
    });
    expect(await count()).toBe(0);
  });

  it('never runs a query inside another caller’s open transaction', async () => {
    let inserted!: () => void;
    const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
    let finish!: () => void;
    const finishNow = new Promise<void>((resolve) => (finish = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into statement_test values (1)`);
      inserted();
      await finishNow;
      tx.rollback();
    });
    await insertedNow;
    // Waits for the transaction instead of seeing its uncommitted row.
    const outside = count();
    finish();
    await expect(transaction).rejects.toThrow();
    expect(await outside).toBe(0);
  });
});
