import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir } from './data-dir-lock.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'academy-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => path.join(dir, 'pglite.lock');
const writeLock = (pid: number) =>
  writeFileSync(lockFile(), JSON.stringify({ pid, host: hostname(), startedAt: 'earlier' }));

describe('the DATA_DIR lock (one process per embedded database)', () => {
  it('names the running process that holds it, and leaves its lock alone', () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeLock(other.pid!);
      expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${other.pid}`);
      expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(other.pid);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose process died (a crash or kill -9 leaves it behind)', () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeLock(dead);
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a second lock in the same process until the first is released', () => {
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
    lock.release();
    lockDataDir(dir).release();
  });

  it('judges an unreadable lock by its age: fresh ones stand (being written), old ones are stale', () => {
    writeFileSync(lockFile(), '{"pid":');
    expect(() => lockDataDir(dir)).toThrow(/cannot be read/);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile(), old, old);
    lockDataDir(dir).release();
  });
});
