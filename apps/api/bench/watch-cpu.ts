// `node --import tsx bench/watch-cpu.ts` in apps/api (docs/decisions/017-watch-reports.md): what
// each watch request costs the API's thread, without HTTP or a load generator, so a busy shared
// machine blurs it less than wall-clock p99s. 200 students (BENCH_STUDENTS) on PGlite each send one
// request of a kind in turn, through the real app in this process (createApp, no log lines); a
// round is repeated BENCH_ROUNDS times (default 8) and the best round's CPU per request is printed,
// per kind: a report (POST /api/lectures/watch), the resume read (GET) and the lesson's content
// (POST /api/lectures/detail).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';
import { signAccessToken } from '../src/lib/auth/access-token.ts';
import { createLogger } from '../src/lib/logger.ts';

process.env.BENCH_STUDENTS ??= '200';
const { benchSecrets, prepareWatchBench } = await import('./watch-bench.ts');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);

const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-watch-cpu-'));
try {
  const setup = await prepareWatchBench(dataDir);
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...benchSecrets,
  });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const app = createApp({ env, database, logger: createLogger('silent') });
    const headers = setup.userIds.map((id, i) => ({
      Authorization: `Bearer ${signAccessToken(benchSecrets.JWT_SECRET, {
        sub: String(id),
        role: 'STUDENT',
        sid: setup.sessionIds[i]!,
      })}`,
      'Content-Type': 'application/json',
    }));
    const sent = headers.map(() => 0);
    const kinds: Record<string, (i: number) => Response | Promise<Response>> = {
      'report (POST /api/lectures/watch)': (i) => {
        const k = sent[i]!;
        sent[i] = k + 1;
        const report = {
          lectureDetailId: setup.detailId,
          duration: 3600,
          position: (k + 1) * 10,
          intervals: [[k * 10, (k + 1) * 10]],
          sentAt: Date.now(),
        };
        return app.request('/api/lectures/watch', {
          method: 'POST',
          headers: headers[i],
          body: JSON.stringify(report),
        });
      },
      'resume read (GET /api/lectures/watch)': (i) =>
        app.request(`/api/lectures/watch?lectureDetailId=${setup.detailId}`, {
          headers: headers[i],
        }),
      'lesson content (POST /api/lectures/detail)': (i) =>
        app.request('/api/lectures/detail', {
          method: 'POST',
          headers: headers[i],
          body: JSON.stringify({ lectureDetailId: setup.detailId }),
        }),
    };
    for (const [kind, send] of Object.entries(kinds)) {
      let best = Infinity;
      for (let round = 0; round < ROUNDS; round += 1) {
        const before = process.cpuUsage();
        for (let i = 0; i < headers.length; i += 1) {
          const response = await send(i);
          if (!response.ok) throw new Error(`${kind}: ${response.status} ${await response.text()}`);
          await response.arrayBuffer();
        }
        const used = process.cpuUsage(before);
        // the first round runs cold code
        if (round > 0) best = Math.min(best, (used.user + used.system) / 1000 / headers.length);
      }
      console.log(`${kind.padEnd(44)} ${best.toFixed(2)} ms CPU per request (best round)`);
    }
  } finally {
    await database.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
