// Banner writes (docs/product/api.md; 5: at most five active; docs/product/states.md: a new banner
// starts inactive at the end of the order), each in one transaction holding the banner lock.
import { eq, inArray, max, sql } from 'drizzle-orm';
import {
  BANNER_IMAGE_MAX_BYTES,
  MAX_ACTIVE_BANNERS,
  type Banner,
  type BannerCreateRequest,
  type BannerOrderRequest,
  type BannerUpdateRequest,
} from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import type * as v from 'valibot';
import type { AppServices, AuthUser, Tx } from '../../app-env.ts';
import { banners } from '../../db/schema/banners.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isConstraintViolation } from '../../lib/database-errors.ts';
import { changeContent } from '../../lib/content-cache.ts';
import { allBanners, toBanner } from './banners.queries.ts';

const messages = validation.banner;

/** The one advisory lock every banner write takes, so activations and reorders never interleave. */
const BANNER_LOCK_KEY = 0x62616e6e; // 'bann'

/**
 * Runs `work` in one transaction holding the banner lock: on PostgreSQL concurrent writers queue
 * here (a second API process included); the unique active_slot is the last line of defence.
 */
async function withBannerLock<T>(deps: AppServices, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await changeContent(deps, 'banners', async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${BANNER_LOCK_KEY})`);
      return work(tx);
    });
  } catch (error) {
    // A unique-slot or slot-range violation can only mean a sixth active banner.
    if (isConstraintViolation(error)) throw conflict(messages.activeLimit);
    throw error;
  }
}

/**
 * The image is stored first; the banner starts inactive at the end of the order
 * (docs/product/security.md).
 */
export async function createBanner(
  deps: AppServices,
  user: AuthUser,
  input: v.InferOutput<typeof BannerCreateRequest>,
): Promise<Banner> {
  const { files } = deps;
  // Sniffed by content, bounded, re-encoded to WebP (lib/files.ts); wide enough for any screen.
  const image = await files.storeImage(input.imageFile, {
    maxWidth: 2400,
    maxHeight: 1200,
    maxBytes: BANNER_IMAGE_MAX_BYTES,
  });
  try {
    const row = await withBannerLock(deps, async (tx) => {
      const [last] = await tx.select({ value: max(banners.bannerOrder) }).from(banners);
      const [inserted] = await tx
        .insert(banners)
        .values({
          title: input.title,
          url: input.url,
          imageKey: image.key,
          imageUrl: image.url,
          imageWidth: image.width ?? null,
          imageHeight: image.height ?? null,
          // A new banner starts inactive at the end of the order (docs/product/states.md)
          active: false,
          bannerOrder: (last?.value ?? -1) + 1,
          createdBy: user.id,
        })
        .returning();
      return inserted!;
    });
    return toBanner(row);
  } catch (error) {
    await files.remove(image.key).catch(() => {});
    throw error;
  }
}

/**
 * Activating a sixth banner is refused with 409 and the spec's message
 * (docs/product/validation.md).
 */
export async function setBannerActive(
  deps: AppServices,
  id: number,
  active: boolean,
): Promise<Banner> {
  const row = await withBannerLock(deps, async (tx) => {
    const [current] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!current) throw notFound(messages.notFound);
    if (current.active === active) return current;
    if (!active) {
      const [updated] = await tx
        .update(banners)
        .set({ active: false, activeSlot: null })
        .where(eq(banners.id, id))
        .returning();
      return updated!;
    }
    const taken = await tx
      .select({ slot: banners.activeSlot })
      .from(banners)
      .where(eq(banners.active, true));
    const used = new Set(taken.map((entry) => entry.slot));
    const free = [1, 2, 3, 4, 5].find((slot) => !used.has(slot));
    if (taken.length >= MAX_ACTIVE_BANNERS || free === undefined) {
      throw conflict(messages.activeLimit);
    }
    const [updated] = await tx
      .update(banners)
      .set({ active: true, activeSlot: free })
      .where(eq(banners.id, id))
      .returning();
    return updated!;
  });
  return toBanner(row);
}

/**
 * The order body (docs/product/api.md: 'not shown', defined in docs/product/states.md): the active
 * banners in their new order as [{id, bannerOrder}]. Banners not listed keep their order. Applied
 * all at once.
 */
export async function reorderBanners(
  deps: AppServices,
  entries: v.InferOutput<typeof BannerOrderRequest>,
): Promise<Banner[]> {
  // Reordering more than five active banners is refused with the same message
  // (docs/product/validation.md).
  if (entries.length > MAX_ACTIVE_BANNERS) throw conflict(messages.activeLimit);
  return withBannerLock(deps, async (tx) => {
    const ids = entries.map((entry) => entry.id);
    const found = await tx
      .select({ id: banners.id })
      .from(banners)
      .where(inArray(banners.id, ids))
      .for('update');
    if (found.length !== ids.length) throw notFound(messages.notFound);
    for (const entry of entries) {
      await tx
        .update(banners)
        .set({ bannerOrder: entry.bannerOrder })
        .where(eq(banners.id, entry.id));
    }
    return allBanners(tx);
  });
}

/**
 * Edits a banner's title and link, and its image when a new one is sent (stored first; the old
 * file is removed once the change is committed). Its place and active state stay.
 */
export async function updateBanner(
  deps: AppServices,
  id: number,
  input: v.InferOutput<typeof BannerUpdateRequest>,
): Promise<Banner> {
  const { files } = deps;
  const image = input.imageFile
    ? await files.storeImage(input.imageFile, {
        maxWidth: 2400,
        maxHeight: 1200,
        maxBytes: BANNER_IMAGE_MAX_BYTES,
      })
    : null;
  try {
    const { before, after } = await withBannerLock(deps, async (tx) => {
      const [current] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
      if (!current) throw notFound(messages.notFound);
      const [updated] = await tx
        .update(banners)
        .set({
          title: input.title,
          url: input.url,
          ...(image && {
            imageKey: image.key,
            imageUrl: image.url,
            imageWidth: image.width ?? null,
            imageHeight: image.height ?? null,
          }),
        })
        .where(eq(banners.id, id))
        .returning();
      return { before: current, after: updated! };
    });
    if (image) await files.remove(before.imageKey).catch(() => {});
    return toBanner(after);
  } catch (error) {
    if (image) await files.remove(image.key).catch(() => {});
    throw error;
  }
}

/** Deletes a banner (its active slot is freed with it) and then its image file. */
export async function deleteBanner(deps: AppServices, id: number): Promise<{ id: number }> {
  const removed = await withBannerLock(deps, async (tx) => {
    const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!row) throw notFound(messages.notFound);
    return row;
  });
  await deps.files.remove(removed.imageKey).catch(() => {});
  return { id };
}
