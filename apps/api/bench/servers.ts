// What the benches share (api-bench.ts, scale-bench.ts, watch-bench.ts, rush-bench.ts): our
// server started as a child process pinned to core 0 (the load generator pinned to core 1), free
// ports, throw-away PostgreSQL databases, the load generator's requests and its percentiles.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { DatabaseTarget } from '../src/db/client.ts';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const hasTaskset = existsSync('/usr/bin/taskset');

export function pinSelf() {
  // The load generator on core 1; the servers get core 0.
  if (hasTaskset) {
    try {
      execFileSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
    } catch {
      /* not allowed here: unpinned */
    }
  }
}

export function spawnPinned(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const [command, ...rest] = hasTaskset ? ['taskset', '-c', '0', ...args] : args;
  return spawn(command!, rest, { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function answers(host: string, port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(port, host);
  });
}

export async function waitFor(url: string, child: ChildProcess, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in ${seconds} s`);
}

/**
 * SIGTERM, then SIGKILL after 10 s; resolves once the process has exited either way, so its
 * embedded database's lock is free for whoever opens it next (a loaded machine can take longer
 * than the production grace period to stop).
 */
export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Our server (src/server.ts, API only) on fresh seeded data: PGlite in a temporary DATA_DIR, or a
 * fresh PostgreSQL database. `prepared.env` carries the secrets (JWT_SECRET, DATA_ENCRYPTION_KEY).
 */
export async function startOurs(
  databaseUrl?: string,
  prepared?: { dataDir?: string; env?: Record<string, string>; nodeArgs?: string[] },
) {
  const dataDir = prepared?.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'academy-bench-')));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const nodeArgs = prepared?.nodeArgs ?? [];
  const child = spawnPinned(['node', '--import', 'tsx', ...nodeArgs, 'src/server.ts'], {
    ...process.env,
    NODE_ENV: 'production',
    // production needs its secrets (SECRETS below) and seeds the demo data only when asked
    // (docs/decisions/014-production-start.md)
    SEED_DEMO: 'true',
    // the chat bench's students each speak from their own address (X-Forwarded-For)
    TRUST_PROXY: 'true',
    SERVE_APPS: 'false',
    API_PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    SITE_URL: origin,
    ...prepared?.env,
  });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  child.stdout?.on('data', (chunk) => (output += chunk));
  try {
    await waitFor(`${origin}/api/health`, child);
  } catch (error) {
    console.error(output.slice(-4000));
    throw error;
  }
  return {
    origin,
    pid: child.pid!,
    /** what the server printed (its request log lines with LOG_LEVEL=info) */
    output: () => output,
    async close(options: { keepData?: boolean } = {}) {
      await stop(child);
      if (!options.keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A list of latencies as one line: p50, p99 and the slowest, in ms, and how many. */
export function latencies(list: number[]) {
  const sorted = [...list].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms (${sorted.length})`;
}

/** A throw-away database on the PostgreSQL server, dropped after `run`. */
export async function freshPostgres<T>(
  serverUrl: string,
  run: (url: string) => Promise<T>,
  prefix = 'academy_bench',
) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * A storm bench on PGlite (one process) unless `pglite` is false, then on a throw-away PostgreSQL
 * database with two processes when `serverUrl` is given; the exit code says whether every run's
 * checks held.
 */
export async function stormOnBoth(
  storm: (label: string, processes: 1 | 2, databaseUrl?: string) => Promise<boolean>,
  serverUrl: string | null,
  pglite = true,
) {
  let ok = true;
  if (pglite) ok = (await storm('PGlite (one process)', 1)) && ok;
  if (serverUrl) {
    const host = new URL(serverUrl).host;
    ok =
      (await freshPostgres(serverUrl, (url) =>
        storm(`PostgreSQL (${host}), two processes behind a proxy`, 2, url),
      )) && ok;
  }
  if (!ok) process.exitCode = 1;
}

/** DATABASE_URL, or the PostgreSQL server on 127.0.0.1:5432 when one answers. */
export async function postgresUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (await answers('127.0.0.1', 5432)) return 'postgres://postgres@127.0.0.1:5432/postgres';
  return null;
}

/** The bench's database: the PostgreSQL database at `databaseUrl`, or PGlite under `dataDir`. */
export const databaseTarget = (dataDir: string, databaseUrl?: string): DatabaseTarget =>
  databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };

/** The value below which `p` % of the sorted figures lie (0 for none). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export interface Answer {
  ok: boolean;
  status: number;
  body: string;
}

/**
 * The load generator's requests: node:http on kept-alive connections, a fraction of fetch's CPU
 * (the generator shares a core with nothing of ours, but its own lag counts as latency).
 */
const keptAlive = new Agent({ keepAlive: true });
export function ask(
  origin: string,
  method: 'GET' | 'POST',
  target: string,
  headers: Record<string, string>,
  body?: string,
  agent: Agent = keptAlive,
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(`${origin}${target}`, { method, headers, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, body: text });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
