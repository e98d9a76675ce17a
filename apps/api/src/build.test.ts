// The bundle production runs (build.mjs, docs/decisions/031-built-server.md): built into a folder
// of its own, it still finds the migrations and the seed's sample video in apps/api, and starts on
// an empty database as the source does.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './db/seed/users.ts';
import { videoDirs } from './lib/video-host/local-host.ts';
import { API_DIR } from './paths.ts';
import { startServerProcess } from './test/server-process.ts';

const TIMEOUT = 180_000;

describe('the built server', () => {
  let bundle: string;
  let dataDir: string;
  beforeAll(() => {
    // Beside dist/, not in it: npm test may build dist/ at the same time.
    bundle = mkdtempSync(path.join(API_DIR, '.build-test-'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'academy-built-'));
    const built = spawnSync(
      process.execPath,
      ['build.mjs', '--outdir', path.relative(API_DIR, bundle)],
      { cwd: API_DIR, encoding: 'utf8' },
    );
    expect(built.status, built.stderr).toBe(0);
  }, TIMEOUT);
  afterAll(() => {
    rmSync(bundle, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'migrates and seeds an empty database from its own folder, then signs the demo student in',
    async () => {
      const server = await startServerProcess({ DATA_DIR: dataDir }, { bundle });
      try {
        await server.ready;
        const login = await fetch(`http://127.0.0.1:${server.port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            username: DEMO_ACCOUNTS.student.email,
            password: DEMO_ACCOUNTS.student.password,
          }),
        });
        expect(login.status).toBe(200);
        // the seed copied the sample video from src/db/seed/assets
        expect(readdirSync(videoDirs(dataDir).library)).toHaveLength(1);
      } finally {
        await server.stop();
      }
    },
    TIMEOUT,
  );
});
