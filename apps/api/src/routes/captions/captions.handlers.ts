// A lesson's WebVTT captions (docs/product/player-controls.md): staff who manage the lesson list,
// upload (one track per language: Korean, Japanese) and delete them; whoever the learning rule lets
// read the lesson reads a track's text. Uploads are checked as WebVTT (the header, every cue's
// timing) before anything is stored; the file goes to the files service under `captions/`.
import { and, asc, eq } from 'drizzle-orm';
import {
  CAPTION_MAX_BYTES,
  type CaptionLang,
  type CaptionTrack,
} from '@academy/api-client/contract';
import { parseWebVtt } from '@academy/api-client/learning/webvtt';
import * as player from '@academy/strings/player';
import type { AppServices, AuthUser } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { lessonCaptions } from '../../db/schema/lesson-media.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { ApiError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { assertLearns, detailWithLecture, iso, managedDetail } from '../../lib/lecture-access.ts';

type Reader = Pick<Database, 'select'>;
type CaptionRow = typeof lessonCaptions.$inferSelect;
const m = player.messages;

const trackOf = (row: CaptionRow): CaptionTrack => ({
  captionId: row.id,
  lang: row.lang,
  label: row.label,
  cueCount: row.cueCount,
  size: row.size,
  createdAt: iso(row.createdAt),
});

/** A lesson's tracks, Korean first. */
export async function captionsOf(db: Reader, detailId: number) {
  const rows = await db
    .select()
    .from(lessonCaptions)
    .where(eq(lessonCaptions.detailId, detailId))
    .orderBy(asc(lessonCaptions.lang), asc(lessonCaptions.id));
  return rows.map(trackOf).sort((a, b) => (a.lang === 'ko' ? -1 : b.lang === 'ko' ? 1 : 0));
}

export async function listCaptions(deps: AppServices, user: AuthUser, detailId: number) {
  const { db } = deps.database;
  await managedDetail(db, user, detailId);
  return captionsOf(db, detailId);
}

/** The file's text when it is UTF-8 WebVTT with at least one well-timed cue (415/400/413 otherwise). */
export async function checkedWebVtt(file: Blob) {
  if (file.size > CAPTION_MAX_BYTES) {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', m.captionTooLarge(CAPTION_MAX_BYTES / 1024));
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', m.captionNotVtt);
  }
  const parsed = parseWebVtt(text);
  if (!parsed.ok) {
    if (parsed.reason === 'header')
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', m.captionNotVtt);
    if (parsed.reason === 'timing') throw badRequest(m.captionBadTiming(parsed.line ?? 1));
    throw badRequest(m.captionNoCues);
  }
  return { text, cueCount: parsed.cues.length };
}

export async function addCaption(
  deps: AppServices,
  user: AuthUser,
  detailId: number,
  input: { lang: CaptionLang; label: string; file: File },
) {
  const { db } = deps.database;
  const { detail } = await managedDetail(db, user, detailId);
  if (detail.type !== 'VIDEO' && detail.type !== 'LIVE') throw badRequest(m.captionNotVideo);
  const { text, cueCount } = await checkedWebVtt(input.file);
  const [taken] = await db
    .select({ id: lessonCaptions.id })
    .from(lessonCaptions)
    .where(and(eq(lessonCaptions.detailId, detailId), eq(lessonCaptions.lang, input.lang)));
  if (taken) throw conflict(m.captionLangTaken);
  const stored = await deps.files.storeCaption(text, input.file.name || `${input.lang}.vtt`);
  try {
    const [row] = await db
      .insert(lessonCaptions)
      .values({
        detailId,
        lang: input.lang,
        label: input.label,
        fileKey: stored.key,
        size: stored.size,
        cueCount,
        createdBy: user.id,
      })
      .returning();
    return trackOf(row!);
  } catch (error) {
    // nothing changed: the stored file goes with the refused row
    await deps.files.remove(stored.key).catch(() => undefined);
    if (isUniqueViolation(error)) throw conflict(m.captionLangTaken);
    throw error;
  }
}

async function captionRow(db: Reader, detailId: number, captionId: number) {
  const [row] = await db
    .select()
    .from(lessonCaptions)
    .where(and(eq(lessonCaptions.id, captionId), eq(lessonCaptions.detailId, detailId)))
    .limit(1);
  if (!row) throw notFound(m.captionNotFound);
  return row;
}

export async function deleteCaption(
  deps: AppServices,
  user: AuthUser,
  detailId: number,
  captionId: number,
) {
  const { db } = deps.database;
  await managedDetail(db, user, detailId);
  const row = await captionRow(db, detailId, captionId);
  await db.delete(lessonCaptions).where(eq(lessonCaptions.id, row.id));
  await deps.files.remove(row.fileKey).catch(() => undefined);
  return { captionId: row.id };
}

/** A track's text for whoever the learning rule lets read the lesson. */
export async function readCaption(
  deps: AppServices,
  user: AuthUser,
  detailId: number,
  captionId: number,
) {
  const { db } = deps.database;
  const { lecture } = await detailWithLecture(db, detailId);
  await assertLearns(db, user, lecture);
  const row = await captionRow(db, detailId, captionId);
  const file = await deps.files.storage.open(row.fileKey);
  if (!file) throw notFound(m.captionNotFound);
  const vtt = await new Response(file.body).text();
  return { ...trackOf(row), vtt };
}
