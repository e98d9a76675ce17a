// `npm start`: install, build the API and the three apps, then serve them from one Node process
// running the built server (apps/api/dist/server.js, docs/decisions/031-built-server.md). The API
// migrates and seeds its database on first start (apps/api/src/server.ts).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNode } from './node-runtime.mjs';
import { install, pnpm } from './pnpm.mjs';

// An older Node fetches the one package.json asks for and runs this script again under it.
await ensureNode();

process.env.TURBO_TELEMETRY_DISABLED ??= '1';

install();
// The server, the three apps, and the Storybook designers browse on STORYBOOK_URL (the root `//`
// workspace).
pnpm([
  'turbo',
  'run',
  'build',
  'storybook:build',
  '--filter=@academy/api',
  '--filter=@academy/site',
  '--filter=@academy/classroom',
  '--filter=@academy/admin',
  '--filter=//',
  '--output-logs=errors-only',
]);

// `npm start` is the local and demo run (decision 014): production mode, but with secrets generated
// into DATA_DIR on first start and the demo accounts seeded, so a fresh clone works with no
// configuration. A real deployment runs dist/server.js itself with its own secrets (README: Deploy),
// and there the server refuses to start without them and seeds nothing unless SEED_DEMO=true.
const dataDir = path.resolve(
  fileURLToPath(new URL('../apps/api/', import.meta.url)),
  process.env.DATA_DIR || fileURLToPath(new URL('../.data', import.meta.url)),
);
const secrets = localSecrets(dataDir);

// Node runs the server directly (no pnpm in between), so SIGTERM reaches it and it drains.
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
  cwd: new URL('../apps/api/', import.meta.url),
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    // A local run has no balancer polling /api/ready to wait for (docs/operations.md).
    SHUTDOWN_GRACE_MS: '0',
    ...process.env,
    JWT_SECRET: process.env.JWT_SECRET || secrets.jwtSecret,
    DATA_ENCRYPTION_KEY: process.env.DATA_ENCRYPTION_KEY || secrets.dataEncryptionKey,
  },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

/**
 * DATA_DIR/secrets.json, the file apps/api/src/env.ts also keeps for runs outside production.
 * @param {string} dir
 * @returns {{ jwtSecret: string, dataEncryptionKey: string }}
 */
function localSecrets(dir) {
  const file = path.join(dir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const made = {
    jwtSecret: randomBytes(48).toString('base64url'),
    dataEncryptionKey: randomBytes(32).toString('hex'),
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(made), { mode: 0o600 });
  return made;
}
