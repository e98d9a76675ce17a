// `pnpm --filter @academy/api exec tsx bench/live-abuse.ts`: what one abusive client costs
// everybody else (docs/decisions/036-live-channel-limits.md). A script that prints figures, not a
// test; bounded in time and talking only to 127.0.0.1.
//
// For PGlite, and for PostgreSQL when 127.0.0.1:5432 answers (a fresh database, dropped after):
// starts the API (src/server.ts, demo data) on a port of BENCH_PORT (default 4610, 4611), signs in
// the demo student and an admin, and measures GET /api/health and the lesson's chat history (as
// the admin) sequentially for BENCH_PROBE_SECONDS (5) quietly ("before"), then while the student
// opens 60 sockets at once and floods join/leave from one of them in a tight loop for
// BENCH_FLOOD_SECONDS (10) ("while"). Prints p50/p99 of both, how many of the 60 sockets stayed
// open, how the flooding socket ended, the frames it sent, and the presence frames an admin in
// the room received meanwhile.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';

const API_DIR =
  process.env.BENCH_API_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROBE_SECONDS = Number(process.env.BENCH_PROBE_SECONDS ?? 5);
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
const SOCKETS = 60;
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4610);
const ORIGIN_HEADER = 'http://localhost:3001';
const ADMIN = { username: 'admin@academy.test', password: 'admin1234' };
const STUDENT = { username: 'student@academy.test', password: 'student1234' };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!
    : NaN;
};
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a');

function answers(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function startApi(port: number, databaseUrl: string | undefined) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-live-abuse-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      SERVE_APPS: 'false',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      DATA_ENCRYPTION_KEY: '0'.repeat(64),
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the API did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function call<T>(base: string, route: string, init: RequestInit & { token?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${base}${route}`, { ...init, headers });
  const body = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${route}: ${response.status} ${body.message}`);
  return body.data;
}

/** The student's token, an admin's, and a lesson of a lecture the student is enrolled in. */
async function prepare(base: string) {
  const login = (who: typeof ADMIN) =>
    call<{ token: string }>(base, '/api/auth/login', { method: 'POST', body: JSON.stringify(who) });
  const admin = (await login(ADMIN)).token;
  const student = (await login(STUDENT)).token;
  const me = await call<{ id: number }>(base, '/api/users/info', { token: student });
  const teachers = await call<{ lectures: { lectureId: number }[] }[]>(base, '/api/lectures/list', {
    token: admin,
  });
  const lectureId = teachers.flatMap((t) => t.lectures)[0]!.lectureId;
  await call(base, '/api/admin/enrolments', {
    method: 'POST',
    token: admin,
    body: JSON.stringify({ userId: me.id, lectureId }),
  }).catch(() => {}); // enrolled already (409)
  const lecture = await call<{ chapters: { details?: { detailId?: number; id?: number }[] }[] }>(
    base,
    `/api/lectures/${lectureId}`,
    { token: admin },
  );
  const detail = lecture.chapters.flatMap((c) => c.details ?? [])[0];
  const lesson = detail?.detailId ?? detail?.id;
  if (!lesson) throw new Error(`no lesson in lecture ${lectureId}`);
  return { admin, student, lesson };
}

/** Sequential probes of one route until `until()` says stop; each answer's time. */
async function probe(url: string, token: string | undefined, until: () => boolean) {
  const times: number[] = [];
  let failures = 0;
  while (!until()) {
    const started = performance.now();
    try {
      const response = await fetch(url, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal: AbortSignal.timeout(120_000),
      });
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
    } catch {
      failures += 1;
    }
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { times, failures };
}

/** close code of every socket the bench opened */
const closes = new Map<WebSocket, number>();

function openSocket(url: string, token: string) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, {
      headers: { Authorization: `Bearer ${token}`, Origin: ORIGIN_HEADER },
    });
    socket.on('close', (code) => closes.set(socket, code));
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

async function run(label: string, databaseUrl: string | undefined, port: number) {
  console.log(`\n=== ${label} ===`);
  const api = await startApi(port, databaseUrl);
  try {
    const { admin, student, lesson } = await prepare(api.base);
    const health = `${api.base}/api/health`;
    const history = `${api.base}/api/lessons/${lesson}/chat/messages`;
    const ws = api.base.replace(/^http/, 'ws') + '/api/live';

    // before
    let end = Date.now() + PROBE_SECONDS * 1000;
    const quiet = await Promise.all([
      probe(health, undefined, () => Date.now() > end),
      probe(history, admin, () => Date.now() > end),
    ]);

    // while: an admin listens in the room; the student opens 60 sockets and floods from one
    const listener = await openSocket(ws, admin);
    let presenceFrames = 0;
    listener.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'presence') presenceFrames += 1;
    });
    listener.send(JSON.stringify({ type: 'join', lessonId: lesson }));
    const opened = await Promise.allSettled(
      Array.from({ length: SOCKETS }, () => openSocket(ws, student)),
    );
    const sockets = opened.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refusedHandshakes = opened.filter((r) => r.status === 'rejected').length;
    const initial = sockets.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    let flooder = sockets.find((s) => s.readyState === WebSocket.OPEN);
    const firstFlooder = flooder;
    let sent = 0;
    let reopened = 0;
    let refusedReopens = 0;
    end = Date.now() + FLOOD_SECONDS * 1000;
    // A tight loop of join/leave, yielding only when the socket's buffer is full; closed, it
    // opens another socket and goes on (as a script would) until the time is up.
    const flood = (async () => {
      while (Date.now() < end) {
        while (flooder?.readyState === WebSocket.OPEN && Date.now() < end) {
          for (let i = 0; i < 200 && flooder.readyState === WebSocket.OPEN; i += 1) {
            flooder.send(JSON.stringify({ type: 'join', lessonId: lesson, since: 0 }));
            flooder.send(JSON.stringify({ type: 'leave', lessonId: lesson }));
            sent += 2;
          }
          await new Promise((resolve) => setImmediate(resolve));
          while (flooder.bufferedAmount > 1 << 20) await new Promise((r) => setTimeout(r, 5));
        }
        if (Date.now() >= end) break;
        flooder = await openSocket(ws, student).catch(() => undefined);
        if (flooder) {
          sockets.push(flooder);
          reopened += 1;
        } else {
          refusedReopens += 1;
          await new Promise((resolve) => setTimeout(resolve, 100)); // refused: try again soon
        }
      }
    })();
    const busy = await Promise.all([
      probe(health, undefined, () => Date.now() > end),
      probe(history, admin, () => Date.now() > end),
    ]);
    await flood;
    const stillOpen = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
    const flooderEnd = firstFlooder ? (closes.get(firstFlooder) ?? 'still open') : 'none opened';
    const closedCodes = sockets
      .map((socket) => closes.get(socket))
      .filter((code) => code !== undefined)
      .reduce<Record<string, number>>((acc, code) => {
        acc[code] = (acc[code] ?? 0) + 1;
        return acc;
      }, {});
    for (const socket of sockets) socket.terminate();
    listener.terminate();

    const line = (name: string, quietTimes: number[], busyTimes: number[], failures: number) =>
      console.log(
        `${name.padEnd(22)} before p50 ${ms(percentile(quietTimes, 50))}, p99 ${ms(percentile(quietTimes, 99))} (${quietTimes.length}) | while p50 ${ms(percentile(busyTimes, 50))}, p99 ${ms(percentile(busyTimes, 99))}, max ${ms(Math.max(...busyTimes))} (${busyTimes.length}, ${failures} failed)`,
      );
    line('GET /api/health', quiet[0].times, busy[0].times, busy[0].failures);
    line('GET chat history', quiet[1].times, busy[1].times, busy[1].failures);
    console.log(
      `sockets: ${initial} of ${SOCKETS} opened (${refusedHandshakes} refused), ${stillOpen} open at the end, closes ${JSON.stringify(closedCodes)}; flooder sent ${sent} frames, its first socket ended: ${flooderEnd}, reopened ${reopened} (${refusedReopens} refused); presence frames to a room member: ${presenceFrames}`,
    );
  } finally {
    await api.stop();
  }
}

await run('PGlite (embedded)', undefined, BASE_PORT);
if (!process.env.BENCH_PGLITE_ONLY && (await answers(5432))) {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const name = `academy_live_abuse_${Date.now()}`;
  await admin.query(`create database ${name}`);
  try {
    await run(
      'PostgreSQL (127.0.0.1:5432)',
      `postgres://postgres@127.0.0.1:5432/${name}`,
      BASE_PORT + 1,
    );
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}
