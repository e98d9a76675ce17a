import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir } from './data-dir-lock.ts';

let dir: string;
let holder: ChildProcess | undefined;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'academy-lock-'));
});
afterEach(() => {
  holder?.kill('SIGKILL');
  holder = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const lockFile = () => path.join(dir, 'pglite.lock');
const MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

/** Another process that takes the lock and holds it (as a running server does). */
async function otherProcessHolding() {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(MODULE)});
       await lockDataDir(${JSON.stringify(dir)});
       console.log('locked');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  holder = child;
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the holder exited (${code})`)));
  });
  return child;
}

describe('the DATA_DIR lock (one process per embedded database)', () => {
  it('names the running process that holds it, and leaves its lock alone', async () => {
    const other = await otherProcessHolding();
    const refused = lockDataDir(dir);
    await expect(refused).rejects.toThrow(DataDirBusyError);
    await expect(refused).rejects.toThrow(`in use by process ${other.pid}`);
    expect(existsSync(lockFile())).toBe(true);
    expect(other.exitCode).toBeNull();
  }, 30_000);

  it('takes over a lock whose process died (a crash or kill -9 leaves it behind)', async () => {
    const other = await otherProcessHolding();
    const gone = new Promise((resolve) => other.on('exit', resolve));
    other.kill('SIGKILL');
    await gone;
    expect(existsSync(lockFile())).toBe(true);
    const lock = await lockDataDir(dir);
    await lock.release();
    expect(existsSync(lockFile())).toBe(false);
  }, 30_000);

  it('refuses a second lock in the same process until the first is released', async () => {
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirBusyError);
    await lock.release();
    await (await lockDataDir(dir)).release();
  });

  it('takes over at once a lock nobody has renewed for a while (a reboot left it)', async () => {
    mkdirSync(lockFile());
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile(), old, old);
    await (await lockDataDir(dir)).release();
  });

  it("reads an older version's lock file: its running process is named, a dead one's file goes", async () => {
    // a process of the older version, which held its lock as a file
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    holder = other;
    writeFileSync(lockFile(), JSON.stringify({ pid: other.pid, host: hostname(), startedAt: 'x' }));
    await expect(lockDataDir(dir)).rejects.toThrow(`in use by process ${other.pid}`);
    const gone = new Promise((resolve) => other.on('exit', resolve));
    other.kill('SIGKILL');
    await gone;
    await (await lockDataDir(dir)).release();
    expect(existsSync(lockFile())).toBe(false);
  }, 30_000);
});
