// Runs pnpm 12 on a machine that may have only Node and npm (see docs/decisions/001-).
// A pnpm 12 already on PATH is used as is; otherwise npx fetches the pinned version from the npm
// registry (corepack fails here: this registry serves no package signatures).
import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '12.21.0';

/** @type {[string, ...string[]] | undefined} */
let command;
/** @returns {[string, ...string[]]} */
function resolvePnpm() {
  if (command) return command;
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  command =
    onPath.status === 0 && onPath.stdout.trim().startsWith('12.')
      ? ['pnpm']
      : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
  return command;
}

/**
 * Runs pnpm with the given arguments, streaming its output; exits the process when it fails.
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
export function pnpm(args, options = {}) {
  const [bin, ...prefix] = resolvePnpm();
  const result = spawnSync(bin, [...prefix, ...args], { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`pnpm ${args.join(' ')} failed (${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

export function install() {
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}
