// One process per embedded database (issue 17 item 9). PGlite has no lock of its own: two
// processes on one folder both served and silently lost each other's acknowledged writes. The
// first process writes DATA_DIR/pglite.lock (its pid and host) before opening the folder; another
// refuses to start while that process lives. A lock left by a process that died (kill -9, a
// crash, a reboot) is taken over: its pid no longer runs on this host.
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

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
            `or use PostgreSQL (DATABASE_URL) to run several processes. If no such process runs, delete ${lockFile}.`
        : `The embedded database in ${path.dirname(lockFile)} is locked by ${lockFile}, which cannot be read. ` +
            'If no other process uses this DATA_DIR, delete that file.',
    );
    this.name = 'DataDirBusyError';
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid === 'number' && typeof owner.host === 'string') {
      return { pid: owner.pid, host: owner.host, startedAt: String(owner.startedAt) };
    }
  } catch {
    // unreadable or half-written: judged below
  }
  return undefined;
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock is stale when its process no longer runs here (another host's cannot be checked). */
function isStale(file: string, owner: LockOwner | undefined) {
  if (!owner) {
    // A file nobody could parse: left half-written by a process killed while writing it, once
    // it is older than any write takes.
    try {
      return Date.now() - statSync(file).mtimeMs > 10_000;
    } catch {
      return true;
    }
  }
  return owner.host === hostname() && owner.pid !== process.pid && !isRunning(owner.pid);
}

/**
 * Takes `dir`/pglite.lock for this process, or throws DataDirBusyError naming the process that
 * holds it. `release()` (also run at exit) removes it.
 */
export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'pglite.lock');
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      // wx: created only when absent, atomically, so two starts never both get it.
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, JSON.stringify(me));
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (attempt >= 2 || !isStale(file, owner)) throw new DataDirBusyError(file, owner);
      // Taken over by renaming it away, which succeeds for one process only; the loser (or a
      // process that finds a fresh lock in its place) is judged again on the next attempt.
      const moved = `${file}.stale-${process.pid}`;
      try {
        renameSync(file, moved);
      } catch {
        continue; // someone else took it over first
      }
      // What was renamed may already be the lock of a process that took over just before us:
      // that one goes back (link fails when yet another lock is there, which then stands).
      const renamed = readOwner(moved);
      if (renamed && !isStale(moved, renamed)) {
        try {
          linkSync(moved, file);
        } catch {
          // another lock is in place
        }
      }
      rmSync(moved, { force: true });
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Only our own lock: never one a later process took over.
    if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, release };
}
