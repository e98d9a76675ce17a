// `npm start`: install, build the three apps, then serve them and the API from one Node process.
// The API migrates and seeds its database on first start (apps/api/src/server.ts).
import { spawn } from 'node:child_process';
import { install, pnpm } from './pnpm.mjs';

process.env.TURBO_TELEMETRY_DISABLED ??= '1';

install();
// The three apps, and the Storybook designers browse on STORYBOOK_URL (the root `//` workspace).
pnpm([
  'turbo',
  'run',
  'build',
  'storybook:build',
  '--filter=@academy/site',
  '--filter=@academy/classroom',
  '--filter=@academy/admin',
  '--filter=//',
  '--output-logs=errors-only',
]);

// Node runs the server directly (no pnpm in between), so SIGTERM reaches it and it drains.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: new URL('../apps/api/', import.meta.url),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
