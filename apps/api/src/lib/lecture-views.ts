// Pieces of lecture responses shared by the classroom and the admin: attachments as signed
// download links (docs/decisions/005-local-video-host.md) and the player link of a video.
import { asc, inArray } from 'drizzle-orm';
import { liveEnd, type Attachment, type LiveSchedule } from '@academy/api-client/contract';
import type { Database } from '../db/client.ts';
import { attachments } from '../db/schema/lectures.ts';
import type { Env } from '../env.ts';
import { signUrl } from './signed-url.ts';
import { playerUrl } from './video-host/player-url.ts';

/** Download links work for an hour: long enough to read a page, short enough not to be shared. */
export const ATTACHMENT_URL_TTL_SECONDS = 60 * 60;

type AttachmentRow = typeof attachments.$inferSelect;

export function toAttachment(env: Env, row: AttachmentRow): Attachment {
  return {
    attachmentId: row.id,
    name: row.name,
    size: row.size,
    mime: row.mime,
    url: signUrl(env, `/api/files/${row.fileKey}`, ATTACHMENT_URL_TTL_SECONDS),
  };
}

/** The attachments of each content block, in upload order. */
export async function attachmentsByContent(
  db: Pick<Database, 'select'>,
  env: Env,
  contentIds: number[],
) {
  const byContent = new Map<number, Attachment[]>();
  if (contentIds.length === 0) return byContent;
  const rows = await db
    .select()
    .from(attachments)
    .where(inArray(attachments.contentId, contentIds))
    .orderBy(asc(attachments.position), asc(attachments.id));
  for (const row of rows) {
    byContent.set(row.contentId, [...(byContent.get(row.contentId) ?? []), toAttachment(env, row)]);
  }
  return byContent;
}

export async function attachmentsOf(db: Pick<Database, 'select'>, env: Env, contentId: number) {
  return (await attachmentsByContent(db, env, [contentId])).get(contentId) ?? [];
}

/** The player link of a lesson's video for one viewer (null without a video). */
export const videoPlayerUrl = (env: Env, videoId: string | null, viewerId: number) =>
  videoId ? playerUrl(env, videoId, viewerId) : null;

/**
 * A LIVE lesson's schedule as responses give it (null until staff set its start). `withLink`:
 * the join link goes only to staff and students whose enrolment is open (docs/product/roles.md).
 */
export function liveSchedule(
  detail: {
    type: string;
    liveStartsAt: Date | null;
    liveMinutes: number | null;
    liveUrl: string | null;
  },
  withLink: boolean,
): LiveSchedule | null {
  if (detail.type !== 'LIVE' || !detail.liveStartsAt) return null;
  return {
    startsAt: detail.liveStartsAt.toISOString(),
    endsAt: liveEnd(detail.liveStartsAt, detail.liveMinutes).toISOString(),
    minutes: detail.liveMinutes,
    joinUrl: withLink ? detail.liveUrl : null,
  };
}
