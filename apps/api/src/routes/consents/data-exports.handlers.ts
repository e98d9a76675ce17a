// 내 정보 내려받기 (docs/product/privacy.md): a person asks for a copy of their data, the worker
// builds it (lib/jobs/data-export-worker.ts), and the person downloads it once through a link that
// lasts 15 minutes. Only the owner sees, links or downloads an export: another person's id is 404.
import { createHash, randomBytes } from 'node:crypto';
import * as consents from '@academy/strings/consents';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { DATA_EXPORTS_PER_DAY, type DataExport } from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { dataExports } from '../../db/schema/privacy.ts';
import { ok } from '../../lib/envelope.ts';
import { ApiError, conflict, notFound } from '../../lib/errors.ts';
import { wakeExportWorker } from '../../lib/jobs/data-export-worker.ts';
import { seoulDay } from '../../lib/seoul-time.ts';

type Ctx = Context<AppEnv>;
type Row = typeof dataExports.$inferSelect;
const say = consents.answers;

/** A link downloads the file within this time of being made. */
export const LINK_LIFETIME_MS = 15 * 60 * 1000;

const gone = (message: string) => new ApiError(410, 'GONE', message);
const tooMany = (message: string) => new ApiError(429, 'TOO_MANY_REQUESTS', message);
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function toExport(row: Row): DataExport {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    downloadedAt: row.downloadedAt?.toISOString() ?? null,
  };
}

export async function listExports(c: Ctx) {
  const rows = await c.var.deps.database.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, c.var.user.id))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(20);
  return ok(c, rows.map(toExport), say.exports);
}

/**
 * A new request: refused while one is waiting to be built or downloaded, and past a few a day. The
 * checks and the insert run under a lock on the person's row, so two tabs cannot both pass them.
 */
export async function requestExport(c: Ctx) {
  const { database } = c.var.deps;
  const userId = c.var.user.id;
  const row = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [open] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['PENDING', 'READY'])))
      .limit(1);
    if (open) throw conflict(say.exportBusy);
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.userId, userId),
          gt(dataExports.requestedAt, sql`now() - interval '24 hours'`),
        ),
      );
    if ((counted?.count ?? 0) >= DATA_EXPORTS_PER_DAY)
      throw tooMany(say.exportDailyLimit(DATA_EXPORTS_PER_DAY));
    const [created] = await tx.insert(dataExports).values({ userId }).returning();
    return created!;
  });
  wakeExportWorker();
  return ok(c, toExport(row), say.exportRequested, 201);
}

async function ownExport(c: Ctx, id: number) {
  const [row] = await c.var.deps.database.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, c.var.user.id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** A fresh link for a READY export; it replaces the one made before. */
export async function exportLink(c: Ctx, id: number) {
  const row = await ownExport(c, id);
  if (row.status === 'PENDING') throw conflict(say.exportNotReady);
  if (row.status !== 'READY') throw gone(say.exportGone);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS);
  await c.var.deps.database.db
    .update(dataExports)
    .set({ linkHash: hashOf(token), linkExpiresAt: expiresAt })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'READY')));
  const url = `/api/me/data-exports/${id}/file?token=${token}`;
  return ok(c, { url, expiresAt: expiresAt.toISOString() }, say.linkReady);
}

/**
 * The file, once: the row is locked, the link checked (its token, its time), the file taken and
 * the row marked DOWNLOADED in one transaction, so a second use finds nothing to send.
 */
export async function downloadExport(c: Ctx, id: number, token: string) {
  const userId = c.var.user.id;
  const content = await c.var.deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)))
      .limit(1)
      .for('update');
    if (!row) throw notFound();
    if (row.status === 'DOWNLOADED') throw gone(say.linkUsed);
    if (row.status === 'EXPIRED') throw gone(say.exportGone);
    if (row.status !== 'READY' || !row.linkHash || row.linkHash !== hashOf(token))
      throw gone(say.linkInvalid);
    if (!row.linkExpiresAt || row.linkExpiresAt.getTime() <= Date.now())
      throw gone(say.linkExpired);
    await tx
      .update(dataExports)
      .set({
        status: 'DOWNLOADED',
        downloadedAt: sql`now()`,
        content: null,
        linkHash: null,
        linkExpiresAt: null,
      })
      .where(eq(dataExports.id, id));
    return row.content ?? '{}';
  });
  const day = seoulDay(new Date()).replaceAll('-', '');
  return c.body(content, 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="my-data-${day}.json"`,
    'Cache-Control': 'no-store',
  });
}
