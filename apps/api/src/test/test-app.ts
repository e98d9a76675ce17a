// The app under test: the real Hono app on a fresh in-memory PGlite, or on a fresh database of the
// PostgreSQL server named by TEST_DATABASE_URL (npm test sets it when one answers). Each is a copy
// of the database global-setup.ts migrated once for the whole run.
import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import type { MigratedDatabase } from './global-setup.ts';
import { loadEnv } from '../env.ts';
import { startJobQueue, stopJobQueue } from '../lib/jobs/job-queue.ts';
import { createLogger } from '../lib/logger.ts';
import { OUTBOX_QUEUES } from '../lib/outbox/worker.ts';

export const testEnv = loadEnv({
  NODE_ENV: 'test',
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  DATA_ENCRYPTION_KEY: '0'.repeat(64),
  LOG_LEVEL: 'silent',
  // uploads of the tests go to a throw-away folder, never the repo's .data
  DATA_DIR: path.join(tmpdir(), `academy-api-test-${process.pid}`),
});

/**
 * The test's job queue on its database (pg-boss, send-only: no maintenance, no schedules), so a
 * feature can write messages; a test that sends them drains the queue itself (drainOutbox).
 */
async function withJobQueue<T extends DatabaseHandle & { drop(): Promise<void> }>(handle: T) {
  const jobs = await startJobQueue(handle, { supervise: false, queues: OUTBOX_QUEUES });
  return {
    ...handle,
    jobs,
    async drop() {
      await stopJobQueue(jobs, 1000);
      await handle.drop();
    },
  };
}

export async function openTestDatabase() {
  return withJobQueue(await openMigratedCopy());
}

async function openMigratedCopy(): Promise<
  DatabaseHandle & { drop(): Promise<void>; url?: string }
> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // Opening still checks the migrations (finding them applied), so a copy can never be behind.
  // (Undefined only under a vitest config without global-setup.ts: then the file migrates.)
  const migrated = inject('migratedDatabase') as MigratedDatabase | undefined;
  if (!serverUrl) {
    const handle = await openDatabase({
      kind: 'pglite',
      copyOf: migrated?.kind === 'pglite' ? await openAsBlob(migrated.dump) : undefined,
    });
    return { ...handle, drop: () => handle.close() };
  }
  // A throw-away database per test file, so files run in parallel without sharing rows.
  const name = `academy_test_${randomBytes(6).toString('hex')}`;
  const template = migrated?.kind === 'postgres' ? ` template ${migrated.template}` : '';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function createTestApp() {
  const database = await openTestDatabase();
  const app = createApp({
    env: testEnv,
    database,
    logger: createLogger(process.env.TEST_LOG ?? 'silent'),
  });
  return { app, database, close: () => database.drop() };
}
