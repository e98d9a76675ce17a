// Staff write notices (docs/decisions/018-staff-authoring.md): a teacher or an admin writes one; a
// teacher edits and deletes only their own, an admin any. The body is sanitised before it is
// stored; pinning one (중요) that is already public tells every student (noticePinned), once per
// notice: unpinning and pinning it again tells nobody (pin_announced_at).
import type * as v from 'valibot';
import { eq } from 'drizzle-orm';
import type { AdminNotice, NoticeWriteRequest } from '@academy/api-client/contract';
import { authoringMessages as am } from '@academy/strings/authoring';
import * as validation from '@academy/strings/validation';
import type { AppServices, Tx } from '../../app-env.ts';
import { notices } from '../../db/schema/notices.ts';
import type { AuthUser } from '../../app-env.ts';
import { announceChange, changed } from '../../lib/content-cache.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { hasVisibleContent, sanitizeRichText } from '../../lib/rich-text.ts';
import { liveTransaction } from '../../lib/live/hub.ts';
import { noticePinned } from '../notifications/notifications.handlers.ts';
import { noticeById, toAdminNotice } from './notices.queries.ts';

type Input = v.InferOutput<typeof NoticeWriteRequest>;

function prepared(input: Input) {
  const content = sanitizeRichText(input.content);
  if (!hasVisibleContent(content)) {
    throw badRequest(am.notice.contentRequired, { field: 'content' });
  }
  return {
    title: input.title,
    content,
    isImportant: input.isImportant,
    publishAt: input.publishAt ? new Date(input.publishAt) : new Date(),
  };
}

async function owned(deps: AppServices, user: AuthUser, id: number) {
  const row = await noticeById(deps.database.db, id);
  if (!row) throw notFound(validation.notice.notFound);
  if (user.role !== 'ADMIN' && row.authorId !== user.id) throw forbidden(am.notice.notYours);
  return row;
}

/** Public already, pinned by this write and never announced before: students are told. */
const pinnedNow = (before: { isImportant: boolean } | null, after: typeof notices.$inferSelect) =>
  after.isImportant &&
  !before?.isImportant &&
  after.pinAnnouncedAt === null &&
  after.publishAt.getTime() <= Date.now();

/** Tells every student once, and remembers it on the notice. */
async function announcePin(
  tx: Tx,
  emit: Parameters<typeof noticePinned>[1],
  notice: typeof notices.$inferSelect,
) {
  await noticePinned(tx, emit, notice);
  await tx.update(notices).set({ pinAnnouncedAt: new Date() }).where(eq(notices.id, notice.id));
}

export async function createNotice(
  deps: AppServices,
  user: AuthUser,
  input: Input,
): Promise<AdminNotice> {
  const values = prepared(input);
  const row = await liveTransaction(deps, async (tx, emit) => {
    const [created] = await tx
      .insert(notices)
      .values({ ...values, authorId: user.id, authorName: user.name })
      .returning();
    await announceChange(tx, 'notices');
    if (pinnedNow(null, created!)) await announcePin(tx, emit, created!);
    return created!;
  });
  changed(deps, 'notices');
  return toAdminNotice(row);
}

export async function updateNotice(
  deps: AppServices,
  user: AuthUser,
  id: number,
  input: Input,
): Promise<AdminNotice> {
  const before = await owned(deps, user, id);
  const values = prepared(input);
  const row = await liveTransaction(deps, async (tx, emit) => {
    const [updated] = await tx.update(notices).set(values).where(eq(notices.id, id)).returning();
    if (!updated) throw notFound(validation.notice.notFound);
    await announceChange(tx, 'notices');
    if (pinnedNow(before, updated)) await announcePin(tx, emit, updated);
    return updated;
  });
  changed(deps, 'notices');
  return toAdminNotice(row);
}

export async function deleteNotice(deps: AppServices, user: AuthUser, id: number) {
  await owned(deps, user, id);
  await deps.database.db.transaction(async (tx) => {
    await tx.delete(notices).where(eq(notices.id, id));
    await announceChange(tx, 'notices');
  });
  changed(deps, 'notices');
  return { id };
}

export async function staffNotice(deps: AppServices, id: number) {
  const row = await noticeById(deps.database.db, id);
  if (!row) throw notFound(validation.notice.notFound);
  return toAdminNotice(row);
}
