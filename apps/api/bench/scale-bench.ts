// `pnpm bench:scale` (docs/performance.md, docs/decisions/048-scale-seed-and-bench.md): how each
// main read's cost grows with the data. Every read is timed on the demo seed and on the large seed
// (src/db/seed/large.ts), on PGlite (a temporary DATA_DIR) and on PostgreSQL (a throw-away
// academy_scale_* database): p50/p99 of sequential requests against the API server process, and
// the ratio large/small. On PostgreSQL's large seed each read then runs once in this process with
// its SQL recorded, and every statement is EXPLAINed: a sequential scan on a table of more than
// 10,000 rows is printed. The roster's CSV of the largest lecture is downloaded while the server's
// memory is watched.
//
// Then the class-start rush (rush-bench.ts) on the large seed, two processes on PostgreSQL.
//
// SCALE_FACTOR (default 1) shrinks the large seed; SCALE_REQUESTS (default 40) is the timed
// requests per read; SCALE_ONLY=pglite|postgres runs one database; SCALE_RUSH=0 skips the rush;
// SCALE_READS (names' parts, comma-separated) times only those reads.
// SCALE_KEEP=1 (PostgreSQL) keeps the two seeded databases (academy_scale_keep_demo and
// academy_scale_keep_large_<factor>) and reuses them on the next run, so a change to a query is
// timed again in a minute instead of reseeding; a kept database seeded before the migrations
// changed is dropped and seeded again.
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request as httpRequest } from 'node:http';
import pg from 'pg';
import { createApp } from '../src/app.ts';
import { MIGRATIONS_DIR, openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { scaleCounts, seedLarge } from '../src/db/seed/large.ts';
import { loadEnv, type Env } from '../src/env.ts';
import { signAccessToken } from '../src/lib/auth/access-token.ts';
import { startSession } from '../src/lib/auth/sessions.ts';
import { createLogger } from '../src/lib/logger.ts';
import { rushBench } from './rush-bench.ts';
import {
  databaseTarget as target,
  freshPostgres,
  percentile,
  pinSelf,
  postgresUrl,
  startOurs,
} from './servers.ts';
import { benchSecrets } from './watch-bench.ts';

const FACTOR = Number(process.env.SCALE_FACTOR ?? 1);
const REQUESTS = Number(process.env.SCALE_REQUESTS ?? 40);
const WARMUP = 5;
const ONLY = process.env.SCALE_ONLY;
const KEEP = process.env.SCALE_KEEP === '1';
/**
 * SCALE_PLANS_BUFFERS=1: the plans check runs each statement (EXPLAIN ANALYZE) and prints the
 * pages each read touched, a figure of its work that the machine's load does not move.
 */
const BUFFERS = process.env.SCALE_PLANS_BUFFERS === '1';
/** A table this large read by a sequential scan is printed (the plans check). */
const LARGE_TABLE_ROWS = 10_000;

type Role = 'student' | 'teacher' | 'admin' | 'anonymous';
interface Read {
  name: string;
  role: Role;
  method?: 'GET' | 'POST';
  path: (t: Targets) => string;
  body?: (t: Targets) => unknown;
  /** downloaded whole and timed, with the server's memory watched */
  download?: boolean;
}

/** Who and what the reads are about: on each seed the busiest lecture and its people. */
interface Targets {
  studentId: number;
  teacherId: number;
  adminId: number;
  lectureId: number;
  detailId: number;
  enrolled: number;
  lastNoticePage: number;
  studentName: string;
  /** the mock exam the most students sat */
  mockExamId: number;
  /**
   * The teacher's 미답변 board's cursor of page 100, walked by 다음 from page 1 as the admin reaches
   * it (boardCursor; empty: the board is shorter than two pages).
   */
  boardCursor?: string;
}

const EVERY_READ: Read[] = [
  {
    name: 'dashboard (learning/dashboard)',
    role: 'student',
    path: () => '/api/learning/dashboard',
  },
  { name: 'my lectures (lectures/list)', role: 'student', path: () => '/api/lectures/list' },
  { name: 'outline (lectures/:id)', role: 'student', path: (t) => `/api/lectures/${t.lectureId}` },
  {
    name: 'lesson open (lectures/detail)',
    role: 'student',
    method: 'POST',
    path: () => '/api/lectures/detail',
    body: (t) => ({ lectureDetailId: t.detailId }),
  },
  {
    name: 'lesson resume (lectures/watch)',
    role: 'student',
    path: (t) => `/api/lectures/watch?lectureDetailId=${t.detailId}`,
  },
  {
    name: 'lecture progress',
    role: 'student',
    path: (t) => `/api/learning/lectures/${t.lectureId}/progress`,
  },
  { name: 'notifications page', role: 'student', path: () => '/api/notifications' },
  { name: 'unread count', role: 'student', path: () => '/api/notifications/unread-count' },
  {
    name: 'lesson chat history',
    role: 'student',
    path: (t) => `/api/lessons/${t.detailId}/chat/messages`,
  },
  { name: 'my questions', role: 'student', path: () => '/api/students/me/questions' },
  {
    name: 'roster page 1 (50 a page)',
    role: 'teacher',
    path: (t) => `/api/admin/lectures/${t.lectureId}/roster?page=0&size=50`,
  },
  {
    name: 'roster last page',
    role: 'teacher',
    path: (t) =>
      `/api/admin/lectures/${t.lectureId}/roster?page=${Math.max(0, Math.ceil(t.enrolled / 50) - 1)}&size=50`,
  },
  {
    name: 'roster, behind below 50%, page 1',
    role: 'teacher',
    path: (t) => `/api/admin/lectures/${t.lectureId}/roster?behindBelow=50&page=0&size=50`,
  },
  {
    name: 'roster, inactive 30 days, page 1',
    role: 'teacher',
    path: (t) =>
      `/api/admin/lectures/${t.lectureId}/roster?inactiveDays=30&status=ACTIVE&page=0&size=50`,
  },
  {
    name: 'roster CSV (every row)',
    role: 'teacher',
    path: (t) => `/api/admin/lectures/${t.lectureId}/roster?format=csv&reason=bench`,
    download: true,
  },
  {
    name: "teacher's questions, unanswered p1",
    role: 'teacher',
    path: () => '/api/teachers/me/questions?status=UNANSWERED&page=0&size=50',
  },
  {
    name: "teacher's questions, unanswered p100",
    role: 'teacher',
    path: (t) =>
      `/api/teachers/me/questions?status=UNANSWERED&size=50${t.boardCursor ? `&after=${t.boardCursor}` : '&page=99'}`,
  },
  {
    name: "teacher's questions, search",
    role: 'teacher',
    path: (t) => `/api/teachers/me/questions?q=${encodeURIComponent(t.studentName)}&page=0&size=50`,
  },
  {
    name: "teacher's assignments, pending p1",
    role: 'teacher',
    path: () => '/api/admin/assignments?status=PENDING&page=0&size=50',
  },
  { name: 'staff waiting counts', role: 'teacher', path: () => '/api/admin/waiting' },
  {
    name: 'student page (admin)',
    role: 'admin',
    path: (t) => `/api/admin/students/${t.studentId}`,
  },
  {
    name: '무통장 입금 queue (admin)',
    role: 'admin',
    path: () => '/api/admin/deposit-orders',
  },
  {
    name: 'student search field',
    role: 'admin',
    path: (t) => `/api/admin/students?q=${encodeURIComponent(t.studentName)}`,
  },
  { name: 'admin notices page 1', role: 'admin', path: () => '/api/admin/notices?page=0&size=20' },
  {
    name: 'admin notices last page',
    role: 'admin',
    path: (t) => `/api/admin/notices?page=${t.lastNoticePage}&size=20`,
  },
  {
    name: 'admin reviews, hidden',
    role: 'admin',
    path: () => '/api/admin/reviews?status=HIDDEN',
  },
  {
    name: 'notices page 1',
    role: 'anonymous',
    path: () => '/api/notice/list?page=0&size=20',
  },
  {
    name: 'notices last page',
    role: 'anonymous',
    path: (t) => `/api/notice/list?page=${t.lastNoticePage}&size=20`,
  },
  { name: 'reviews page 1', role: 'anonymous', path: () => '/api/lectures/reviews?page=0&size=10' },
  {
    name: 'reviews of a lecture, page 50',
    role: 'anonymous',
    path: (t) => `/api/lectures/reviews?lectureId=${t.lectureId}&page=50&size=10`,
  },
  { name: 'shop lectures', role: 'anonymous', path: () => '/api/shop/lectures' },
  { name: 'orders (admin), page 1', role: 'admin', path: () => '/api/admin/orders?page=0&size=20' },
  {
    name: 'orders (teacher), page 1',
    role: 'teacher',
    path: () => '/api/admin/orders?page=0&size=20',
  },
  {
    name: 'orders, paid, a student searched',
    role: 'admin',
    path: (t) =>
      `/api/admin/orders?status=PAID&q=${encodeURIComponent(t.studentName)}&page=0&size=20`,
  },
  { name: 'score tracker (student)', role: 'student', path: () => '/api/me/score-tracker' },
  {
    name: "a student's score tracker (admin)",
    role: 'admin',
    path: (t) => `/api/admin/students/${t.studentId}/score-tracker`,
  },
  {
    name: "a mock's results (teacher)",
    role: 'admin',
    path: (t) => `/api/admin/mock-exams/${t.mockExamId}/results`,
  },
  {
    name: "a mock's result (student)",
    role: 'student',
    path: (t) => `/api/mock-exams/${t.mockExamId}/result`,
  },
];
/** SCALE_READS=orders,mock: only the reads whose names contain one of these (a fix timed again). */
const PICKED = process.env.SCALE_READS?.split(',').filter(Boolean);
const READS = PICKED
  ? EVERY_READ.filter((read) => PICKED.some((part) => read.name.includes(part)))
  : EVERY_READ;
/** Reads the issue names that the product does not have yet: printed as skipped, never faked. */
const NOT_YET: string[] = [];

const benchEnv = (dataDir: string): Env =>
  loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...benchSecrets });

async function rowsOf<T>(handle: DatabaseHandle, query: string): Promise<T[]> {
  const { sql } = await import('drizzle-orm');
  const result = await handle.db.execute(sql.raw(query));
  return ((result as unknown as { rows?: T[] }).rows ?? result) as T[];
}

/** The busiest lecture, its teacher, its most enrolled student and a video lesson of it. */
async function pickTargets(handle: DatabaseHandle): Promise<Targets> {
  const [lecture] = await rowsOf<{ id: number; teacher_id: number; enrolled: number }>(
    handle,
    `select l.id, l.teacher_id, count(*)::int as enrolled from enrolments e
      join lectures l on l.id = e.lecture_id group by l.id order by count(*) desc, l.id limit 1`,
  );
  const [student] = await rowsOf<{ user_id: number; name: string }>(
    handle,
    `select e.user_id, u.name from enrolments e join users u on u.id = e.user_id
      where e.user_id in (select user_id from enrolments where lecture_id = ${lecture!.id})
      group by e.user_id, u.name order by count(*) desc, e.user_id limit 1`,
  );
  const [detail] = await rowsOf<{ id: number }>(
    handle,
    `select d.id from details d join chapters c on c.id = d.chapter_id
      where c.lecture_id = ${lecture!.id} and d.type = 'VIDEO'
      order by c.chapter_order, d.detail_order limit 1`,
  );
  const [admin] = await rowsOf<{ id: number }>(
    handle,
    `select id from users where email = 'admin@academy.test'`,
  );
  const [notices] = await rowsOf<{ count: number }>(
    handle,
    'select count(*)::int as count from notices',
  );
  // the student above sat it (on the large seed the busiest lecture's students sit the mocks)
  const [mock] = await rowsOf<{ id: number }>(
    handle,
    `select s.exam_id as id from mock_sittings s where s.user_id = ${student!.user_id}
      and s.state = 'GRADED' order by s.exam_id desc limit 1`,
  );
  return {
    studentId: student!.user_id,
    studentName: student!.name,
    teacherId: lecture!.teacher_id,
    adminId: admin!.id,
    lectureId: lecture!.id,
    detailId: detail!.id,
    enrolled: lecture!.enrolled,
    lastNoticePage: Math.max(0, Math.ceil(notices!.count / 20) - 1),
    mockExamId: mock?.id ?? 0,
  } satisfies Targets;
}

/** Seeds (demo or large), picks the targets and signs a token for each role. */
async function prepare(dataDir: string, databaseUrl: string | undefined, large: boolean) {
  const env = benchEnv(dataDir);
  let seedMs = 0;
  let reused = false;
  if (large) {
    const result = await seedLarge(target(dataDir, databaseUrl), env, { factor: FACTOR });
    // a kept database (SCALE_KEEP) holds the large seed already
    if (!result.seeded && !(KEEP && result.reason === 'already-large'))
      throw new Error(`large seed refused: ${result.reason}`);
    seedMs = result.seeded ? result.ms : 0;
    reused = !result.seeded;
  }
  const handle = await openDatabase(target(dataDir, databaseUrl));
  try {
    if (!large) {
      const started = performance.now();
      reused = !(await seedIfEmpty(handle, env, createLogger('silent')));
      seedMs = performance.now() - started;
    }
    const targets = await pickTargets(handle);
    const token = async (id: number, role: 'STUDENT' | 'TEACHER' | 'ADMIN') =>
      signAccessToken(benchSecrets.JWT_SECRET, {
        sub: String(id),
        role,
        sid: (await startSession(handle.db, id)).sessionId,
      });
    const tokens: Record<Role, string | undefined> = {
      student: await token(targets.studentId, 'STUDENT'),
      teacher: await token(targets.teacherId, 'TEACHER'),
      admin: await token(targets.adminId, 'ADMIN'),
      anonymous: undefined,
    };
    return { targets, tokens, seedMs, reused };
  } finally {
    await handle.close();
  }
}

/**
 * The cursor the 미답변 board's 다음 sends for page 100, following each page's `next` from page 1
 * (before the timing, not timed). A board shorter than 100 pages (the demo seed) stops at its last
 * page's cursor: its "page 100" is then its last page.
 */
async function boardCursor(origin: string, token: string | undefined) {
  let after = '';
  for (let page = 1; page < 100; page += 1) {
    const response = await fetch(
      `${origin}/api/teachers/me/questions?status=UNANSWERED&size=50${after ? `&after=${after}` : ''}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    const { next } = (await response.json()) as { next?: string | null };
    if (!next) break;
    after = next;
  }
  return after;
}

const agent = new Agent({ keepAlive: true });
/** One request; resolves with the status, the bytes received and the time to the last byte. */
function send(origin: string, read: Read, t: Targets, token?: string) {
  const body = read.body ? JSON.stringify(read.body(t)) : undefined;
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body) headers['Content-Type'] = 'application/json';
  const started = performance.now();
  return new Promise<{ status: number; bytes: number; lines: number; ms: number }>(
    (resolve, reject) => {
      const request = httpRequest(
        `${origin}${read.path(t)}`,
        { method: read.method ?? 'GET', headers, agent },
        (response) => {
          let bytes = 0;
          let lines = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            // a download's rows (the CSV's lines), for its cost per row
            if (read.download) for (const byte of chunk) if (byte === 10) lines += 1;
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              bytes,
              lines,
              ms: performance.now() - started,
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    },
  );
}

/** The server's resident memory in MB (Linux), or null. */
function rssMb(pid: number) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : null;
  } catch {
    return null;
  }
}

interface Figure {
  p50: number;
  p99: number;
  status: number;
  bytes: number;
  /** downloads: the server's memory growth while answering, MB */
  memoryMb?: number;
  /** downloads: the server's resident memory before the first and at its peak, MB */
  rss?: { before: number; peak: number };
  /** downloads: the rows sent (lines but the header) */
  rows?: number;
}

async function timeReads(
  origin: string,
  pid: number,
  prepared: Awaited<ReturnType<typeof prepare>>,
) {
  const figures = new Map<string, Figure>();
  for (const read of READS) {
    const token = prepared.tokens[read.role];
    const count = read.download ? Math.max(3, Math.round(REQUESTS / 8)) : REQUESTS;
    const times: number[] = [];
    let last = { status: 0, bytes: 0, lines: 0, ms: 0 };
    let peak = 0;
    const before = rssMb(pid) ?? 0;
    const watch = read.download
      ? setInterval(() => (peak = Math.max(peak, (rssMb(pid) ?? 0) - before)), 20)
      : undefined;
    for (let i = 0; i < (read.download ? 1 : WARMUP) + count; i += 1) {
      last = await send(origin, read, prepared.targets, token);
      if (i >= (read.download ? 1 : WARMUP)) times.push(last.ms);
    }
    clearInterval(watch);
    times.sort((a, b) => a - b);
    figures.set(read.name, {
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      status: last.status,
      bytes: last.bytes,
      memoryMb: read.download ? peak : undefined,
      rss: read.download ? { before, peak: before + peak } : undefined,
      rows: read.download ? Math.max(1, last.lines - 1) : undefined,
    });
  }
  return figures;
}

/**
 * Each read once in this process on the same database, its SQL recorded from node-postgres, then
 * every statement EXPLAINed (FORMAT JSON): which read scans which large table sequentially.
 */
async function checkPlans(
  databaseUrl: string,
  dataDir: string,
  prepared: Awaited<ReturnType<typeof prepare>>,
) {
  const recorded: { text: string; values: unknown[] }[] = [];
  const original = pg.Client.prototype.query;
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const explain = new pg.Client({ connectionString: databaseUrl });
  await explain.connect();
  const sizes = new Map(
    (
      await explain.query<{ relname: string; rows: number }>(
        `select relname, reltuples::bigint as rows from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
      )
    ).rows.map((row) => [row.relname, Number(row.rows)]),
  );
  const app = createApp({ env: benchEnv(dataDir), database, logger: createLogger('silent') });
  const findings: string[] = [];
  const failed: string[] = [];
  /** SCALE_PLANS_BUFFERS: the 8 KB pages each read touched (its statements run, EXPLAIN ANALYZE) */
  const pages = new Map<string, number>();
  const statementsOf = new Map<string, number>();
  let explained = 0;
  const recorder = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [unknown, unknown];
    if (typeof first === 'string')
      recorded.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first)
      recorded.push({
        text: (first as { text: string }).text,
        // drizzle passes the values beside the query config
        values: (first as { values?: unknown[] }).values ?? (second as unknown[]) ?? [],
      });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    for (const read of READS) {
      recorded.length = 0;
      const token = prepared.tokens[read.role];
      const body = read.body ? JSON.stringify(read.body(prepared.targets)) : undefined;
      pg.Client.prototype.query = recorder;
      const response = await app.request(read.path(prepared.targets), {
        method: read.method ?? 'GET',
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body,
      });
      await response.arrayBuffer();
      pg.Client.prototype.query = original;
      const statements = recorded.filter((s) => /^\s*(select|with)\b/i.test(s.text));
      for (const statement of statements) {
        const plan = await explain
          .query<{ 'QUERY PLAN': unknown }>(
            `explain (${BUFFERS ? 'analyze, buffers, ' : ''}format json) ${statement.text}`,
            statement.values,
          )
          .catch((error: Error) => {
            failed.push(`  ${read.name}: ${error.message} in ${statement.text.slice(0, 120)}`);
            return null;
          });
        if (!plan) continue;
        explained += 1;
        if (BUFFERS) {
          const top = (plan.rows[0]!['QUERY PLAN'] as { Plan: Record<string, number> }[])[0]!.Plan;
          pages.set(
            read.name,
            (pages.get(read.name) ?? 0) +
              (top['Shared Hit Blocks'] ?? 0) +
              (top['Shared Read Blocks'] ?? 0),
          );
          statementsOf.set(read.name, (statementsOf.get(read.name) ?? 0) + 1);
        }
        for (const node of planNodes(plan.rows[0]!['QUERY PLAN'])) {
          const rows = sizes.get(node.relation) ?? 0;
          if (node.type === 'Seq Scan' && rows > LARGE_TABLE_ROWS)
            findings.push(
              `  ${read.name}: sequential scan on ${node.relation} (${rows} rows)` +
                (process.env.SCALE_PLANS_SQL ? `\n    ${statement.text.slice(0, 400)}` : ''),
            );
        }
      }
    }
  } finally {
    pg.Client.prototype.query = original;
    await explain.end();
    await database.close();
  }
  console.log(`plans: ${explained} statements of ${READS.length} reads explained`);
  if (BUFFERS)
    for (const read of READS)
      console.log(
        `  ${read.name.padEnd(40)} ${String(statementsOf.get(read.name) ?? 0).padStart(3)} statements, ${String(pages.get(read.name) ?? 0).padStart(7)} pages`,
      );
  if (failed.length) console.log(`could not explain:\n${failed.join('\n')}`);
  console.log(
    findings.length
      ? `sequential scans on tables over ${LARGE_TABLE_ROWS} rows:\n${[...new Set(findings)].join('\n')}`
      : `plans: no read scans a table over ${LARGE_TABLE_ROWS} rows sequentially`,
  );
  return findings.length;
}

function* planNodes(plan: unknown): Generator<{ type: string; relation: string }> {
  const stack: unknown[] = Array.isArray(plan)
    ? plan.map((p: { Plan: unknown }) => p.Plan)
    : [plan];
  while (stack.length) {
    const node = stack.pop() as Record<string, unknown> | undefined;
    if (!node) continue;
    yield { type: String(node['Node Type']), relation: String(node['Relation Name'] ?? '') };
    for (const child of (node.Plans as unknown[]) ?? []) stack.push(child);
  }
}

/** Seeds one database, starts the server on it, times every read; the plans on PostgreSQL's large seed. */
async function measure(label: string, large: boolean, databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-scale-'));
  try {
    const prepared = await prepare(dataDir, databaseUrl, large);
    console.log(
      `  ${label}: ${prepared.reused ? 'seeded before' : `seeded in ${(prepared.seedMs / 1000).toFixed(1)} s`}; busiest lecture ${prepared.targets.lectureId} with ${prepared.targets.enrolled} students`,
    );
    const server = await startOurs(databaseUrl, { dataDir, env: benchSecrets });
    let figures: Map<string, Figure>;
    try {
      prepared.targets.boardCursor = await boardCursor(server.origin, prepared.tokens.teacher);
      const at = load();
      figures = await timeReads(server.origin, server.pid, prepared);
      console.log(`  ${label}: timed at load average ${at}, then ${load()}`);
    } finally {
      await server.close({ keepData: true });
    }
    if (large && databaseUrl) await checkPlans(databaseUrl, dataDir, prepared);
    return figures;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const ms = (n: number) => n.toFixed(1).padStart(7);
/** The machine's 1-minute load average: the figures beside it are only as quiet as it. */
const load = () => loadavg()[0]!.toFixed(1);
function printTable(title: string, small: Map<string, Figure>, large: Map<string, Figure>) {
  console.log(`\n${title}`);
  console.log(
    `${'read'.padEnd(34)} ${'small p50'.padStart(9)} ${'p99'.padStart(7)} | ${'large p50'.padStart(9)} ${'p99'.padStart(7)} | ${'ratio'.padStart(5)}  notes`,
  );
  let over = 0;
  for (const read of READS) {
    const a = small.get(read.name)!;
    const b = large.get(read.name)!;
    // A download of every row grows with the rows by nature: its ratio is of the cost per row,
    // and its memory is the figure that must stay flat (streamed a batch at a time).
    const perRow = (f: Figure) => (f.p50 * 1000) / (f.rows ?? 1);
    const ratio = read.download
      ? perRow(b) / Math.max(0.1, perRow(a))
      : b.p50 / Math.max(0.1, a.p50);
    if (ratio > 2) over += 1;
    const notes = [
      b.status >= 400 || a.status >= 400 ? `status ${a.status}/${b.status}` : '',
      read.download
        ? `ratio per row; ${a.rows} and ${b.rows} rows, ${perRow(a).toFixed(0)} and ${perRow(b).toFixed(0)} µs a row; ${(b.bytes / 1024).toFixed(0)} KB, server memory ${b.rss!.before.toFixed(0)} MB, peak +${(b.memoryMb ?? 0).toFixed(0)} MB`
        : `${(b.bytes / 1024).toFixed(1)} KB`,
      ratio > 2 ? 'OVER 2x' : '',
    ]
      .filter(Boolean)
      .join(', ');
    console.log(
      `${read.name.padEnd(34)} ${ms(a.p50).padStart(9)} ${ms(a.p99)} | ${ms(b.p50).padStart(9)} ${ms(b.p99)} | ${ratio.toFixed(2).padStart(5)}  ${notes}`,
    );
  }
  for (const skipped of NOT_YET) console.log(`${'(skipped)'.padEnd(34)} ${skipped}`);
  console.log(`${over} of ${READS.length} reads more than 2x slower on the large seed`);
}

/**
 * SCALE_KEEP: the database `name`, made and seeded on first use and kept. One seeded under other
 * migrations (the journal's last entry differs from the database's) is dropped and made again:
 * the server would refuse to migrate it.
 */
async function keptPostgres<T>(serverUrl: string, run: (url: string) => Promise<T>, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    let current = false;
    if (exists.rowCount) {
      const journal = JSON.parse(
        readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: { when: number }[] };
      const last = journal.entries.at(-1)!.when;
      const kept = new pg.Client({ connectionString: url.toString() });
      await kept.connect();
      const applied = await kept
        .query<{ at: string }>(
          'select max(created_at)::text as at from drizzle.__drizzle_migrations',
        )
        .catch(() => ({ rows: [{ at: null }] }));
      await kept.end();
      current = Number(applied.rows[0]?.at) === last;
      if (!current) {
        console.log(`  ${name}: seeded under other migrations, made again`);
        await admin.query(`drop database ${name} with (force)`);
      }
    }
    if (!current) await admin.query(`create database ${name}`);
    else console.log(`  ${name}: kept from an earlier run, reused`);
    return await run(url.toString());
  } finally {
    await admin.end();
  }
}

/**
 * SCALE_PLANS_URL: only the plans check, on a database already seeded (`pnpm db:seed:large` into
 * it); each fix to an index can be checked in seconds.
 */
async function plansOnly(databaseUrl: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-scale-'));
  try {
    const prepared = await prepare(dataDir, databaseUrl, false);
    await checkPlans(databaseUrl, dataDir, prepared);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.env.SCALE_PLANS_URL) {
  await plansOnly(process.env.SCALE_PLANS_URL);
  process.exit(0);
}
pinSelf();
const counts = scaleCounts(FACTOR);
console.log(
  `Scale benchmark: demo seed against the large seed (SCALE_FACTOR ${FACTOR}: ${counts.students} students, ${counts.lectures} lectures, ${counts.enrolments} enrolments); ${REQUESTS} sequential requests per read after ${WARMUP} warm-up, times to the last byte`,
);
if (ONLY !== 'postgres') {
  console.log('\n=== PGlite (embedded) ===');
  const small = await measure('demo seed', false);
  const large = await measure('large seed', true);
  printTable('PGlite: ms', small, large);
}
const serverUrl = ONLY === 'pglite' ? null : await postgresUrl();
if (serverUrl) {
  const host = new URL(serverUrl).host;
  console.log(`\n=== PostgreSQL (${host}) ===`);
  const database = KEEP ? keptPostgres : freshPostgres;
  const small = await database(
    serverUrl,
    (url) => measure('demo seed', false, url),
    KEEP ? 'academy_scale_keep_demo' : 'academy_scale',
  );
  const large = await database(
    serverUrl,
    (url) => measure('large seed', true, url),
    KEEP ? `academy_scale_keep_large_${String(FACTOR).replace('.', '_')}` : 'academy_scale',
  );
  printTable(`PostgreSQL (${host}): ms`, small, large);
  if (process.env.SCALE_RUSH !== '0')
    await freshPostgres(
      serverUrl,
      async (url) => {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-rush-'));
        try {
          await rushBench(url, dataDir, FACTOR);
        } finally {
          await rm(dataDir, { recursive: true, force: true });
        }
      },
      'academy_scale',
    );
} else if (ONLY !== 'pglite') {
  console.log('\n(PostgreSQL: no DATABASE_URL and nothing on 127.0.0.1:5432, skipped)');
}
