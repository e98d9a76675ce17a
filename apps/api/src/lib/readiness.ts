// Whether this process should be sent requests (GET /api/ready), as opposed to whether it is
// alive (GET /api/health). Not ready while: it is stopping (SIGTERM: the proxy or orchestrator
// takes it out before it stops accepting), the database does not answer, a LISTEN connection is
// deaf (PostgreSQL: changes made through other processes go unheard), or DATA_DIR is not writable
// or not the one the processes already running use (uploads and videos written by one process
// must be readable by every other). docs/operations.md says what an operator does with each.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppServices } from '../app-env.ts';
import { apiProcesses } from '../db/schema/operations.ts';

/** What the server tells the routes about the process itself. */
export interface Lifecycle {
  /** SIGTERM received: readiness fails from now on while requests are still served. */
  stopping: boolean;
  /** This process's row in api_processes and marker in DATA_DIR (registerProcess). */
  registered?: { id: string; marker: string; startedAt: Date };
}

export const createLifecycle = (): Lifecycle => ({ stopping: false });

/** A process not seen for this long is gone (killed without removing its row). */
const PEER_SILENT_MS = 60_000;
const SEEN_EVERY_MS = 20_000;

const markerDir = (dataDir: string) => path.join(dataDir, 'processes');

/**
 * Writes this process's marker into DATA_DIR and records it in the database, refreshed while the
 * process runs; the returned function removes both (at shutdown).
 */
export async function registerProcess(
  deps: Pick<AppServices, 'env' | 'database'>,
  lifecycle: Lifecycle,
) {
  const id = randomBytes(9).toString('base64url');
  const marker = randomBytes(18).toString('base64url');
  const file = path.join(markerDir(deps.env.DATA_DIR), id);
  await mkdir(markerDir(deps.env.DATA_DIR), { recursive: true });
  await writeFile(file, marker);
  const [row] = await deps.database.db
    .insert(apiProcesses)
    .values({ id, host: hostname(), pid: process.pid, marker })
    .returning({ startedAt: apiProcesses.startedAt });
  lifecycle.registered = { id, marker, startedAt: row!.startedAt };
  const { db } = deps.database;
  const seen = setInterval(() => {
    // The database away: the next beat tries again; peers count a process silent for a minute
    // as gone, and rows silent for a day are removed.
    void db
      .update(apiProcesses)
      .set({ seenAt: sql`now()` })
      .where(eq(apiProcesses.id, id))
      .then(() =>
        db.delete(apiProcesses).where(lt(apiProcesses.seenAt, sql`now() - interval '1 day'`)),
      )
      .catch(() => {});
  }, SEEN_EVERY_MS);
  seen.unref();
  return async () => {
    clearInterval(seen);
    await db
      .delete(apiProcesses)
      .where(eq(apiProcesses.id, id))
      .catch(() => {});
    await rm(file, { force: true });
  };
}

export interface Readiness {
  ready: boolean;
  database: 'up' | 'down';
  /** PostgreSQL: every LISTEN connection hears; PGlite has nothing to hear */
  listener: 'hearing' | 'deaf' | 'none';
  dataDir: 'ok' | 'not-writable' | 'not-shared';
  stopping: boolean;
  /** what is wrong, for the operator reading the probe's answer or the log */
  reasons: string[];
}

export async function readiness(deps: AppServices): Promise<Readiness> {
  const reasons: string[] = [];
  const { lifecycle, database } = deps;
  if (lifecycle.stopping) reasons.push('stopping (SIGTERM received): finishing requests');
  const up = await database.ping();
  if (!up) reasons.push('the database does not answer');
  const deaf = database.deafChannels?.() ?? [];
  for (const { channel, ms } of deaf) {
    reasons.push(`LISTEN ${channel} deaf for ${ms} ms: changes through other processes go unheard`);
  }
  const dataDir = await checkDataDir(deps, up, reasons);
  return {
    ready: reasons.length === 0,
    database: up ? 'up' : 'down',
    listener: database.deafChannels ? (deaf.length > 0 ? 'deaf' : 'hearing') : 'none',
    dataDir,
    stopping: lifecycle.stopping,
    reasons,
  };
}

/**
 * DATA_DIR takes a write (the process's own marker, or a probe), and holds the markers of every
 * process that was running before this one: a process given another folder (a volume not
 * mounted, a typo) fails here with the peer it cannot see, while the processes already serving
 * stay ready.
 */
async function checkDataDir(
  { env, database, lifecycle }: AppServices,
  databaseUp: boolean,
  reasons: string[],
): Promise<Readiness['dataDir']> {
  const dir = markerDir(env.DATA_DIR);
  const own = lifecycle.registered;
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, own?.id ?? `probe-${process.pid}`), own?.marker ?? 'probe');
  } catch (error) {
    reasons.push(`DATA_DIR ${env.DATA_DIR} is not writable: ${(error as Error).message}`);
    return 'not-writable';
  }
  if (!own || !databaseUp) return 'ok';
  const peers = await database.db
    .select()
    .from(apiProcesses)
    .where(
      and(
        lt(apiProcesses.startedAt, own.startedAt),
        gt(apiProcesses.seenAt, sql`now() - make_interval(secs => ${PEER_SILENT_MS / 1000})`),
      ),
    )
    .catch(() => []);
  let shared = true;
  for (const peer of peers) {
    const seen = await readFile(path.join(dir, peer.id), 'utf8').catch(() => undefined);
    if (seen === peer.marker) continue;
    shared = false;
    reasons.push(
      `DATA_DIR ${env.DATA_DIR} is not the folder of process ${peer.pid} on ${peer.host} (running since ${peer.startedAt.toISOString()}): its marker processes/${peer.id} is ${seen === undefined ? 'missing' : 'different'} here; every process must share one DATA_DIR`,
    );
  }
  return shared ? 'ok' : 'not-shared';
}
