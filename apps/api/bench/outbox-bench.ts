// The outbox's figures (docs/performance.md, "The outbox"): messages per second from the outbox
// to a loopback SMTP server (smtp-server, in this process) on PGlite and PostgreSQL; then, on
// PostgreSQL, two worker processes sending the same rows while one is killed (SIGKILL) in the
// middle of its sends: how many distinct messages arrived, and how many arrived twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { outboxMessages } from '../src/db/schema/messaging.ts';
import { enqueueMessage } from '../src/lib/outbox/enqueue.ts';
import { smtpSender } from '../src/lib/outbox/senders/email.ts';
import { holdMessage } from '../src/lib/outbox/senders/sender.ts';
import { JOB_SCHEMA, startJobQueue, stopJobQueue } from '../src/lib/jobs/job-queue.ts';
import { drainOutbox, OUTBOX_QUEUE, OUTBOX_QUEUES } from '../src/lib/outbox/worker.ts';
import { startSmtpServer } from '../src/test/smtp-server.ts';
import { BENCH_TEMPLATE } from './outbox-template.ts';
import { API_DIR, freshPostgres, sleep } from './servers.ts';

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rows<T>(database: DatabaseHandle, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const MESSAGES = Number(process.env.BENCH_OUTBOX_MESSAGES ?? 2000);
const CONCURRENCY = 8;

/** Writes `count` messages, 500 to a transaction, as a feature would (one enqueue each). */
async function fill(database: DatabaseHandle, count: number) {
  for (let from = 0; from < count; from += 500) {
    await database.db.transaction(async (tx) => {
      for (let n = from; n < Math.min(count, from + 500); n += 1) {
        await enqueueMessage(tx, {
          template: BENCH_TEMPLATE,
          variables: { n },
          dedupeKey: `bench:${n}`,
          to: { email: `reader${n}@academy.test` },
        });
      }
    });
  }
}

async function throughput(label: string, database: DatabaseHandle) {
  const smtp = await startSmtpServer();
  const email = smtpSender({
    url: smtp.url,
    from: 'bench <bench@academy.test>',
    connections: CONCURRENCY,
  });
  const jobs = await startJobQueue(database, { supervise: false, queues: OUTBOX_QUEUES });
  await fill(database, MESSAGES);
  const started = performance.now();
  const counts = await drainOutbox(
    database,
    { EMAIL: email.send, ALIMTALK: holdMessage, SMS: holdMessage },
    { workers: 2, batchSize: CONCURRENCY / 2, boss: jobs },
  );
  const seconds = (performance.now() - started) / 1000;
  await stopJobQueue(jobs);
  email.close();
  await smtp.close();
  const distinct = new Set(smtp.accepted.map((mail) => mail.messageId)).size;
  console.log(
    `${label.padEnd(22)} ${MESSAGES} messages in ${seconds.toFixed(1)} s: ${(MESSAGES / seconds).toFixed(0)} messages/s (${CONCURRENCY} sends at once; sent ${counts.SENT}, arrived ${smtp.accepted.length}, distinct ${distinct})`,
  );
}

function startWorker(url: string, smtpUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/outbox-worker.ts'], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: url, SMTP_URL: smtpUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<ChildProcess>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`outbox worker exited (${code})`)));
  });
}

async function killedMidSend(url: string) {
  const database = await openDatabase({ kind: 'postgres', url });
  // Every answer takes 20 ms: each worker always has sends in flight when the kill comes.
  const smtp = await startSmtpServer(() => 'accept', { delayMs: 20 });
  const count = Math.min(MESSAGES, 1000);
  const jobs = await startJobQueue(database, { supervise: false, queues: OUTBOX_QUEUES });
  await fill(database, count);
  await stopJobQueue(jobs);
  // A killed process's jobs come back after their expiry and first back-off: 3 s and 1 s here
  // instead of 2 min and 30 s.
  await database.db.execute(
    sql`update ${sql.identifier(JOB_SCHEMA)}.job set expire_seconds = 3, retry_delay = 1 where name = ${OUTBOX_QUEUE}`,
  );
  const started = performance.now();
  const [victim, survivor] = await Promise.all([
    startWorker(url, smtp.url),
    startWorker(url, smtp.url),
  ]);
  while (smtp.arrived.length < count / 4) await sleep(10);
  const exited = new Promise((resolve) => victim.once('exit', resolve));
  victim.kill('SIGKILL');
  await exited;
  const [{ sendingAtKill }] = (await rows<{ sendingAtKill: number }>(
    database,
    sql`select count(*)::int as "sendingAtKill" from ${outboxMessages} where state = 'SENDING'`,
  )) as [{ sendingAtKill: number }];
  // The survivor sends the rest, and the victim's jobs once their expiry (3 s) has passed and its
  // maintenance (every second) has put them back.
  for (;;) {
    const [open] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from ${outboxMessages} where state in ('PENDING', 'SENDING')`,
    );
    if (open!.n === 0) break;
    await sleep(100);
  }
  const seconds = (performance.now() - started) / 1000;
  const stopped = new Promise((resolve) => survivor.once('exit', resolve));
  survivor.kill('SIGTERM');
  await stopped;
  const states = await rows<{ state: string; n: number; retried: number }>(
    database,
    sql`select state, count(*)::int as n, count(*) filter (where attempts > 1)::int as retried
        from ${outboxMessages} group by state`,
  );
  await database.close();
  await smtp.close();
  const byId = new Map<string, number>();
  for (const mail of smtp.arrived) byId.set(mail.messageId!, (byId.get(mail.messageId!) ?? 0) + 1);
  const twice = [...byId.values()].filter((n) => n > 1).length;
  console.log(
    `two processes, one killed: ${count} messages in ${seconds.toFixed(1)} s; rows ${states
      .map((row) => `${row.state} ${row.n} (${row.retried} resent)`)
      .join(', ')}; ${sendingAtKill} rows SENDING (both processes) just after the kill`,
  );
  console.log(
    `  arrived ${smtp.arrived.length}, distinct ${byId.size} of ${count}, arrived twice ${twice} (each twice with the same Message-ID: a send the dead process had handed over but not recorded)`,
  );
}

/** The outbox section of `pnpm bench:api` (or `BENCH_ONLY=outbox`). */
export async function outboxBench(serverUrl: string | null, pglite: boolean) {
  console.log(`\n=== The outbox: ${MESSAGES} emails to a loopback SMTP server ===`);
  if (pglite) {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await throughput('PGlite (in memory)', database);
    } finally {
      await database.close();
    }
  }
  if (!serverUrl) return;
  await freshPostgres(serverUrl, async (url) => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await throughput('PostgreSQL', database);
    } finally {
      await database.close();
    }
  });
  await freshPostgres(serverUrl, killedMidSend);
}
