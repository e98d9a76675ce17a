// The exam-end storm for `pnpm bench:api` (docs/performance.md, "Exam-end storm"): 500 students
// sit one mock at once, each autosaving an answer every few seconds, and all submit in the same
// second at the section's deadline. On PGlite (one process) and on PostgreSQL (two processes
// behind a round-robin proxy, as rush-bench.ts). Prints p50/p99 of autosaves and submissions, then
// proves nothing was lost or graded twice: each stored answer is the last one the server accepted
// for that item, each sitting has one score row per section, every sitting is closed once (a
// submit refused under load is sent again as a student would press again; one that never got
// through is closed by the sitting's job, which the bench waits for).
//
// STORM_STUDENTS (default 500), STORM_SECONDS (the section's time limit, at least 60, default
// 120), STORM_RAMP_SECONDS (the starts are spread over it, default 20) and STORM_SAVE_SECONDS
// (each student's autosave interval, default 3) change the size;
// `pnpm bench:exam` runs only this.
import { Agent, request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import {
  mockExams,
  mockItems,
  mockSections,
  mockTargets,
  questionBankItems,
} from '../src/db/schema/mock-exams.ts';
import { users } from '../src/db/schema/users.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { loadEnv } from '../src/env.ts';
import { signAccessToken } from '../src/lib/auth/access-token.ts';
import { startSession } from '../src/lib/auth/sessions.ts';
import { createLogger } from '../src/lib/logger.ts';
import { startProxy } from './proxy.ts';
import {
  databaseTarget,
  latencies,
  postgresUrl,
  sleep,
  startOurs,
  stormOnBoth,
} from './servers.ts';
import { benchSecrets } from './watch-bench.ts';

const STUDENTS = Number(process.env.STORM_STUDENTS ?? 500);
const SECTION_SECONDS = Math.max(60, Number(process.env.STORM_SECONDS ?? 120));
const SAVE_SECONDS = Number(process.env.STORM_SAVE_SECONDS ?? 3);
const RAMP_SECONDS = Number(process.env.STORM_RAMP_SECONDS ?? 20);
const ITEMS = 10;
const OPTIONS = 4;

const agent = new Agent({ keepAlive: true, maxSockets: 512 });

function send(origin: string, method: string, target: string, token: string, body?: unknown) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number; body: string }>((resolve) => {
    const request = httpRequest(
      `${origin}${target}`,
      {
        method,
        agent,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body: text,
          }),
        );
      },
    );
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The demo seed, the students, and a one-section mock of ten items targeted at each of them. */
async function prepare(dataDir: string, databaseUrl?: string) {
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...benchSecrets,
  });
  const handle = await openDatabase(databaseTarget(dataDir, databaseUrl));
  try {
    await seedIfEmpty(handle, env, createLogger('silent'));
    const { db } = handle;
    const students = await db
      .insert(users)
      .values(
        Array.from({ length: STUDENTS }, (_, i) => ({
          email: `storm${i}@bench.academy.test`,
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$bench$bench',
          name: `응시${i}`,
          role: 'STUDENT' as const,
        })),
      )
      .returning({ id: users.id });
    const [exam] = await db
      .insert(mockExams)
      .values({
        title: '벤치 모의고사',
        subject: 'MATH2',
        status: 'PUBLISHED',
        opensAt: new Date(Date.now() - 60_000),
        closesAt: new Date(Date.now() + 24 * 3600_000),
      })
      .returning();
    const [section] = await db
      .insert(mockSections)
      .values({ examId: exam!.id, position: 0, kind: 'MATH2', timeLimitSeconds: SECTION_SECONDS })
      .returning();
    const bank = await db
      .insert(questionBankItems)
      .values(
        Array.from({ length: ITEMS }, (_, i) => ({
          sectionKind: 'MATH2' as const,
          kind: 'CHOICE' as const,
          unit: '벤치',
          stem: `문제 ${i + 1}`,
          options: ['1', '2', '3', '4'],
          answerIndex: i % OPTIONS,
        })),
      )
      .returning({ id: questionBankItems.id });
    const items = await db
      .insert(mockItems)
      .values(
        bank.map((row, position) => ({ sectionId: section!.id, position, bankItemId: row.id })),
      )
      .returning({ id: mockItems.id });
    await db
      .insert(mockTargets)
      .values(students.map((student) => ({ examId: exam!.id, userId: student.id })));
    const tokens: string[] = [];
    for (const student of students) {
      const { sessionId } = await startSession(db, student.id);
      tokens.push(
        signAccessToken(benchSecrets.JWT_SECRET, {
          sub: String(student.id),
          role: 'STUDENT',
          sid: sessionId,
        }),
      );
    }
    return {
      examId: exam!.id,
      itemIds: items.map((item) => item.id),
      userIds: students.map((student) => student.id),
      tokens,
    };
  } finally {
    await handle.close();
  }
}

type Setup = Awaited<ReturnType<typeof prepare>>;

/** The storm against `origin`; answers what each student's accepted saves were. */
async function storm(origin: string, setup: Setup) {
  const { examId, itemIds, tokens } = setup;
  const base = `/api/mock-exams/${examId}/sitting`;
  const statuses = new Map<string, number>();
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  // the students open the mock over the first STORM_RAMP_SECONDS (not the storm: its end is)
  const startTimes: number[] = [];
  const starts = await Promise.all(
    tokens.map(async (token) => {
      await sleep(Math.random() * RAMP_SECONDS * 1000);
      return send(origin, 'POST', base, token, {});
    }),
  );
  for (const answer of starts) {
    startTimes.push(answer.ms);
    count(`start ${answer.status}`);
  }
  // the same clock as the servers' (one machine): everyone submits one second before the
  // earliest deadline
  const deadlines = starts.flatMap((answer) => {
    try {
      const data = JSON.parse(answer.body) as { data?: { current?: { deadlineAt: string } } };
      return data.data?.current ? [Date.parse(data.data.current.deadlineAt)] : [];
    } catch {
      return [];
    }
  });
  const submitAt = Math.min(...deadlines) - 1000;
  if (submitAt - Date.now() < SAVE_SECONDS * 3000) {
    console.log(
      `  (the starts used up the ${SECTION_SECONDS} s section: too little left to autosave; raise STORM_SECONDS)`,
    );
  }
  const saves: number[] = [];
  /** last accepted choice per student and item */
  const accepted = tokens.map(() => new Map<number, number>());
  await Promise.all(
    tokens.map(async (token, student) => {
      // spread the autosaves over the interval
      await sleep(Math.random() * SAVE_SECONDS * 1000);
      while (Date.now() + SAVE_SECONDS * 1000 < submitAt) {
        const item = itemIds[Math.floor(Math.random() * itemIds.length)]!;
        const choice = Math.floor(Math.random() * OPTIONS);
        const answer = await send(origin, 'PUT', `${base}/answers/${item}`, token, { choice });
        saves.push(answer.ms);
        count(`save ${answer.status}`);
        if (answer.status === 200) accepted[student]!.set(item, choice);
        await sleep(SAVE_SECONDS * 1000 * (0.8 + Math.random() * 0.4));
      }
    }),
  );
  await sleep(submitAt - Date.now());
  // a submit whose connection broke (a kept-alive socket closed under it) is sent again, as the
  // page does: the second finds the sitting closed or closes it
  const submits = await Promise.all(
    tokens.map(async (token) => {
      let answer = await send(origin, 'POST', `${base}/submit`, token, {});
      for (let retry = 0; (answer.status === 0 || answer.status >= 500) && retry < 3; retry += 1) {
        count(`submit ${answer.status} sent again`);
        await sleep(1000 + Math.random() * 1000);
        answer = await send(origin, 'POST', `${base}/submit`, token, {});
      }
      return answer;
    }),
  );
  for (const answer of submits) count(`submit ${answer.status}`);
  // a sitting whose submit never got through is closed by its job (due at its deadline + 1 s)
  await sleep(Math.max(...deadlines) + 15_000 - Date.now());
  return {
    starts: startTimes,
    saves,
    submits: submits.map((answer) => answer.ms),
    statuses,
    accepted,
  };
}

/** Nothing lost, nothing graded twice: read back from the database after the storm. */
async function check(
  dataDir: string,
  databaseUrl: string | undefined,
  setup: Setup,
  run: Awaited<ReturnType<typeof storm>>,
) {
  const handle = await openDatabase(databaseTarget(dataDir, databaseUrl));
  try {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    const stored = await rows<{ userId: number; itemId: number; choice: number }>(sql`
      select s.user_id as "userId", a.item_id as "itemId", a.choice from mock_answers a
      join mock_sittings s on s.id = a.sitting_id where s.exam_id = ${setup.examId}`);
    const byKey = new Map(stored.map((row) => [`${row.userId}:${row.itemId}`, row.choice]));
    let expected = 0;
    let lost = 0;
    for (const [student, answers] of run.accepted.entries()) {
      for (const [itemId, choice] of answers) {
        expected += 1;
        if (byKey.get(`${setup.userIds[student]}:${itemId}`) !== choice) lost += 1;
      }
    }
    const extra = stored.length - expected;
    const [sittings] = await rows<{
      total: number;
      closed: number;
      byStudent: number;
      byDeadline: number;
    }>(sql`
      select count(*)::int as total,
        count(*) filter (where state in ('SUBMITTED', 'GRADED') and submitted_at is not null)::int as closed,
        count(*) filter (where submitted_by = 'STUDENT')::int as "byStudent",
        count(*) filter (where submitted_by = 'DEADLINE')::int as "byDeadline"
      from mock_sittings where exam_id = ${setup.examId}`);
    const [scores] = await rows<{ rows: number; sittings: number; wrongRaw: number }>(sql`
      select count(*)::int as rows, count(distinct sc.sitting_id)::int as sittings,
        count(*) filter (where sc.raw <> (select count(*) from mock_answers a where a.sitting_id = sc.sitting_id and a.correct))::int as "wrongRaw"
      from mock_section_scores sc join mock_sittings s on s.id = sc.sitting_id where s.exam_id = ${setup.examId}`);
    console.log(
      `  answers: ${expected} last accepted saves, ${lost} not stored as last sent, ${extra} stored beyond them`,
    );
    console.log(
      `  sittings: ${sittings!.total} started, ${sittings!.closed} closed (${sittings!.byStudent} by the student, ${sittings!.byDeadline} by the deadline); score rows ${scores!.rows} for ${scores!.sittings} sittings (one section each), ${scores!.wrongRaw} with a raw score not matching the answers marked right`,
    );
    const ok =
      lost === 0 &&
      extra === 0 &&
      sittings!.closed === sittings!.total &&
      scores!.rows === sittings!.total &&
      scores!.sittings === sittings!.total &&
      scores!.wrongRaw === 0;
    console.log(
      `  ${ok ? 'OK: nothing lost, each sitting graded once' : 'FAILED: see the counts above'}`,
    );
    return ok;
  } finally {
    await handle.close();
  }
}

async function stormOn(label: string, processes: 1 | 2, databaseUrl?: string) {
  console.log(
    `\n=== exam-end storm, ${label}: ${STUDENTS} students, ${SECTION_SECONDS} s section, autosave every ${SAVE_SECONDS} s, all submit in one second ===`,
  );
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-exam-storm-'));
  try {
    const setup = await prepare(dataDir, databaseUrl);
    const servers = [await startOurs(databaseUrl, { dataDir, env: benchSecrets })];
    if (processes === 2) servers.push(await startOurs(databaseUrl, { dataDir, env: benchSecrets }));
    const proxy = processes === 2 ? await startProxy(servers.map((server) => server.origin)) : null;
    let run: Awaited<ReturnType<typeof storm>>;
    try {
      run = await storm(proxy?.origin ?? servers[0]!.origin, setup);
    } finally {
      await proxy?.close();
      await Promise.all(servers.map((server) => server.close({ keepData: true })));
    }
    console.log(`  starts:      ${latencies(run.starts)}`);
    console.log(`  autosaves:   ${latencies(run.saves)}`);
    console.log(`  submissions: ${latencies(run.submits)}`);
    console.log(`  statuses: ${[...run.statuses].map(([key, n]) => `${key} ×${n}`).join(', ')}`);
    return await check(dataDir, databaseUrl, setup, run);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** PGlite unless `pglite` is false, and PostgreSQL (two processes) when `serverUrl` is given. */
export const examStormBench = (serverUrl: string | null, pglite = true) =>
  stormOnBoth(stormOn, serverUrl, pglite);

// `pnpm bench:exam`: this figure alone (BENCH_PGLITE_ONLY=1 or BENCH_POSTGRES_ONLY=1 narrow it).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const serverUrl = process.env.BENCH_PGLITE_ONLY ? null : await postgresUrl();
  await examStormBench(serverUrl, !process.env.BENCH_POSTGRES_ONLY);
}
