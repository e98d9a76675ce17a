// What an operator relies on, with real server processes (src/server.ts) on PostgreSQL: a
// database fault never kills a process, and it answers 503 until the database is back.
// PostgreSQL only (TEST_DATABASE_URL): the faults are PostgreSQL's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBalancer } from './test/balancer.ts';
import { freePort, startServerProcess, type ServerProcess } from './test/server-process.ts';

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

describe('what a start that cannot work says', () => {
  it(
    'names a missing secret in production, and a database that does not answer, without a stack',
    async () => {
      const noSecrets = await startServerProcess({
        NODE_ENV: 'production',
        JWT_SECRET: '',
        DATA_ENCRYPTION_KEY: '',
      });
      expect(await noSecrets.exited).toBe(1);
      expect(noSecrets.output()).toContain('academy cannot start: Invalid configuration');
      expect(noSecrets.output()).toContain('JWT_SECRET: required when NODE_ENV=production');
      expect(noSecrets.output()).not.toMatch(/\n\s+at /);

      const closedPort = await freePort();
      const noDatabase = await startServerProcess({
        DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/academy`,
      });
      expect(await noDatabase.exited).toBe(1);
      expect(noDatabase.output()).toContain(
        `academy cannot start: the database 127.0.0.1:${closedPort}/academy does not answer`,
      );
      expect(noDatabase.output()).not.toMatch(/\n\s+at /);
    },
    TIMEOUT,
  );
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
      // a failed assertion leaves it open until the database is dropped, which ends it
      locker.on('error', () => {});
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table refresh_tokens in access exclusive mode');
      const { rows: own } = await locker.query<{ pid: number }>('select pg_backend_pid() as pid');
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
        [database.name, own[0]!.pid],
      );
      await killer.end();
      // the transaction's and LISTEN's at least (the pool keeps an idle one only when it had one)
      expect(killed.length).toBeGreaterThanOrEqual(2);
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

describe.skipIf(!serverUrl)('a rolling restart behind a balancer', () => {
  const database = processDatabase();
  let dataDir: string;
  const servers: ServerProcess[] = [];
  const env = () => ({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // longer than the balancer takes to see readiness fail (it asks every second, and on a loaded
    // 2-core machine an answer can take a second more: 2.5 s was once not enough there)
    SHUTDOWN_GRACE_MS: '4000',
  });
  beforeAll(async () => {
    await database.create();
    dataDir = mkdtempSync(path.join(tmpdir(), 'academy-ops-'));
    // one after the other: the first migrates and seeds
    servers.push(await startServerProcess(env()));
    await servers[0]!.ready;
    servers.push(await startServerProcess(env()));
    await servers[1]!.ready;
  }, TIMEOUT);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'loses no POST while one process stops on SIGTERM and starts again',
    async () => {
      const balancer = await startBalancer(servers.map((server) => server.port));
      const base = `http://127.0.0.1:${balancer.port}`;
      const outcomes: (number | string)[] = [];
      let loading = true;
      let signal: (() => void) | undefined;
      const post = (n: number) =>
        fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ attempt: n }),
        }).then(
          async (response) => {
            await response.arrayBuffer();
            outcomes.push(response.status);
          },
          (error: Error) => void outcomes.push(error.message),
        );
      // About 50 POSTs a second (bounded: at most 60 s). A sign-in without its fields: each is
      // answered by the API itself (400) without contending for rows, so any other outcome is
      // the restart's.
      const load = (async () => {
        const sent: Promise<void>[] = [];
        for (let n = 0; loading && n < 3000; n += 1) {
          sent.push(post(n));
          if (signal) signal();
          signal = undefined;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await Promise.all(sent);
      })();
      try {
        await until('some writes', async () => (outcomes.length > 50 ? true : undefined));
        const stopping = servers[0]!;
        const stopped = new Promise<number | null>((resolve) => {
          signal = () => resolve(stopping.stop('SIGTERM'));
        });
        expect(await stopped).toBe(0);
        const restarted = await startServerProcess({ ...env(), API_PORT: String(stopping.port) });
        servers[0] = restarted;
        await restarted.ready;
        const before = outcomes.length;
        await until('writes after the restart', async () =>
          outcomes.length > before + 50 ? true : undefined,
        );
      } finally {
        loading = false;
        await load;
        await balancer.close();
      }
      const failed = outcomes.filter((outcome) => outcome !== 400);
      expect(failed, `${failed.length} of ${outcomes.length} failed`).toEqual([]);
      expect(balancer.failures()).toBe(0);
      // The process stopped accepting only once the balancer had stopped sending to it.
      expect(balancer.refused()).toBe(0);
    },
    TIMEOUT,
  );
});
