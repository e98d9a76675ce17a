// What an operator relies on, with real server processes (src/server.ts) on PostgreSQL: a
// database fault never kills a process, and it answers 503 until the database is back.
// PostgreSQL only (TEST_DATABASE_URL): the faults are PostgreSQL's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';

const TIMEOUT = 180_000;
const serverUrl = process.env.TEST_DATABASE_URL;

/** A database of its own for this file's processes, dropped at the end. */
function processDatabase() {
  const name = `academy_ops_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const url = new URL(serverUrl ?? 'postgres://localhost/none');
  url.pathname = `/${name}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  return {
    name,
    url: url.toString(),
    create: () => admin(`create database ${name}`),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const login = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@academy.test', password: 'admin1234' }),
  });

describe.skipIf(!serverUrl)('a database fault (PostgreSQL restarting, a fail-over)', () => {
  const database = processDatabase();
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    await database.create();
    dataDir = mkdtempSync(path.join(tmpdir(), 'academy-ops-'));
    server = await startServerProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir });
    await server.ready;
  }, TIMEOUT);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'terminating every backend, one of them inside a transaction, leaves the process serving',
    async () => {
      // A transaction in flight: login's session insert waits behind a lock held here.
      const locker = new pg.Client({ connectionString: database.url });
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table refresh_tokens in access exclusive mode');
      const pending = login(server.port).then(
        (response) => response.status,
        (error: Error) => error.message,
      );
      const waiting = await until('the login waiting on the lock', async () => {
        const { rows } = await locker.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
          [database.name],
        );
        return rows.length > 0 ? rows : undefined;
      });
      expect(waiting.length).toBeGreaterThan(0);

      // What a restart or a fail-over does to every connection of the process.
      const killer = new pg.Client({ connectionString: serverUrl });
      await killer.connect();
      const { rows: killed } = await killer.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> $2',
        [database.name, locker.processID],
      );
      await killer.end();
      expect(killed.length).toBeGreaterThanOrEqual(3); // the pool's, the transaction's, LISTEN's
      await locker.query('rollback');
      await locker.end();

      // The request in flight is refused as unavailable (nothing was written), not dropped.
      expect(await pending).toBe(503);
      // The process lives on and serves again once its connections are back.
      const status = await until('a successful login', async () => {
        const response = await login(server.port);
        return response.status === 200 ? response.status : undefined;
      });
      expect(status).toBe(200);
      const exited = await Promise.race([
        server.exited.then(() => true),
        new Promise((resolve) => setTimeout(resolve, 200, false)),
      ]);
      expect(exited, server.output()).toBe(false);
    },
    TIMEOUT,
  );
});
