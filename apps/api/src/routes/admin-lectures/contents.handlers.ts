// A detail's content block (docs/product/states.md: content dialog flow;
// docs/decisions/018-staff-authoring.md): created once, then edited in place: the text, the
// description and the video replaced, attachments added and removed. Files are checked and stored
// first; the rows change in one transaction; on failure the new files go.
import { and, count, eq, inArray, max } from 'drizzle-orm';
import {
  MAX_ATTACHMENTS,
  type ContentCreateRequest,
  type ContentUpdateRequest,
} from '@academy/api-client/contract';
import { authoringMessages as am } from '@academy/strings/authoring';
import * as validation from '@academy/strings/validation';
import type { AppServices, Tx } from '../../app-env.ts';
import { attachments, contents } from '../../db/schema/lectures.ts';
import { videos } from '../../db/schema/videos.ts';
import type { AuthUser } from '../../app-env.ts';
import { changeContent } from '../../lib/content-cache.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { StoredFile } from '../../lib/files.ts';
import { managedDetail } from '../../lib/lecture-access.ts';

/** Only one's own upload (an admin any): another teacher's video is not theirs to attach. */
async function assertVideo(deps: AppServices, user: AuthUser, videoId: string | null) {
  if (!videoId || deps.env.VIDEO_HOST !== 'local') return;
  const [video] = await deps.database.db
    .select({ id: videos.id, ownerId: videos.ownerId })
    .from(videos)
    .where(eq(videos.id, videoId));
  if (!video) throw notFound(validation.content.videoNotFound);
  if (user.role !== 'ADMIN' && video.ownerId !== user.id) {
    throw forbidden(validation.content.videoNotYours);
  }
}

async function storeAll(
  deps: AppServices,
  files: File[],
  work: (stored: StoredFile[]) => Promise<number>,
) {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) stored.push(await deps.files.storeAttachment(file));
    return await work(stored);
  } catch (error) {
    await Promise.all(stored.map((file) => deps.files.remove(file.key).catch(() => {})));
    if (isUniqueViolation(error)) throw conflict(validation.content.alreadyExists);
    throw error;
  }
}

const insertAttachments = (tx: Tx, contentId: number, stored: StoredFile[], from: number) =>
  stored.length === 0
    ? Promise.resolve()
    : tx.insert(attachments).values(
        stored.map((file, index) => ({
          contentId,
          fileKey: file.key,
          name: file.name,
          size: file.size,
          mime: file.mime,
          position: from + index,
        })),
      );

export async function createContent(
  deps: AppServices,
  user: AuthUser,
  input: ContentCreateRequest,
) {
  const { db } = deps.database;
  const { detail } = await managedDetail(db, user, input.lectureDetailId);
  const [existing] = await db
    .select({ id: contents.id })
    .from(contents)
    .where(eq(contents.detailId, detail.id));
  if (existing) throw conflict(validation.content.alreadyExists);
  await assertVideo(deps, user, input.videoId);
  const id = await storeAll(deps, input.attachmentFiles, (stored) =>
    changeContent(deps, 'lectures', async (tx) => {
      const [content] = await tx
        .insert(contents)
        .values({
          detailId: detail.id,
          text: input.contents,
          videoId: input.videoId,
          videoDuration: input.videoId ? input.videoDuration : null,
          attachmentDescription: input.attachmentDescription,
        })
        .returning({ id: contents.id });
      await insertAttachments(tx, content!.id, stored, 0);
      return content!.id;
    }),
  );
  return { id };
}

async function managedContent(deps: AppServices, user: AuthUser, id: number) {
  const [content] = await deps.database.db.select().from(contents).where(eq(contents.id, id));
  if (!content) throw notFound(validation.content.notFound);
  await managedDetail(deps.database.db, user, content.detailId);
  return content;
}

export async function updateContent(
  deps: AppServices,
  user: AuthUser,
  id: number,
  input: ContentUpdateRequest,
) {
  await managedContent(deps, user, id);
  await assertVideo(deps, user, input.videoId);
  const removed: string[] = [];
  await storeAll(deps, input.attachmentFiles, (stored) =>
    changeContent(deps, 'lectures', async (tx) => {
      await tx
        .update(contents)
        .set({
          text: input.contents,
          videoId: input.videoId,
          // Staff correct the length completion is measured against (docs/product/learning.md).
          // Completions already recorded stay (insert-only); the next watch report is measured
          // anew.
          videoDuration: input.videoId ? input.videoDuration : null,
          attachmentDescription: input.attachmentDescription,
        })
        .where(eq(contents.id, id));
      if (input.removeAttachmentIds.length > 0) {
        const gone = await tx
          .delete(attachments)
          .where(
            and(eq(attachments.contentId, id), inArray(attachments.id, input.removeAttachmentIds)),
          )
          .returning({ key: attachments.fileKey });
        if (gone.length !== new Set(input.removeAttachmentIds).size) {
          throw badRequest(am.structure.attachmentUnknown, { field: 'removeAttachmentIds' });
        }
        removed.push(...gone.map((row) => row.key));
      }
      const [kept] = await tx
        .select({ n: count(), last: max(attachments.position) })
        .from(attachments)
        .where(eq(attachments.contentId, id));
      if ((kept?.n ?? 0) + stored.length > MAX_ATTACHMENTS) {
        throw badRequest(validation.content.tooManyAttachments(MAX_ATTACHMENTS), {
          field: 'attachmentFiles',
        });
      }
      // New files follow the kept ones.
      await insertAttachments(tx, id, stored, (kept?.last ?? -1) + 1);
      return id;
    }),
  );
  await Promise.all(removed.map((key) => deps.files.remove(key).catch(() => {})));
  return { id };
}

export async function deleteContent(deps: AppServices, user: AuthUser, id: number) {
  await managedContent(deps, user, id);
  const keys = await changeContent(deps, 'lectures', async (tx) => {
    const files = await tx
      .select({ key: attachments.fileKey })
      .from(attachments)
      .where(eq(attachments.contentId, id));
    await tx.delete(contents).where(eq(contents.id, id));
    return files.map((file) => file.key);
  });
  await Promise.all(keys.map((key) => deps.files.remove(key).catch(() => {})));
  return { id };
}
