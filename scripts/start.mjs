// `npm start`: install, build the three apps, then serve them and the API from one Node process.
// The API migrates and seeds its database on first start (apps/api/src/server.ts).
import { spawn } from 'node:child_process';
import { install, pnpm, pnpmCommand } from './pnpm.mjs';

install();
pnpm(['turbo', 'run', 'build', '--filter=@academy/api...', '--output-logs=errors-only']);

const [bin, ...prefix] = pnpmCommand();
const server = spawn(bin, [...prefix, '--filter', '@academy/api', 'start'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
