// Runs once before the API's test files: it migrates one database, and every file's database is
// a copy of it (test-app.ts) instead of an empty one that runs every migration again. On PGlite a
// file's start went from about 2.5 s (a fresh data directory, then the migrations) to 0.5 s (a
// dump of the migrated one); on PostgreSQL from 0.6 to 0.2 s (`create database ... template`).
// Measured in docs/performance.md.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { startJobQueue, stopJobQueue } from '../lib/jobs/job-queue.ts';
import { OUTBOX_QUEUES } from '../lib/outbox/worker.ts';

/** What test files copy their database from. */
export type MigratedDatabase =
  /** a dump of a migrated PGlite data directory (a tar file) */
  | { kind: 'pglite'; dump: string }
  /** a migrated database on the TEST_DATABASE_URL server, to name as a template */
  | { kind: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDatabase: MigratedDatabase;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite' });
    await installJobQueue(handle);
    const dump = await handle.dumpDataDir!();
    await handle.close();
    const dir = mkdtempSync(path.join(tmpdir(), 'academy-api-migrated-'));
    const file = path.join(dir, 'pglite.tar');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    project.provide('migratedDatabase', { kind: 'pglite', dump: file });
    return () => rmSync(dir, { recursive: true, force: true });
  }
  // A template of this run's own: runs from other checkouts (other migrations) use theirs.
  const template = `academy_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  // Migrated, then closed: PostgreSQL copies a database only while nobody is connected to it.
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await installJobQueue(handle);
  await handle.close();
  project.provide('migratedDatabase', { kind: 'postgres', template });
  return () => onServer(serverUrl, `drop database if exists ${template} with (force)`);
}

/** The job queue's schema (pg-boss makes it on start) and queues, in the copy every file starts from. */
async function installJobQueue(handle: DatabaseHandle) {
  await stopJobQueue(
    await startJobQueue(handle, { supervise: false, queues: OUTBOX_QUEUES }),
    1000,
  );
}

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
