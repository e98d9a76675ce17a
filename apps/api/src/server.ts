// The process `npm start` runs: opens (migrates, seeds) the database, then serves the API and the
// three apps on their origins until SIGTERM, which drains requests and closes the database.
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import pino from 'pino';
import { createApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { ConfigurationError, isLoopback, loadEnv } from './env.ts';
import { isDatabaseUnavailable } from './lib/database-errors.ts';
import { createLifecycle, registerProcess } from './lib/readiness.ts';
import { createDrain } from './lib/drain.ts';
import { DataDirBusyError } from './lib/data-dir-lock.ts';
import { createLogger } from './lib/logger.ts';
import { createMetrics } from './lib/metrics.ts';
import { pageLog } from './lib/page-log.ts';
import { pruneSessions } from './lib/auth/sessions.ts';
import { pruneRateLimits } from './lib/rate-limit.ts';
import { pruneIdempotencyKeys } from './lib/idempotency.ts';
import { liveHubFor } from './lib/live/hub.ts';
import { startExportWorker } from './lib/jobs/data-export-worker.ts';
import { sendersFor } from './lib/outbox/senders/from-env.ts';
import { startJobQueue, stopJobQueue } from './lib/jobs/job-queue.ts';
import { OUTBOX_QUEUES, startOutboxWorker } from './lib/outbox/worker.ts';
import { startRetentionTimer } from './lib/retention.ts';
import { scheduleWeeklyReport } from './lib/jobs/weekly-report.ts';
import { startMockOpeningWorker } from './routes/mock-exams/mock-opening.ts';
import { startVideoPackagingWorker } from './lib/video-host/packaging-job.ts';
import { compressedHlsScript } from './routes/videos/videos.hls.ts';
import { scheduleOrderExpiry } from './routes/orders/order-expiry.ts';
import { startMockSittingWorker } from './lib/mock-grading.ts';
import { pageSecurityHeaders, securityHeaders } from './lib/security-headers.ts';
import { refuseUndecodablePaths } from './lib/undecodable-paths.ts';
import { firstStart } from './db/first-start.ts';
import { searchEngines } from './seo.ts';
import { listenersFor, staticHandler } from './static-apps.ts';

const env = (() => {
  try {
    return loadEnv();
  } catch (error) {
    // A person reads this (a missing secret, a typo): the problems, not a stack trace.
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`academy cannot start: ${error.message}\n`);
    process.exit(1);
  }
})();
// Asynchronous log writes: a request never waits for stdout (flushed on shutdown and on exit).
// Lines are gathered up to 4 KB or a second: each write is a threadpool job, and one per request
// line took about 8% of the watch bench's server time (PGlite, one core:
// docs/decisions/017-watch-reports.md).
const destination = pino.destination({
  dest: 1,
  sync: false,
  minLength: 4096,
  periodicFlush: 1000,
});
const logger = createLogger(env.LOG_LEVEL, destination);
// A crash is one JSON line like every other (a log collector keeps it whole), written before the
// process exits; what was gathered before it goes out too.
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception: exiting');
  destination.flushSync();
  process.exit(1);
});
// The process lives on through a stray rejected promise (docs/product/security.md: resilience): one
// line with its stack, not fatal.
process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'unhandled rejection');
});
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
  { log: logger },
).catch((error: unknown) => {
  // Another process serves this DATA_DIR, or the database does not answer: say so plainly,
  // without a stack trace.
  if (error instanceof DataDirBusyError) {
    process.stderr.write(`academy cannot start: ${error.message}\n`);
    process.exit(1);
  }
  if (env.DATABASE_URL && isDatabaseUnavailable(error)) {
    const url = new URL(env.DATABASE_URL);
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      `academy cannot start: the database ${url.hostname}:${url.port || 5432}${url.pathname} does not answer (${reason}). Is PostgreSQL running, and is DATABASE_URL right?\n`,
    );
    process.exit(1);
  }
  throw error;
});
// The job queue (pg-boss in its own schema, which it creates and migrates on its first start),
// before anything may write a message (docs/decisions/052-outbox-sending.md).
const jobs = await startJobQueue(database, {
  supervise: true,
  logger,
  queues: OUTBOX_QUEUES,
});
// A local start on an empty database seeds the demo content; production does not (README.md).
// Processes started at once do it one after the other, so the later ones find it done
// (docs/decisions/012-processes-start-and-stop.md).
await database.exclusive(() => firstStart(database, env, logger));
const lifecycle = createLifecycle();
// Readiness compares this marker with the other processes' (lib/readiness.ts).
const unregister = await registerProcess({ env, database }, lifecycle).catch((error: unknown) => {
  logger.warn(
    { err: error instanceof Error ? error.message : String(error), dataDir: env.DATA_DIR },
    'could not register this process (DATA_DIR not writable?): /api/ready fails until it can',
  );
  return async () => {};
});
const metrics = createMetrics({ database, liveSockets: () => liveHubFor({ database }).size });
const api = createApp({ env, database, logger, lifecycle, metrics });

// Old rate-limit windows and expired sessions go now and then; a failure (database away) is retried next time.
const pruning = setInterval(
  () => {
    void pruneRateLimits(database.db).catch(() => {});
    void pruneSessions(database.db).catch(() => {});
    void pruneIdempotencyKeys(database.db).catch(() => {});
  },
  60 * 60 * 1000,
);
pruning.unref();
// The personal-data jobs (docs/product/privacy.md): exports built in the background, and the
// retention purge once a day.
const stopExportWorker = startExportWorker(database, logger);
const stopRetention = startRetentionTimer(database.db, logger);
// The outbox's workers (docs/product/messaging.md): every process sends what is due and puts back
// the jobs of a process that died; without SMTP_URL or a messaging provider, messages are kept
// (HELD) for staff.
const outbox = await startOutboxWorker(jobs, database, sendersFor(env), logger);
// The weekly report (docs/product/reports.md): last week's, from Monday morning, by one process.
await scheduleWeeklyReport(jobs, database.db, logger, env.CLASSROOM_URL);
// A published mock's "opens" notifications, at its opensAt (docs/product/mock-exams.md).
await startMockOpeningWorker(jobs, database, logger);
// Finished uploads packaged as HLS, one at a time (docs/decisions/059-hls-streaming.md); without
// ffmpeg it says so and videos play as their MP4.
if (env.VIDEO_HOST === 'local') {
  await startVideoPackagingWorker(jobs, database, env, logger);
  // the player's hls.js compressed before a first student waits for it
  void compressedHlsScript().catch(() => {});
}
// Unpaid orders past their payment window or deposit due date are cancelled (docs/product/commerce.md).
await scheduleOrderExpiry(jobs, database, logger);
// A mock sitting nobody touched after its last deadline is closed and graded (lib/mock-grading.ts).
const mockSittingWorker = await startMockSittingWorker(jobs, database, logger);
if (!env.SMTP_URL || env.MESSAGING_PROVIDER === 'local') {
  logger.info(
    { email: env.SMTP_URL ? 'smtp' : 'held', phone: env.MESSAGING_PROVIDER },
    'outbox: messages without a sender are kept, not sent (the admin shows them)',
  );
}

const listeners: [number, Hono][] = env.SERVE_APPS
  ? [...listenersFor(env)].map(([port, apps]) => {
      const root = new Hono();
      // The apps' pages and files get the same secure headers as the API (their HTML its CSP).
      root.use(securityHeaders(env));
      // One log line per page the server renders (the API's requests log their own).
      root.use(pageLog(env, logger));
      root.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
      root.all('/api', (c) => api.fetch(c.req.raw, c.env));
      root.use(searchEngines(env, apps, database));
      // Built files, then pages (compressed as they stream out; built files have their .br/.gz
      // twins), with the page CSP and its nonce.
      const { files, pages } = staticHandler(env, apps, {
        fetchApi: async (request, bindings) => api.fetch(request, bindings),
      });
      root.get('*', files, pageSecurityHeaders(env), compress(), pages);
      return [port, root];
    })
  : [[env.API_PORT, api as unknown as Hono]];

/** Longer than any proxy's idle timeout in front (nginx's default is 60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
const servers: Server[] = [];
const drain = createDrain();
for (const [port, app] of listeners) {
  // A target with bad percent-encoding is refused first, whatever serves it.
  // Hono's listener answers through its promise (its errors reach app.onError); node's wants void.
  const honoListener = getRequestListener(app.fetch);
  const server = createServer(
    drain.wrap(
      refuseUndecodablePaths((request, response) => {
        void honoListener(request, response);
      }),
    ),
  );
  // Idle connections are the proxy's to close: its idle timeout is below this one (nginx: 60 s by
  // default, docs/operations.md), or it could send a request on a connection the server is
  // closing, and lose it. Headers must take less than the keep-alive wait plus a second (Node
  // wants headersTimeout above keepAliveTimeout); a whole request two minutes
  // (docs/product/security.md).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  server.requestTimeout = 120_000;
  // WebSocket upgrades (/api/live) go to the API on every port.
  api.injectWebSocket(server);
  // HOST: loopback unless told otherwise (docs/decisions/012-processes-start-and-stop.md), so with
  // TRUST_PROXY only the proxy on this machine reaches the port and names the client's address.
  server.listen(port, env.HOST, () => logger.info({ host: env.HOST, port }, 'listening'));
  servers.push(server);
}
logger.info(
  env.SERVE_APPS
    ? {
        site: env.SITE_URL,
        classroom: env.CLASSROOM_URL,
        admin: env.ADMIN_URL,
        storybook: env.STORYBOOK_URL,
      }
    : { api: `http://localhost:${env.API_PORT}/api` },
  `academy is ready (${database.kind})`,
);
// The start-up lines now, not when 4 KB have gathered.
logger.flush();

if (env.TRUST_PROXY && !isLoopback(env.HOST)) {
  logger.warn(
    { host: env.HOST },
    'TRUST_PROXY=true and the port is open beyond this machine: X-Forwarded-For is believed from whoever reaches it; let only the proxy reach it',
  );
}

let stopping = false;
/**
 * SIGTERM (a supervisor, a rolling restart): readiness fails at once while the process still
 * serves everything for SHUTDOWN_GRACE_MS, so a balancer polling /api/ready stops sending; then
 * it stops accepting and finishes what is in flight (lib/drain.ts), for at most
 * SHUTDOWN_TIMEOUT_MS. SIGINT (a person at a terminal): no grace, idle connections closed now.
 */
async function shutdown(signal: 'SIGTERM' | 'SIGINT') {
  if (stopping) return;
  stopping = true;
  lifecycle.stopping = true;
  const grace = signal === 'SIGTERM' ? env.SHUTDOWN_GRACE_MS : 0;
  logger.info({ signal, graceMs: grace }, 'stopping: not ready from now on, still serving');
  logger.flush();
  if (grace > 0) await new Promise((resolve) => setTimeout(resolve, grace));
  const deadline = setTimeout(() => {
    drain.closeIdle(servers);
    if (drain.inFlight() === 0) return; // only idle connections were left: they close now
    logger.warn(
      { inFlight: drain.inFlight(), timeoutMs: env.SHUTDOWN_TIMEOUT_MS },
      'requests still in flight at the shutdown deadline: stopping anyway',
    );
    destination.flushSync();
    process.exit(1);
  }, env.SHUTDOWN_TIMEOUT_MS);
  deadline.unref();
  logger.info('no longer accepting connections: finishing requests in flight');
  // Live clients reconnect through the proxy to another process (and rejoin with `since`).
  liveHubFor({ database }).close();
  stopExportWorker();
  stopRetention();
  // The outbox's sends in flight finish and are recorded while requests drain; then the job
  // queue stops (its connections close).
  await Promise.all([
    outbox
      .stop()
      .then(() => mockSittingWorker.stop())
      .then(() => stopJobQueue(jobs, env.SHUTDOWN_TIMEOUT_MS)),
    drain.stop(servers, { closeIdle: signal === 'SIGINT' }),
  ]);
  clearTimeout(deadline);
  await unregister();
  await database.close();
  logger.info('stopped');
  destination.flushSync();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
