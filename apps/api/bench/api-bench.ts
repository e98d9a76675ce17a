// `pnpm bench:api` (the benchmark in docs/performance.md; a script that prints figures, not a
// test).
//
// For PGlite, and for PostgreSQL when DATABASE_URL is set or 127.0.0.1:5432 answers: starts the
// API (src/server.ts, API only) on fresh seeded data (a free port, a temporary DATA_DIR, a fresh
// database) and a bare node:http server answering the same JSON from memory; drives both with
// autocannon (10 connections, 10 s per route) and prints requests/s, p50, p99 and our/bare ratios;
// then a fixed-rate run (300 requests/s for 30 s: 70% lecture detail, 30% notice list, signed in)
// printing p50/p99 and errors. Both servers run pinned to core 0 and the load to core 1 (taskset),
// so the load generator does not steal the server's CPU.
//
// Then the lesson chat (chat-bench.ts): 500 WebSocket clients in 50 rooms at 20 messages/s, on
// one process (PGlite and PostgreSQL) and on two processes sharing PostgreSQL behind a
// round-robin proxy (proxy.ts).
//
// BENCH_SECONDS=3 BENCH_RATE_SECONDS=5 BENCH_CHAT_SECONDS=5 shortens the runs for a quick look;
// BENCH_ONLY=chat runs only the chat figures; BENCH_POSTGRES_ONLY=1 skips PGlite.
//
// Then the figure in docs/decisions/017-watch-reports.md (watch-bench.ts): 1,000 students reporting
// what they watched every 10 s plus lesson opens, p50/p99, and a check that no interval was lost or
// counted twice.
//
// BENCH_SECONDS=3 BENCH_RATE_SECONDS=5 BENCH_WATCH_SECONDS=20 shorten the runs for a quick look;
// BENCH_ONLY=watch runs only the watch figure; BENCH_PGLITE_ONLY=1 skips PostgreSQL.
//
// Last the outbox (outbox-bench.ts): messages per second to a loopback SMTP server, and two
// worker processes on PostgreSQL, one killed mid-send: distinct messages and duplicates.
// BENCH_ONLY=outbox runs only it; BENCH_OUTBOX_MESSAGES sets how many (default 2000).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { chatBench } from './chat-bench.ts';
import { examStormBench } from './exam-storm.ts';
import { checkoutStormBench } from './checkout-storm.ts';
import { outboxBench } from './outbox-bench.ts';
import { startProxy } from './proxy.ts';
import {
  answers,
  freePort,
  freshPostgres,
  hasTaskset,
  pinSelf,
  postgresUrl,
  spawnPinned,
  startOurs as startServer,
  stop,
} from './servers.ts';
import {
  benchSecrets,
  checkCompactRows,
  cpuMs,
  prepareWatchBench,
  runWatchBench,
} from './watch-bench.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 30);
const WARMUP_SECONDS = 2;
const RATE = 300;
const CONNECTIONS = 10;
const ONLY_CHAT = process.env.BENCH_ONLY === 'chat';
/** Known to the bench so it can sign the chat clients' tokens; shared by both processes. */
const SECRETS = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
};
const ADMIN_LOGIN = { username: 'admin@academy.test', password: 'admin1234' };
/** Our server with the secrets above (the chat bench signs its clients' tokens with them). */
const startOurs = (
  databaseUrl?: string,
  prepared?: { dataDir: string; env: Record<string, string>; nodeArgs?: string[] },
) => startServer(databaseUrl, { ...prepared, env: { ...SECRETS, ...prepared?.env } });

interface Route {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  auth?: boolean;
  body?: unknown;
  floor?: boolean;
}

const LOGIN = { username: 'student@academy.test', password: 'student1234' };
const routes: Route[] = [
  {
    name: 'GET /api/lectures/list (signed in)',
    method: 'GET',
    path: '/api/lectures/list',
    auth: true,
  },
  {
    name: 'GET /api/notice/list?page=0&size=20',
    method: 'GET',
    path: '/api/notice/list?page=0&size=20',
  },
  { name: 'GET /api/banners/active', method: 'GET', path: '/api/banners/active' },
  { name: 'GET /api/shop/lectures', method: 'GET', path: '/api/shop/lectures' },
  { name: 'POST /api/auth/login', method: 'POST', path: '/api/auth/login', body: LOGIN },
  // No handler, no database: what Hono and the shared middleware cost alone (the ceiling).
  {
    name: 'floor: unknown path (404 envelope)',
    method: 'GET',
    path: '/api/bench-floor',
    floor: true,
  },
];

/** The watch figure on its own fresh data (docs/decisions/017-watch-reports.md). */
async function watchFigure(label: string, databaseUrl?: string) {
  console.log(`\n=== watch reports, ${label} ===`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-watch-bench-'));
  try {
    const setup = await prepareWatchBench(dataDir, databaseUrl);
    // LOG_LEVEL=info: the server logs each request's own time (request-context.ts), which shows
    // apart from the load generator's delays on this shared machine.
    // The server's event-loop delay (bench/loop-probe.ts) over the measured run: what a request
    // waits behind the others' synchronous work. BENCH_SERVER_ARGS adds node flags (e.g.
    // `--cpu-prof --cpu-prof-dir=/tmp/prof` for where the server's time goes).
    const ours = await startOurs(databaseUrl, {
      dataDir,
      env: { ...benchSecrets, LOG_LEVEL: 'info' },
      nodeArgs: [
        '--import',
        './bench/loop-probe.ts',
        ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
      ],
    });
    try {
      const serverBefore = cpuMs(ours.pid);
      const clientBefore = process.cpuUsage();
      const started = performance.now();
      const run = await runWatchBench(ours.origin, setup, () => process.kill(ours.pid, 'SIGUSR2'));
      const wallMs = performance.now() - started;
      const serverAfter = cpuMs(ours.pid);
      const client = process.cpuUsage(clientBefore);
      // Both over the whole run, the warm-up and the final read of every student's state included.
      const share = (ms: number) => `${((ms / wallMs) * 100).toFixed(0)}%`;
      const clientMs = (client.user + client.system) / 1000;
      const server =
        serverBefore === null || serverAfter === null
          ? ''
          : `server ${share(serverAfter - serverBefore)} of its core (${((serverAfter - serverBefore) / run.requests).toFixed(2)} ms per request), `;
      console.log(`  CPU: ${server}load generator ${share(clientMs)} of its core`);
      serverTimes(ours.output(), run.measured);
      const delay = ours
        .output()
        .split('\n')
        .findLast((line) => line.includes('"msg":"event-loop-delay"'));
      if (delay) {
        const { p50, p99, max } = JSON.parse(delay) as Record<string, number>;
        console.log(
          `  server's event-loop delay in the measured run: p50 ${p50} ms, p99 ${p99} ms, max ${max} ms`,
        );
      }
    } finally {
      await ours.close({ keepData: true });
    }
    await checkCompactRows(dataDir, databaseUrl, setup);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** p50/p99 of the watch requests as the server timed them, within the measured run. */
function serverTimes(output: string, measured: { from: number; to: number }) {
  const times = { report: [] as number[], open: [] as number[] };
  for (const line of output.split('\n')) {
    if (!line.includes('"msg":"request"')) continue;
    const entry = JSON.parse(line) as { time: number; method: string; path: string; ms: number };
    if (entry.time < measured.from || entry.time > measured.to) continue;
    if (entry.path === '/api/lectures/watch' && entry.method === 'POST')
      times.report.push(entry.ms);
    else if (entry.path === '/api/lectures/watch' || entry.path === '/api/lectures/detail') {
      times.open.push(entry.ms);
    }
  }
  const figure = (list: number[]) => {
    const sorted = list.sort((a, b) => a - b);
    const at = (p: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
    return `p50 ${at(50).toFixed(1)} ms, p99 ${at(99).toFixed(1)} ms`;
  };
  console.log(
    `  timed by the server (its handler, from Hono's first middleware): reports ${figure(times.report)}; lesson opens ${figure(times.open)}`,
  );
}

const BARE_SERVER = `
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
const table = JSON.parse(readFileSync(process.argv[1], 'utf8'));
const server = createServer((req, res) => {
  const entry = table[req.method + ' ' + req.url];
  const send = () => {
    if (!entry) { res.writeHead(404).end(); return; }
    res.writeHead(entry.status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(entry.body) });
    res.end(entry.body);
  };
  if (req.method === 'POST') { req.resume(); req.on('end', send); } else send();
});
server.keepAliveTimeout = 5000;
server.listen(Number(process.argv[2]), '127.0.0.1');
`;

/** A bare node:http server answering each route's recorded JSON from memory. */
async function startBare(table: Record<string, { status: number; body: string }>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'academy-bare-'));
  const file = path.join(dir, 'table.json');
  await writeFile(file, JSON.stringify(table));
  const port = await freePort();
  const child = spawnPinned(
    ['node', '--input-type=module', '-e', BARE_SERVER, file, String(port)],
    process.env,
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await answers('127.0.0.1', port))) {
    if (Date.now() > deadline) throw new Error('bare server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async close() {
      await stop(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function login(origin: string) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(LOGIN),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token)
    throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

function requestOptions(route: Route, token: string) {
  const headers: Record<string, string> = {};
  if (route.auth) headers.Authorization = `Bearer ${token}`;
  if (route.body) headers['Content-Type'] = 'application/json';
  return {
    method: route.method,
    headers,
    body: route.body ? JSON.stringify(route.body) : undefined,
  };
}

async function load(origin: string, route: Route, token: string): Promise<Result> {
  const options = {
    url: `${origin}${route.path}`,
    connections: CONNECTIONS,
    ...requestOptions(route, token),
  };
  // Steady state is what counts: the first second of a route runs cold code (V8 has not
  // optimised it yet) and would weigh more the shorter the run.
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  return autocannon({ ...options, duration: SECONDS });
}

const fmt = (value: number, digits = 0) => value.toFixed(digits).padStart(8);

async function compare(label: string, databaseUrl?: string) {
  console.log(`\n=== ${label} ===`);
  const ours = await startOurs(databaseUrl);
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    if (ONLY_CHAT) {
      await chatBench('one process', {
        origins: [ours.origin],
        pids: [ours.pid],
        jwtSecret: SECRETS.JWT_SECRET,
        adminLogin: ADMIN_LOGIN,
      });
      return;
    }
    const token = await login(ours.origin);
    const table: Record<string, { status: number; body: string }> = {};
    for (const route of routes) {
      const response = await fetch(`${ours.origin}${route.path}`, requestOptions(route, token));
      table[`${route.method} ${route.path}`] = {
        status: response.status,
        body: await response.text(),
      };
    }
    bare = await startBare(table);
    console.log(
      `${'route'.padEnd(40)} ${'ours r/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} | ${'bare r/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} | ${'ratio'.padStart(6)}  errors`,
    );
    for (const route of routes) {
      const status = table[`${route.method} ${route.path}`]!.status;
      const a = await load(ours.origin, route, token);
      const b = await load(bare.origin, route, token);
      const ratio = a.requests.average / Math.max(1, b.requests.average);
      console.log(
        `${route.name.padEnd(40)} ${fmt(a.requests.average)} ${fmt(a.latency.p50, 1)} ${fmt(a.latency.p99, 1)} | ${fmt(b.requests.average)} ${fmt(b.latency.p50, 1)} ${fmt(b.latency.p99, 1)} | ${fmt(ratio * 100, 0).slice(2)}%  ${a.errors + a.timeouts + (route.floor ? 0 : a.non2xx)}${status >= 400 && !route.floor ? ` (route answers ${status})` : ''}`,
      );
    }
    await fixedRate(ours.origin, token);
    await chatBench('one process', {
      origins: [ours.origin],
      pids: [ours.pid],
      jwtSecret: SECRETS.JWT_SECRET,
      adminLogin: ADMIN_LOGIN,
    });
  } finally {
    await bare?.close();
    await ours.close();
  }
}

/** 300 requests/s for 30 s: 70% lecture detail, 30% notice list, signed in. */
async function fixedRate(origin: string, token: string) {
  const list = (await (
    await fetch(`${origin}/api/lectures/list`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { data?: { lectures?: { lectureId: number }[] }[] };
  const lectureIds = (list.data ?? [])
    .flatMap((teacher) => teacher.lectures ?? [])
    .map((l) => l.lectureId);
  if (lectureIds.length === 0)
    console.log('(no lectures listed: the lecture detail part uses id 1)');
  const ids = lectureIds.length ? lectureIds : [1];
  let n = 0;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: RATE_SECONDS,
    overallRate: RATE,
    headers: { Authorization: `Bearer ${token}` },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          n += 1;
          const path =
            n % 10 < 7
              ? `/api/lectures/${ids[n % ids.length]}`
              : `/api/notice/list?page=${n % 14}&size=10`;
          return { ...request, path };
        },
      },
    ],
  });
  console.log(
    `fixed rate ${RATE} r/s for ${RATE_SECONDS} s (70% GET /api/lectures/:id, 30% notice list): ` +
      `${result.requests.total} requests, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `errors ${result.errors + result.timeouts}, non-2xx ${result.non2xx}`,
  );
}

pinSelf();
console.log(
  `API benchmark: ${CONNECTIONS} connections, ${SECONDS} s per route; server on core 0, load on core 1${hasTaskset ? '' : ' (taskset missing: unpinned)'}`,
);
const only = process.env.BENCH_ONLY;
// BENCH_POSTGRES_ONLY=1: PostgreSQL alone (PGlite's start-up, migrate and seed is the slow part
// on a busy machine).
if (!process.env.BENCH_POSTGRES_ONLY && only !== 'outbox') {
  if (only !== 'watch') await compare('PGlite (embedded)');
  if (only !== 'chat') await watchFigure('PGlite (embedded)');
}
// BENCH_PGLITE_ONLY=1: PGlite alone (a quick look at the embedded database's figures).
const serverUrl = process.env.BENCH_PGLITE_ONLY ? null : await postgresUrl();
if (serverUrl && only !== 'outbox') {
  const host = new URL(serverUrl).host;
  if (only !== 'watch')
    await freshPostgres(serverUrl, (url) => compare(`PostgreSQL (${host})`, url));
  if (only !== 'chat')
    await freshPostgres(serverUrl, (url) => watchFigure(`PostgreSQL (${host})`, url));
  if (only !== 'watch')
    // Two processes on one fresh database: the first seeds it, then the second starts.
    await freshPostgres(serverUrl, async (url) => {
      const first = await startOurs(url);
      const second = await startOurs(url).catch(async (error: unknown) => {
        await first.close();
        throw error;
      });
      // In front of them a round-robin proxy (bench/proxy.ts), as nginx is in production: the
      // clients and the posts alternate between the processes, so half of every room hears each
      // message through the other process's LISTEN.
      const proxy = await startProxy([first.origin, second.origin]);
      try {
        console.log(`\n=== PostgreSQL, two processes behind a proxy (${host}) ===`);
        await chatBench('two processes behind a proxy', {
          origins: [proxy.origin],
          pids: [first.pid, second.pid],
          jwtSecret: SECRETS.JWT_SECRET,
          adminLogin: ADMIN_LOGIN,
        });
      } finally {
        await proxy.close();
        await Promise.all([first.close(), second.close()]);
      }
    });
} else if (!serverUrl) {
  console.log(
    process.env.BENCH_PGLITE_ONLY
      ? '\n(PostgreSQL: skipped, BENCH_PGLITE_ONLY)'
      : '\n(PostgreSQL: no DATABASE_URL and nothing on 127.0.0.1:5432, skipped)',
  );
}
if (!only || only === 'outbox') await outboxBench(serverUrl, !process.env.BENCH_POSTGRES_ONLY);
// The exam-end storm (exam-storm.ts; `pnpm bench:exam` alone): 500 students submitting at once.
if (!only) await examStormBench(serverUrl, !process.env.BENCH_POSTGRES_ONLY);
// The checkout storm (checkout-storm.ts; `pnpm bench:checkout` alone): 200 checkouts for a coupon's last 20 uses.
if (!only) await checkoutStormBench(serverUrl, !process.env.BENCH_POSTGRES_ONLY);
