// A tus Locker that works across API processes (docs/decisions/005-local-video-host.md: "upload
// state that a second API process can resume (no in-memory locker)"). A lock is a file created with
// O_EXCL under DATA_DIR/videos/locks; its holder touches it every heartbeat, so a lock left by a
// crashed process goes stale and is taken over. A waiter asks the holder to let go (the tus
// 'requestRelease' handshake, e.g. a client resuming after a dropped connection) by writing a
// `.release` file.
import { mkdirSync } from 'node:fs';
import { open, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';

export interface FileLockerOptions {
  /** give up waiting for a lock after this long (tus answers 500 'failed to acquire lock') */
  acquireTimeoutMs?: number;
  /** a lock file not touched for this long belongs to a dead process */
  staleAfterMs?: number;
  heartbeatMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const safeId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

export class FileLocker implements Locker {
  readonly acquireTimeoutMs: number;
  readonly staleAfterMs: number;
  readonly heartbeatMs: number;

  constructor(
    readonly directory: string,
    options: FileLockerOptions = {},
  ) {
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
    this.staleAfterMs = options.staleAfterMs ?? 10_000;
    this.heartbeatMs = options.heartbeatMs ?? 250;
    mkdirSync(directory, { recursive: true });
  }

  newLock(id: string): Lock {
    if (!safeId(id)) throw ERRORS.FILE_NOT_FOUND;
    return new FileLock(this, id);
  }

  /** Ids whose lock is currently held by a live holder (any process): the running transfers. */
  async heldIds(): Promise<string[]> {
    const now = Date.now();
    const names = await readdir(this.directory).catch(() => [] as string[]);
    const held: string[] = [];
    for (const name of names) {
      if (!name.endsWith('.lock')) continue;
      const info = await stat(path.join(this.directory, name)).catch(() => null);
      if (info && now - info.mtimeMs < this.staleAfterMs) held.push(name.slice(0, -5));
    }
    return held;
  }
}

class FileLock implements Lock {
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly lockFile: string;
  private readonly releaseFile: string;

  constructor(
    private readonly locker: FileLocker,
    id: string,
  ) {
    this.lockFile = path.join(locker.directory, `${id}.lock`);
    this.releaseFile = path.join(locker.directory, `${id}.release`);
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.locker.acquireTimeoutMs;
    let asked = false;
    for (;;) {
      if (await this.tryAcquire()) {
        await rm(this.releaseFile, { force: true });
        this.startHeartbeat(requestRelease);
        return;
      }
      const info = await stat(this.lockFile).catch(() => null);
      if (info && Date.now() - info.mtimeMs > this.locker.staleAfterMs) {
        // The holder died without unlocking: take the lock over.
        await rm(this.lockFile, { force: true });
        continue;
      }
      if (!asked) {
        await writeFile(this.releaseFile, String(process.pid)).catch(() => {});
        asked = true;
      }
      if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await sleep(25);
    }
  }

  async unlock(): Promise<void> {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    await rm(this.lockFile, { force: true });
  }

  private async tryAcquire() {
    try {
      const handle = await open(this.lockFile, 'wx');
      await handle.writeFile(JSON.stringify({ pid: process.pid, at: new Date().toISOString() }));
      await handle.close();
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  private startHeartbeat(requestRelease: RequestRelease) {
    let releasing = false;
    this.heartbeat = setInterval(() => {
      const now = new Date();
      void utimes(this.lockFile, now, now).catch(() => {});
      if (releasing) return;
      void stat(this.releaseFile)
        .then(async () => {
          releasing = true;
          await rm(this.releaseFile, { force: true });
          await requestRelease();
        })
        .catch(() => {});
    }, this.locker.heartbeatMs);
    this.heartbeat.unref();
  }
}
