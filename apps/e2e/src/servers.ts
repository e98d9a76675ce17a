// Starts the real product server (apps/api's built dist/server.js serving the built apps, as
// deployed) on free ports with its own temporary data folder, never the developer's .data or a
// running npm start.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const API_DIR = path.join(REPO_ROOT, 'apps/api');

/**
 * Bundles the server from the current source (apps/api build.mjs, about a second), so a run of
 * Playwright on its own never starts a dist/ older than the code under test. Once per run, before
 * any server starts: processes starting at once must not rewrite the files under each other.
 */
export function buildServer() {
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Building apps/api (node build.mjs) failed.');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  origins: { site: string; classroom: string; admin: string; storybook: string };
  stop(): Promise<void>;
}

export async function startServer(
  origins: RunningServer['origins'],
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  // DATA_DIR may be shared on purpose (several processes of one deployment): only our own is
  // removed.
  const ownDataDir = extraEnv.DATA_DIR
    ? undefined
    : mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-'));
  const dataDir = extraEnv.DATA_DIR ?? ownDataDir!;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(API_DIR, 'dist/server.js')],
    {
      cwd: API_DIR,
      env: {
        ...process.env,
        DATABASE_URL: '',
        NODE_ENV: 'production',
        // production refuses to start without secrets and seeds no demo data unless asked
        // (docs/decisions/012-processes-start-and-stop.md); every process of one run shares these
        JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
        DATA_ENCRYPTION_KEY: 'e2'.repeat(32),
        SEED_DEMO: 'true',
        // no balancer polls its readiness, and the browser's idle connections need not be waited
        // for (docs/operations.md: the shutdown sequence)
        SHUTDOWN_GRACE_MS: '0',
        SHUTDOWN_TIMEOUT_MS: '3000',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        SITE_URL: origins.site,
        CLASSROOM_URL: origins.classroom,
        ADMIN_URL: origins.admin,
        STORYBOOK_URL: origins.storybook,
        ...extraEnv,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let exited = false;
  child.on('exit', () => (exited = true));

  // With PORT the process serves every app on that one port, behind a front (as deployed).
  const health = extraEnv.PORT
    ? `http://127.0.0.1:${extraEnv.PORT}/api/health`
    : new URL('/api/health', origins.site).toString().replace(/\/\/[^/:]+/, '//127.0.0.1');
  // A start migrates and seeds a fresh database: about 10 s on a quiet machine, far more while
  // npm test runs unit suites beside it on two cores.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (exited) throw new Error('The server exited during start-up (see its log above).');
    try {
      if ((await fetch(health)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer ${health} in 240 s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    origins,
    async stop() {
      if (!exited) {
        const done = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (!exited) child.kill('SIGKILL');
      }
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
