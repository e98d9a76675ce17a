// PGlite's query() parses and plans every statement anew (an unnamed statement each time), and in
// WebAssembly that is most of a short query's cost: a four-table join by primary key took 0.44 ms
// that way and 0.12 ms as a named statement, about what `select 1` costs (issue 19's bench). So
// queries outside transactions run as named prepared statements kept per SQL text, as a
// PostgreSQL server's drivers do (node-postgres for named queries, postgres.js for all): parsed
// once, planned once PostgreSQL settles on a generic plan. Transactions keep PGlite's own path.
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
    await run(serialize.parse({ name, text }));
    const types = parse.parseDescribeStatementResults(
      await run(serialize.describe({ type: 'S', name })),
    );
    return { name, types };
  }

  return async function query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    await client._checkReady();
    // What query() holds: no other query, and no transaction in between its statements.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const messages = [];
        try {
          let statement = statements.get(text);
          if (statement) statements.delete(text);
          else statement = await prepare(text);
          statements.set(text, statement);
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const serializer = client.serializers[statement.types[i]!];
            return serializer ? serializer(value) : String(value);
          });
          messages.push(
            ...(await run(serialize.bind({ statement: statement.name, values }))),
            ...(await run(serialize.describe({ type: 'P' }))),
            ...(await run(serialize.execute({}))),
          );
        } finally {
          // After an error PostgreSQL skips everything up to the next Sync.
          messages.push(...(await run(serialize.sync())));
        }
        await client.syncToFs();
        return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
      }),
    );
  };
}
