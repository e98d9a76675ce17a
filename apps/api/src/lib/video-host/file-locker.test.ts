import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileLocker } from './file-locker.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'academy-locks-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const never = new AbortController().signal;

describe('FileLocker (locks shared by API processes through the file system)', () => {
  it('gives a lock to one holder at a time; two lockers on one folder act as two processes', async () => {
    const a = new FileLocker(dir, { heartbeatMs: 20 });
    const b = new FileLocker(dir, { heartbeatMs: 20, acquireTimeoutMs: 2000 });
    const first = a.newLock('upload1');
    let released = 0;
    await first.lock(never, async () => {
      released += 1;
      await first.unlock();
    });
    expect(await b.heldIds()).toEqual(['upload1']);
    // The second asks the holder to let go (a client resuming after a cut) and then gets it.
    const second = b.newLock('upload1');
    await second.lock(never, () => {});
    expect(released).toBe(1);
    expect(await a.heldIds()).toEqual(['upload1']);
    await second.unlock();
    expect(await a.heldIds()).toEqual([]);
  });

  it('takes over a lock left by a crashed process once it goes stale', async () => {
    await writeFile(path.join(dir, 'upload2.lock'), '{"pid":1}');
    const old = new Date(Date.now() - 60_000);
    await utimes(path.join(dir, 'upload2.lock'), old, old);
    const locker = new FileLocker(dir, { staleAfterMs: 1000, acquireTimeoutMs: 1000 });
    expect(await locker.heldIds()).toEqual([]);
    const lock = locker.newLock('upload2');
    await lock.lock(never, () => {});
    expect(await locker.heldIds()).toEqual(['upload2']);
    await lock.unlock();
  });

  it('gives up after the timeout when the holder does not let go', async () => {
    const holder = new FileLocker(dir, { heartbeatMs: 20 });
    const held = holder.newLock('upload3');
    await held.lock(never, () => {}); // ignores release requests
    const waiter = new FileLocker(dir, { acquireTimeoutMs: 200 });
    await expect(waiter.newLock('upload3').lock(never, () => {})).rejects.toMatchObject({
      status_code: 500,
    });
    await held.unlock();
  });

  it('refuses ids that could leave the folder', () => {
    const locker = new FileLocker(dir);
    expect(() => locker.newLock('../etc/passwd')).toThrow();
  });
});
