// the figure in docs/decisions/017-watch-reports.md for `pnpm bench:api`: watch reports from 1,000
// simulated students, one report per student every 10 s plus lesson opens (the resume read and the
// lesson's content), with a duplicated report (a replayed beacon) now and then. Prints p50/p99 per
// kind and checks that no interval was lost or counted twice, and that each student keeps one
// compact row. The CPU both sides used tells whether the server or the load generator was the
// limit.
//
// The students are written straight into the database before the server starts (1,000 sign-ups
// would measure argon2, not watching); their access tokens are signed here with the server's
// secret. BENCH_STUDENTS and BENCH_WATCH_SECONDS change the size (defaults 1000 and 60).
// The run starts after a short warm-up by other students (its figure printed apart).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { contents, chapters, details, lectures } from '../src/db/schema/lectures.ts';
import { watchProgress } from '../src/db/schema/progress.ts';
import { enrolments } from '../src/db/schema/learning.ts';
import { users } from '../src/db/schema/users.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { loadEnv } from '../src/env.ts';
import { signAccessToken } from '../src/lib/auth/access-token.ts';
import { startSession } from '../src/lib/auth/sessions.ts';
import { createLogger } from '../src/lib/logger.ts';
import { ask, databaseTarget as target, percentile, sleep, type Answer } from './servers.ts';

export const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 1000);
export const WATCH_SECONDS = Number(process.env.BENCH_WATCH_SECONDS ?? 60);
/**
 * Before the clock starts, as the route benches warm up: these students open and report as fast
 * as they are answered, so the figures are a running server's, not its first seconds' (printed
 * apart).
 */
const WARMUP_STUDENTS = 50;
const WARMUP_SECONDS = 5;
const REPORT_EVERY_MS = 10_000;
/** Seconds of video each report covers (1x playback for 10 s). */
const STEP = 10;
export const VIDEO_SECONDS = 3600;
/** One report in this many is sent twice (a beacon replayed after a lost answer). */
const DUPLICATE_EVERY = 20;

export const benchSecrets = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
};

/** Seeds the demo data, adds the students and gives a video lesson an hour-long video. */
export async function prepareWatchBench(dataDir: string, databaseUrl?: string) {
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...benchSecrets,
  });
  const handle = await openDatabase(target(dataDir, databaseUrl));
  try {
    await seedIfEmpty(handle, env, createLogger('silent'));
    const { db } = handle;
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: STUDENTS + WARMUP_STUDENTS }, (_, i) => ({
          email: `bench${i}@bench.academy.test`,
          // never used to log in: the bench signs their tokens
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$bench$bench',
          name: `벤치${i}`,
          role: 'STUDENT' as const,
        })),
      )
      .returning({ id: users.id });
    const [lesson] = await db
      .select({ detailId: details.id, lectureId: lectures.id })
      .from(details)
      .innerJoin(chapters, eq(chapters.id, details.chapterId))
      .innerJoin(lectures, eq(lectures.id, chapters.lectureId))
      .where(eq(details.type, 'VIDEO'))
      .orderBy(asc(lectures.id), asc(chapters.chapterOrder), asc(details.detailOrder))
      .limit(1);
    if (!lesson) throw new Error('no video lesson in the seed');
    // Only enrolled students record watching (docs/product/learning.md: signing up enrols in
    // nothing).
    await db
      .insert(enrolments)
      .values(rows.map((row) => ({ userId: row.id, lectureId: lesson.lectureId })));
    await db
      .update(contents)
      .set({ videoDuration: VIDEO_SECONDS })
      .where(eq(contents.detailId, lesson.detailId));
    // A real session per student: access tokens name one.
    const sessionIds: string[] = [];
    for (const row of rows) sessionIds.push((await startSession(db, row.id)).sessionId);
    const ids = rows.map((row) => row.id);
    return {
      userIds: ids.slice(0, STUDENTS),
      warmupIds: ids.slice(STUDENTS),
      /** the measured students' then the warm-up's */
      sessionIds,
      detailId: lesson.detailId,
    };
  } finally {
    await handle.close();
  }
}

/** Drives the load against a running server; returns what each student got accepted. */
export async function runWatchBench(
  origin: string,
  setup: { userIds: number[]; warmupIds: number[]; sessionIds: string[]; detailId: number },
  /** called when the measured run starts and when it ends */
  mark: () => void = () => {},
  /** how long the measured run lasts (the rush: two minutes) */
  seconds = WATCH_SECONDS,
) {
  const { userIds, warmupIds, sessionIds, detailId } = setup;
  const tokens = [...userIds, ...warmupIds].map((id, i) =>
    signAccessToken(benchSecrets.JWT_SECRET, {
      sub: String(id),
      role: 'STUDENT',
      sid: sessionIds[i]!,
    }),
  );
  const latencies = { report: [] as number[], open: [] as number[] };
  const warmup = { report: [] as number[], open: [] as number[] };
  let recording = warmup;
  let errors = 0;
  const statuses = new Map<string, number>();
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const accepted = new Array<number>(tokens.length).fill(0);
  const sent = new Array<number>(tokens.length).fill(0);

  const timed = async (kind: 'report' | 'open', run: () => Promise<Answer>) => {
    const started = performance.now();
    try {
      const response = await run();
      recording[kind].push(performance.now() - started);
      if (!response.ok) {
        errors += 1;
        count(String(response.status));
      }
      return response.ok;
    } catch (error) {
      errors += 1;
      count((error as Error).name);
      return false;
    }
  };
  const headers = (i: number) => ({
    Authorization: `Bearer ${tokens[i]}`,
    'Content-Type': 'application/json',
  });
  const open = (i: number) =>
    Promise.all([
      timed('open', () =>
        ask(origin, 'GET', `/api/lectures/watch?lectureDetailId=${detailId}`, headers(i)),
      ),
      timed('open', () =>
        ask(
          origin,
          'POST',
          '/api/lectures/detail',
          headers(i),
          JSON.stringify({ lectureDetailId: detailId }),
        ),
      ),
    ]);
  const report = async (i: number) => {
    const k = sent[i]!;
    sent[i] = k + 1;
    const body = JSON.stringify({
      lectureDetailId: detailId,
      duration: VIDEO_SECONDS,
      position: (k + 1) * STEP,
      intervals: [[k * STEP, (k + 1) * STEP]],
      sentAt: Date.now(),
    });
    const send = () =>
      timed('report', () => ask(origin, 'POST', '/api/lectures/watch', headers(i), body));
    const ok = await send();
    if (ok) accepted[i]! += 1;
    if (k % DUPLICATE_EVERY === i % DUPLICATE_EVERY) await send();
  };

  const warmEnd = Date.now() + WARMUP_SECONDS * 1000;
  await Promise.all(
    warmupIds.map(async (_, w) => {
      const i = userIds.length + w;
      while (Date.now() < warmEnd) {
        await open(i);
        await report(i);
      }
    }),
  );
  recording = latencies;
  // The load generator's own event-loop delay: a response it reads late counts as a slow one.
  const ownDelay = monitorEventLoopDelay({ resolution: 1 });
  ownDelay.enable();
  mark();

  // Each student opens the lesson at a random moment of the first period, then reports every
  // 10 s; half of them open it again halfway (a reload, another device).
  const started = Date.now();
  const end = started + seconds * 1000;
  const pending: Promise<unknown>[] = [];
  await Promise.all(
    userIds.map(async (_, i) => {
      await sleep(Math.random() * REPORT_EVERY_MS);
      pending.push(open(i));
      let reopened = i % 2 === 1;
      for (let next = Date.now() + REPORT_EVERY_MS; next < end; next += REPORT_EVERY_MS) {
        await sleep(next - Date.now());
        pending.push(report(i));
        if (!reopened && next - started > (seconds * 1000) / 2) {
          reopened = true;
          pending.push(open(i));
        }
      }
    }),
  );
  await Promise.all(pending);
  const elapsed = (Date.now() - started) / 1000;
  mark();
  ownDelay.disable();

  // No lost interval, nothing counted twice: each student's watched time covers every report that
  // was answered 200, and never more than the distinct reports sent (a report whose answer was
  // lost may have been stored: that is what resending relies on).
  let lost = 0;
  let wrong = 0;
  for (let start = 0; start < userIds.length; start += 50) {
    await Promise.all(
      userIds.slice(start, start + 50).map(async (_, offset) => {
        const i = start + offset;
        const response = await ask(
          origin,
          'GET',
          `/api/lectures/watch?lectureDetailId=${detailId}`,
          headers(i),
        );
        const { data } = JSON.parse(response.body) as { data: { watchedSeconds: number } };
        if (data.watchedSeconds < accepted[i]! * STEP) lost += 1;
        else if (data.watchedSeconds > sent[i]! * STEP) wrong += 1;
      }),
    );
  }
  const warm = [...warmup.report, ...warmup.open].sort((a, b) => a - b);
  const reports = [...latencies.report].sort((a, b) => a - b);
  const opens = [...latencies.open].sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1);
  console.log(
    `warm-up (the server just started): ${warmupIds.length} students for ${WARMUP_SECONDS} s, ${warm.length} requests: p50 ${fmt(percentile(warm, 50))} ms, p99 ${fmt(percentile(warm, 99))} ms, max ${fmt(warm.at(-1) ?? 0)} ms`,
  );
  console.log(
    `watch reports: ${userIds.length} students for ${elapsed.toFixed(0)} s, one report each per 10 s (1 in ${DUPLICATE_EVERY} sent twice) plus lesson opens`,
  );
  console.log(
    `  POST /api/lectures/watch  ${reports.length} requests (${fmt(reports.length / elapsed)}/s): p50 ${fmt(percentile(reports, 50))} ms, p99 ${fmt(percentile(reports, 99))} ms, max ${fmt(reports.at(-1) ?? 0)} ms`,
  );
  console.log(
    `  lesson opens              ${opens.length} requests: p50 ${fmt(percentile(opens, 50))} ms, p99 ${fmt(percentile(opens, 99))} ms`,
  );
  const ms = (ns: number) => fmt(ns / 1e6);
  console.log(
    `  load generator's event-loop delay: p50 ${ms(ownDelay.percentile(50))} ms, p99 ${ms(ownDelay.percentile(99))} ms, max ${ms(ownDelay.max)} ms`,
  );
  console.log(
    `  errors ${errors}${statuses.size ? ` (${[...statuses].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}; students with a lost interval: ${lost}; with time counted twice: ${wrong}`,
  );
  return {
    lost,
    wrong,
    errors,
    p99: percentile(reports, 99),
    /** when the measured run started and ended (Date.now()) */
    measured: { from: started, to: started + elapsed * 1000 },
    /** the warm-up and the final read of each student's state included */
    requests: warm.length + reports.length + opens.length + userIds.length,
  };
}

/** A process's CPU time so far in ms (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
export function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null; // not Linux: the figure is left out
  }
}

/** After the server stopped: one row per student, each holding one merged stretch. */
export async function checkCompactRows(
  dataDir: string,
  databaseUrl: string | undefined,
  setup: { userIds: number[]; detailId: number },
) {
  const handle = await openDatabase(target(dataDir, databaseUrl));
  try {
    const [row] = await handle.db
      .select({
        rows: sql<number>`count(*)::int`,
        longest: sql<number>`coalesce(max(cardinality(${watchProgress.intervals})), 0)::int`,
      })
      .from(watchProgress)
      .where(
        and(
          eq(watchProgress.detailId, setup.detailId),
          inArray(watchProgress.userId, setup.userIds),
        ),
      );
    console.log(
      `  rows: ${row!.rows} for ${setup.userIds.length} students; longest interval list: ${row!.longest / 2} stretch(es)`,
    );
  } finally {
    await handle.close();
  }
}
