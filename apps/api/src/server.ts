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
import { isLoopback, loadEnv } from './env.ts';
import { createDrain } from './lib/drain.ts';
import { DataDirBusyError } from './lib/data-dir-lock.ts';
import { createLogger } from './lib/logger.ts';
import { pruneSessions } from './lib/auth/sessions.ts';
import { pruneRateLimits } from './lib/rate-limit.ts';
import { liveHubFor } from './lib/live/hub.ts';
import { pageSecurityHeaders, securityHeaders } from './lib/security-headers.ts';
import { refuseUndecodablePaths } from './lib/undecodable-paths.ts';
import { firstStart } from './db/first-start.ts';
import { searchEngines } from './seo.ts';
import { listenersFor, staticHandler } from './static-apps.ts';

const env = loadEnv();
// Asynchronous log writes: a request never waits for stdout (flushed on shutdown and on exit).
// Lines are gathered up to 4 KB or a second: each write is a threadpool job, and one per request
// line took about 8% of the watch bench's server time (PGlite, one core: issue 19).
const logger = createLogger(
  env.LOG_LEVEL,
  pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }),
);
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
).catch((error: unknown) => {
  // Another process serves this DATA_DIR: say so plainly, without a stack trace.
  if (!(error instanceof DataDirBusyError)) throw error;
  process.stderr.write(`academy cannot start: ${error.message}\n`);
  process.exit(1);
});
// design 1: a local start on an empty database seeds the demo content; production does not.
// Processes started at once do it one after the other, so the later ones find it done (issue 17).
await database.exclusive(() => firstStart(database, env, logger));
const api = createApp({ env, database, logger });

// Old rate-limit windows and expired sessions go now and then; a failure (database away) is retried next time.
const pruning = setInterval(
  () => {
    void pruneRateLimits(database.db).catch(() => {});
    void pruneSessions(database.db).catch(() => {});
  },
  60 * 60 * 1000,
);
pruning.unref();

const listeners: [number, Hono][] = env.SERVE_APPS
  ? [...listenersFor(env)].map(([port, apps]) => {
      const root = new Hono();
      // The apps' pages and files get the same secure headers as the API (their HTML its CSP).
      root.use(securityHeaders(env));
      root.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
      root.all('/api', (c) => api.fetch(c.req.raw, c.env));
      root.use(searchEngines(env, apps, database));
      // Built files, then pages (compressed as they stream out; built files have their .br/.gz
      // twins), with the page CSP and its nonce.
      const { files, pages } = staticHandler(env, apps, {
        fetchApi: async (request) => api.fetch(request),
      });
      root.get('*', files, pageSecurityHeaders(env), compress(), pages);
      return [port, root];
    })
  : [[env.API_PORT, api as unknown as Hono]];

const servers: Server[] = [];
const drain = createDrain();
for (const [port, app] of listeners) {
  // A target with bad percent-encoding is refused first, whatever serves it (issue 17).
  // Hono's listener answers through its promise (its errors reach app.onError); node's wants void.
  const honoListener = getRequestListener(app.fetch);
  const server = createServer(
    drain.wrap(
      refuseUndecodablePaths((request, response) => {
        void honoListener(request, response);
      }),
    ),
  );
  // Slow clients cannot hold connections open for ever (design 3).
  server.headersTimeout = 15_000;
  server.requestTimeout = 120_000;
  server.keepAliveTimeout = 5_000;
  // WebSocket upgrades (/api/live) go to the API on every port.
  api.injectWebSocket(server);
  // HOST: loopback unless told otherwise (issue 17 item 15), so with TRUST_PROXY only the proxy
  // on this machine reaches the port and names the client's address.
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
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping: no new connections, finishing requests in flight');
  // A request that never ends (a stalled upload) does not keep the process alive for ever.
  setTimeout(() => {
    logger.warn('requests still in flight after 20 s: stopping anyway');
    logger.flush();
    process.exit(1);
  }, 20_000).unref();
  // Live clients reconnect to another process (and rejoin with `since`, missing nothing).
  liveHubFor({ database }).close();
  // Keep-alive clients are told to close with their next answer; none is reset (lib/drain.ts).
  await drain.stop(servers);
  await database.close();
  logger.info('stopped');
  logger.flush();
  process.exit(0);
}
// The process lives on through a stray failure (design 3: resilience); it is logged, not fatal.
process.on('unhandledRejection', (reason) => {
  logger.error(
    { err: reason instanceof Error ? reason.message : String(reason) },
    'unhandled rejection',
  );
});
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
