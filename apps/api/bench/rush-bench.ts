// The class-start rush for `pnpm bench:scale` (docs/performance.md): at 19:00 a whole class signs
// in and opens the same lesson within a minute. On the large seed (src/db/seed/large.ts), two API
// processes on one PostgreSQL database behind a round-robin proxy (proxy.ts, as nginx in
// production): 1,000 students of the busiest lecture each sign in with their password (argon2,
// the real cost) at a random moment of 60 s, then open the lesson (its content and the resume
// read). Prints sign-in and lesson-open p50/p99, errors and each process's CPU. Then the same
// students report watching every 10 s for two minutes (watch-bench.ts, today's watch figure).
//
// RUSH_STUDENTS (default 1000), RUSH_SECONDS (60) and RUSH_WATCH_SECONDS (120) change the size.
import { Agent } from 'node:http';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { SCALE_PASSWORD, seedLarge } from '../src/db/seed/large.ts';
import { loadEnv } from '../src/env.ts';
import { startProxy } from './proxy.ts';
import { ask, latencies, sleep, startOurs } from './servers.ts';
import { benchSecrets, cpuMs, runWatchBench, VIDEO_SECONDS } from './watch-bench.ts';

const STUDENTS = Number(process.env.RUSH_STUDENTS ?? 1000);
const RUSH_SECONDS = Number(process.env.RUSH_SECONDS ?? 60);
const WATCH_SECONDS = Number(process.env.RUSH_WATCH_SECONDS ?? 120);

const agent = new Agent({ keepAlive: true, maxSockets: 256 });
/** The large seed into `databaseUrl`, then the rush and the watch reports on two processes. */
export async function rushBench(databaseUrl: string, dataDir: string, factor: number) {
  console.log(`\n=== class-start rush: ${STUDENTS} students, two processes on PostgreSQL ===`);
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...benchSecrets,
  });
  const seeded = await seedLarge({ kind: 'postgres', url: databaseUrl }, env, { factor });
  if (!seeded.seeded) throw new Error(`large seed refused: ${seeded.reason}`);
  // The busiest lecture's students still enrolled, and a video lesson of it nobody has watched yet
  // (its last): the watch check then counts only what this run reports.
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
  let emails: { id: number; email: string }[];
  let detailId: number;
  try {
    const run = async <T>(query: string) =>
      ((await handle.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
    const [lecture] = await run<{ id: number }>(
      `select lecture_id as id from enrolments group by lecture_id order by count(*) desc limit 1`,
    );
    emails = await run<{ id: number; email: string }>(
      `select u.id, u.email from enrolments e join users u on u.id = e.user_id
        where e.lecture_id = ${lecture!.id} and e.status = 'ACTIVE' and (e.ends_at is null or e.ends_at > now())
          and u.email like 's%@scale.academy.test'
        order by u.id limit ${STUDENTS}`,
    );
    const [lesson] = await run<{ id: number }>(
      `select d.id from details d join chapters c on c.id = d.chapter_id
        where c.lecture_id = ${lecture!.id} and d.type = 'VIDEO'
        order by c.chapter_order desc, d.detail_order desc limit 1`,
    );
    detailId = lesson!.id;
    await handle.db.execute(
      sql.raw(
        `update contents set video_duration = ${VIDEO_SECONDS} where detail_id = ${detailId}`,
      ),
    );
  } finally {
    await handle.close();
  }
  if (emails.length < STUDENTS)
    console.log(
      `(only ${emails.length} active students in the busiest lecture at this SCALE_FACTOR)`,
    );

  const first = await startOurs(databaseUrl, { dataDir, env: benchSecrets });
  const second = await startOurs(databaseUrl, { dataDir, env: benchSecrets }).catch(
    async (error: unknown) => {
      await first.close({ keepData: true });
      throw error;
    },
  );
  const proxy = await startProxy([first.origin, second.origin]);
  const pids = [first.pid, second.pid];
  try {
    const cpu = () => pids.map((pid) => cpuMs(pid));
    const share = (before: (number | null)[], after: (number | null)[], wallMs: number) =>
      pids
        .map((_, i) =>
          before[i] === null || after[i] === null
            ? 'n/a'
            : `${(((after[i]! - before[i]!) / wallMs) * 100).toFixed(0)}%`,
        )
        .join(' and ');

    const logins: number[] = [];
    const opens: number[] = [];
    const errors = new Map<string, number>();
    const fail = (key: string) => errors.set(key, (errors.get(key) ?? 0) + 1);
    const tokens: (string | null)[] = new Array(emails.length).fill(null);
    const cpuBefore = cpu();
    const started = performance.now();
    await Promise.all(
      emails.map(async (student, i) => {
        await sleep(Math.random() * RUSH_SECONDS * 1000);
        // each from an address of their own (the proxy passes X-Forwarded-For; TRUST_PROXY is on)
        const from = { 'X-Forwarded-For': `10.1.${i >> 8}.${i & 255}` };
        try {
          let at = performance.now();
          const login = await ask(
            proxy.origin,
            'POST',
            '/api/auth/login',
            { ...from, 'Content-Type': 'application/json' },
            JSON.stringify({ username: student.email, password: SCALE_PASSWORD }),
            agent,
          );
          logins.push(performance.now() - at);
          const token = (JSON.parse(login.body) as { data?: { token?: string } }).data?.token;
          if (login.status !== 200 || !token) return fail(`login ${login.status}`);
          tokens[i] = token;
          const headers = {
            ...from,
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
          };
          at = performance.now();
          const [content, resume] = await Promise.all([
            ask(
              proxy.origin,
              'POST',
              '/api/lectures/detail',
              headers,
              JSON.stringify({ lectureDetailId: detailId }),
              agent,
            ),
            ask(
              proxy.origin,
              'GET',
              `/api/lectures/watch?lectureDetailId=${detailId}`,
              headers,
              undefined,
              agent,
            ),
          ]);
          opens.push(performance.now() - at);
          if (content.status !== 200) fail(`lesson ${content.status}`);
          if (resume.status !== 200) fail(`resume ${resume.status}`);
        } catch (error) {
          fail((error as NodeJS.ErrnoException).code ?? (error as Error).message);
        }
      }),
    );
    const rushMs = performance.now() - started;
    console.log(
      `rush: ${emails.length} students signed in and opened lesson ${detailId} within ${(rushMs / 1000).toFixed(0)} s`,
    );
    console.log(`  sign-in (argon2)  ${latencies(logins)}`);
    console.log(`  lesson open       ${latencies(opens)} (content and resume read together)`);
    console.log(
      `  errors ${[...errors.values()].reduce((a, b) => a + b, 0)}${errors.size ? ` (${[...errors].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}; CPU of each process: ${share(cpuBefore, cpu(), rushMs)} of a core`,
    );

    // The same students, now watching: reports every 10 s (the access tokens name their sessions).
    const signedIn = emails.flatMap((student, i) => {
      const token = tokens[i];
      if (!token) return [];
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
        sid: string;
      };
      return [{ id: student.id, sid: claims.sid }];
    });
    const watchBefore = cpu();
    const watchStarted = performance.now();
    await runWatchBench(
      proxy.origin,
      {
        userIds: signedIn.map((s) => s.id),
        warmupIds: [],
        sessionIds: signedIn.map((s) => s.sid),
        detailId,
      },
      () => {},
      WATCH_SECONDS,
    );
    console.log(
      `  CPU of each process while watching: ${share(watchBefore, cpu(), performance.now() - watchStarted)} of a core`,
    );
  } finally {
    await proxy.close();
    await Promise.all([first.close({ keepData: true }), second.close({ keepData: true })]);
  }
}
