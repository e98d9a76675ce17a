// The server as real processes (src/test/server-process.ts): what only several processes or a
// signal show. Each start costs a few seconds; the tests share them where they can.
import http from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';

const TIMEOUT = 180_000;

/** This machine's first address beyond loopback, if it has one. */
function outsideAddress() {
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? [])
      if (!entry.internal && entry.family === 'IPv4') return entry.address;
  }
  return undefined;
}

function connects(host: string, port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

interface Outcome {
  status?: number;
  connection?: string;
  error?: string;
}

function get(agent: http.Agent, port: number, pathname: string) {
  return new Promise<Outcome>((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode, connection: response.headers.connection }),
      );
    });
    request.on('error', (error) => resolve({ error: error.message }));
  });
}

/**
 * A POST whose body arrives in two parts: the headers and its first bytes now, the rest when the
 * test calls `finish()` (a slow client, in flight when the server is told to stop).
 */
function slowPost(port: number) {
  const body = JSON.stringify({ username: 'nobody@example.com', password: 'wrong-password-1' });
  let finish = () => {};
  let started = () => {};
  const headSent = new Promise<void>((resolve) => (started = resolve));
  const outcome = new Promise<Outcome>((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/auth/login',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        // its own connection, closed after the answer (the keep-alive ones are the loops')
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, connection: response.headers.connection }),
        );
      },
    );
    request.on('error', (error) => resolve({ error: error.message }));
    request.write(body.slice(0, 10), () => started());
    finish = () => request.end(body.slice(10));
  });
  return { headSent, outcome, finish: () => finish() };
}

describe('one embedded database, one process (PGlite)', () => {
  let dataDir: string;
  let first: ServerProcess;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'academy-server-'));
    first = await startServerProcess({ DATA_DIR: dataDir });
    await first.ready;
  }, TIMEOUT);
  afterAll(async () => {
    await first?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'a second process on the same DATA_DIR refuses to start, naming the first, which serves on',
    async () => {
      const second = await startServerProcess({ DATA_DIR: dataDir });
      await expect(second.ready).rejects.toThrow(/exited/);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`in use by process ${first.pid}`);
      expect(second.output()).not.toMatch(/migrat|seeding|\n\s+at /);
      expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);
    },
    TIMEOUT,
  );

  it('listens on loopback only unless HOST says otherwise', async () => {
    expect(await connects('127.0.0.1', first.port)).toBe(true);
    const outside = outsideAddress();
    if (outside) expect(await connects(outside, first.port)).toBe(false);
  });

  it(
    'on SIGTERM, finishes what is in flight and closes keep-alive connections without resetting a request',
    async () => {
      const clients = Array.from(
        { length: 8 },
        () => new http.Agent({ keepAlive: true, maxSockets: 1 }),
      );
      const outcomes: (Outcome & { agent: number })[] = [];
      let signalled = false;
      const loops = clients.map(async (agent, index) => {
        // Each client keeps its connection busy until an answer tells it to close.
        for (;;) {
          const outcome = await get(agent, first.port, '/api/notice/list');
          outcomes.push({ ...outcome, agent: index });
          if (outcome.error || (signalled && outcome.connection === 'close')) return;
        }
      });
      // every client has had an answer: their connections are open and busy
      await vi.waitFor(() => expect(new Set(outcomes.map((o) => o.agent)).size).toBe(8), {
        timeout: 30_000,
      });
      const inFlight = slowPost(first.port);
      await inFlight.headSent;
      // A request on a new connection answered: the server has read what came before it.
      expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);
      signalled = true;
      const stopped = first.stop('SIGTERM');
      // It is draining once it tells a keep-alive client to close: only then the body ends.
      await vi.waitFor(() => expect(outcomes.some((o) => o.connection === 'close')).toBe(true), {
        timeout: 30_000,
      });
      inFlight.finish();
      await stopped;
      await Promise.all(loops);
      const slow = await inFlight.outcome;
      expect(await first.exited).toBe(0);
      expect(outcomes.filter((outcome) => outcome.error)).toEqual([]);
      expect(outcomes.filter((outcome) => outcome.status !== 200)).toEqual([]);
      expect(slow.error).toBeUndefined();
      expect(slow.status).toBeGreaterThanOrEqual(400);
      expect(slow.status).toBeLessThan(500);
      // its lock went with it: the folder can be opened again
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
      for (const agent of clients) agent.destroy();
    },
    TIMEOUT,
  );
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('processes started at once on an empty PostgreSQL database', () => {
  const name = `academy_start_${Date.now()}`;
  const admin = () => new pg.Client({ connectionString: serverUrl });
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'academy-server-'));
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
  });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'all start: migrations and seeding run once, one process after the other',
    async () => {
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      const processes = await Promise.all(
        Array.from({ length: 3 }, () =>
          startServerProcess({ DATABASE_URL: url.toString(), DATA_DIR: dataDir }),
        ),
      );
      try {
        await Promise.all(processes.map((process) => process.ready));
        const seeded = processes.filter((process) =>
          process.output().includes('seeding the empty'),
        );
        expect(seeded).toHaveLength(1);
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        const migrations = await client.query(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        expect(migrations.rows[0].n).toBe(1);
        const duplicates = await client.query(
          'select count(*)::int as n from (select email from users group by email having count(*) > 1) d',
        );
        expect(duplicates.rows[0].n).toBe(0);
        await client.end();
      } finally {
        await Promise.all(processes.map((process) => process.stop()));
      }
    },
    TIMEOUT,
  );
});
