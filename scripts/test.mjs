// `npm test`: install what is missing, then every check through Turbo (cached, two at a time):
// lint, typecheck, unused code and dependencies (knip), links and paths in docs and comments (docs:check), unit and integration tests, the Storybook build, end-to-end in Chromium.
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureBrowser } from './ensure-browser.mjs';
import { ensureNode } from './node-runtime.mjs';
import { install, pnpm } from './pnpm.mjs';

// An older Node fetches the one package.json asks for and runs this script again under it.
await ensureNode();

process.env.TURBO_TELEMETRY_DISABLED ??= '1';
// Turbo's cache outside the checkout, like pnpm's store: a fresh clone on a machine that has run
// the checks before replays the tasks whose inputs (files, dependencies, declared env) are unchanged.
process.env.TURBO_CACHE_DIR ??= path.join(os.homedir(), '.cache', 'academy-turbo');
install();
process.env.CHROMIUM_PATH = ensureBrowser({ headlessShell: true });

// The API suite runs on PostgreSQL instead of PGlite when a server answers on 127.0.0.1:5432, where
// CI has one (the end-to-end journeys' servers run on PGlite).
if (!process.env.TEST_DATABASE_URL && (await reachable('127.0.0.1', 5432))) {
  process.env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
  console.log('PostgreSQL answers on 127.0.0.1:5432: the API tests also run against it.');
}

pnpm([
  'turbo',
  'run',
  'format:check',
  'lint',
  'lint:root',
  'typecheck',
  'typecheck:root',
  'knip',
  'docs:check',
  'test',
  'storybook:build',
  'e2e',
  '--concurrency=2',
  '--continue=dependencies-successful',
  '--output-logs=new-only',
]);
console.log('npm test: every check passed.');

/**
 * @param {string} host
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}
