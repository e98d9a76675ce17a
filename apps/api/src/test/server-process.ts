// The real server (src/server.ts, or a bundle of it) as its own process, for what only separate
// processes show: locks, concurrent starts, signals, the build. API only (SERVE_APPS=false) on a
// free port.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  port: number;
  pid: number;
  /** stdout and stderr so far */
  output(): string;
  /** resolves with the exit code once the process ended */
  exited: Promise<number | null>;
  /** resolves once /api/health answers 200; rejects when the process exits first */
  ready: Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `bundle`: a folder build.mjs wrote, whose `dist/server.js` runs instead of the source. */
export async function startServerProcess(
  env: Record<string, string>,
  { bundle }: { bundle?: string } = {},
): Promise<ServerProcess> {
  const port = Number(env.API_PORT ?? (await freePort()));
  const args = bundle ? [path.join(bundle, 'server.js')] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      SERVE_APPS: 'false',
      API_PORT: String(port),
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      DATA_ENCRYPTION_KEY: '0'.repeat(64),
      // the test's own fetch keeps idle connections open for a minute: not waited for
      SHUTDOWN_TIMEOUT_MS: '5000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let done = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      done = true;
      resolve(code);
    }),
  );
  const host = env.HOST && env.HOST !== '0.0.0.0' && env.HOST !== '::' ? env.HOST : '127.0.0.1';
  const ready = (async () => {
    const deadline = Date.now() + 150_000;
    while (!done) {
      try {
        if ((await fetch(`http://${host}:${port}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`no answer on ${port} in 150 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server exited during start-up:\n${output}`);
  })();
  ready.catch(() => {});
  return {
    port,
    pid: child.pid!,
    output: () => output,
    exited,
    ready,
    async stop(signal = 'SIGTERM') {
      if (!done) child.kill(signal);
      return exited;
    },
  };
}
