// PGlite's query() parses and plans every statement anew (an unnamed statement each time), and in
// WebAssembly that is most of a short query's cost: a four-table join by primary key took 0.44 ms
// that way and 0.12 ms as a named statement, about what `select 1` costs (the bench in
// docs/product/learning.md). So queries outside transactions run as named prepared statements kept
// per SQL text, as a PostgreSQL server's drivers do (node-postgres for named queries, postgres.js
// for all): parsed once, planned once PostgreSQL settles on a generic plan. Transactions keep
// PGlite's own path.
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

const { serialize } = protocol;
/** Distinct texts kept; the least recently used one is closed beyond this. */
export const STATEMENTS_KEPT = 200;

interface Statement {
  name: string;
  /** the parameters' types, as PostgreSQL inferred them when parsing */
  types: number[];
}

/** A query(text, params, options) for `client` that runs through named statements. */
export function namedStatements(client: PGlite) {
  // Map order is use order: a hit moves its text to the end.
  const statements = new Map<string, Statement>();
  let made = 0;
  const run = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  async function prepare(text: string): Promise<Statement> {
    if (statements.size >= STATEMENTS_KEPT) {
      const [oldest, statement] = statements.entries().next().value!;
      statements.delete(oldest);
      await run(serialize.close({ type: 'S', name: statement.name }));
    }
    made += 1;
    const name = `pglite_${made}`;
    try {
      await run(serialize.parse({ name, text }));
      const types = parse.parseDescribeStatementResults(
        await run(serialize.describe({ type: 'S', name })),
      );
      return { name, types };
    } catch (error) {
      // After an error PostgreSQL skips everything up to the next Sync.
      await run(serialize.sync());
      throw error;
    }
  }

  const concat = (parts: Uint8Array[]) => {
    const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      all.set(part, at);
      at += part.length;
    }
    return all;
  };

  return async function query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    await client._checkReady();
    // What query() holds: no other query, and no transaction in between its statements.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let statement = statements.get(text);
        if (statement) statements.delete(text);
        else statement = await prepare(text);
        statements.set(text, statement);
        const { name, types } = statement;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = client.serializers[types[i]!];
          return serializer ? serializer(value) : String(value);
        });
        // Bind, describe, execute and sync in one call into PostgreSQL: each call is a trip into
        // WebAssembly and through PGlite's reply parser. After an error PostgreSQL skips to the
        // Sync, so the session is clean either way.
        const messages = await run(
          concat([
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
        );
        await client.syncToFs();
        return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
      }),
    );
  };
}
