// One process per embedded database (docs/decisions/012-processes-start-and-stop.md). PGlite has no
// lock of its own: two processes on one folder both served and silently lost each other's
// acknowledged writes. The first process takes DATA_DIR/pglite.lock with proper-lockfile (a
// directory made atomically, whose time the holder renews every few seconds) before opening the
// folder; another refuses to start while the holder lives. A lock its holder stopped renewing (kill
// -9, a crash, a reboot, another host that went away) is stale and taken over. Who holds it is
// written beside it (pglite.lock.owner), for the refusal's message only.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** A lock not renewed for this long is abandoned (proper-lockfile renews it every half of it). */
const STALE_MS = 10_000;

export interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly lockFile: string,
    readonly owner: LockOwner | undefined,
  ) {
    super(
      owner
        ? `The embedded database in ${path.dirname(lockFile)} is in use by process ${owner.pid} on ${owner.host} (since ${owner.startedAt}). ` +
            'One process per DATA_DIR: stop that process first, give this one another DATA_DIR, ' +
            `or use PostgreSQL (DATABASE_URL) to run several processes. A lock whose process stopped is taken over ${STALE_MS / 1000} s after it stopped.`
        : `The embedded database in ${path.dirname(lockFile)} is locked by ${lockFile}, and whoever holds it did not say. ` +
            `If no other process uses this DATA_DIR, start again in ${STALE_MS / 1000} s: an abandoned lock is taken over by then.`,
    );
    this.name = 'DataDirBusyError';
  }
}

export interface DataDirLock {
  file: string;
  release(): Promise<void>;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid === 'number' && typeof owner.host === 'string') {
      return { pid: owner.pid, host: owner.host, startedAt: String(owner.startedAt) };
    }
  } catch {
    // absent or half-written
  }
  return undefined;
}

/** Whether `owner` is a process of this host that no longer runs (its lock will go stale). */
function stopped(owner: LockOwner | undefined) {
  if (!owner || owner.host !== hostname()) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    // EPERM: it runs, as another user
    return (error as NodeJS.ErrnoException).code !== 'EPERM';
  }
}

/**
 * Takes `dir`/pglite.lock for this process, or throws DataDirBusyError naming the process that
 * holds it. When that process has stopped (its pid no longer runs here), this waits for its lock
 * to go stale and takes it. `release()` gives it back; proper-lockfile also removes it at exit.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'pglite.lock');
  // Versions before proper-lockfile wrote the lock as a file with its owner inside: one left by
  // a process that still runs stands; one whose process is gone is removed.
  if (statSync(file, { throwIfNoEntry: false })?.isFile()) {
    const owner = readOwner(file);
    if (!stopped(owner)) throw new DataDirBusyError(file, owner);
    rmSync(file, { force: true });
  }
  const take = (retries: number) =>
    lockfile.lock(dir, {
      lockfilePath: file,
      realpath: false,
      stale: STALE_MS,
      retries: { retries, minTimeout: 500, maxTimeout: 500 },
      // Another process took it after this one stopped renewing it (the event loop stalled
      // for longer than STALE_MS): two processes would now write one folder, so this one stops.
      onCompromised: (error) => {
        process.stderr.write(`academy stops: the lock on ${dir} was lost (${error.message})\n`);
        process.exit(1);
      },
    });
  let release: () => Promise<void>;
  try {
    release = await take(0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const owner = readOwner(`${file}.owner`);
    if (!stopped(owner)) throw new DataDirBusyError(file, owner);
    try {
      release = await take(Math.ceil((STALE_MS * 1.5) / 500));
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code !== 'ELOCKED') throw again;
      throw new DataDirBusyError(file, readOwner(`${file}.owner`));
    }
  }
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  writeFileSync(`${file}.owner`, JSON.stringify(me), { mode: 0o600 });
  let released = false;
  return {
    file,
    async release() {
      if (released) return;
      released = true;
      rmSync(`${file}.owner`, { force: true });
      await release();
    },
  };
}
