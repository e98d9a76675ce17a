// Home banners (spec 7.5; 5: at most five active; design 3: a new banner starts inactive at the end
// of the order). Visitors read the active ones; TEACHER and ADMIN read all and write.
import { api } from '@academy/strings/api';
import { asc, eq, inArray, max, sql } from 'drizzle-orm';
import { describeRoute } from 'hono-openapi';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  BANNER_IMAGE_MAX_BYTES,
  BannerActiveRequest,
  BannerCreateRequest,
  BannerOrderRequest,
  BannerListResponse,
  BannerResponse,
  ErrorEnvelope,
  IdParam,
  MAX_ACTIVE_BANNERS,
  type Banner,
} from '@academy/api-client/contract';
import { validation } from '@academy/strings/validation';
import type { AppEnv, Tx } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { banners } from '../../db/schema/banners.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { ApiError, conflict, notFound } from '../../lib/errors.ts';
import { isConstraintViolation } from '../../lib/database-errors.ts';
import { validate } from '../../lib/validate.ts';
import { cachedJson, changeContent, okBody } from '../../lib/content-cache.ts';
import { jsonContent as json } from '../../lib/openapi.ts';

const messages = validation.banner;

/** The one advisory lock every banner write takes, so activations and reorders never interleave. */
const BANNER_LOCK_KEY = 0x62616e6e; // 'bann'

type Row = typeof banners.$inferSelect;
type Deps = AppEnv['Variables']['deps'];

export function toBanner(row: Row): Banner {
  return {
    id: row.id,
    title: row.title,
    image: row.imageUrl,
    url: row.url,
    bannerOrder: row.bannerOrder,
    active: row.active,
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
  };
}

const byOrder = [asc(banners.bannerOrder), asc(banners.id)];

/**
 * Runs `work` in one transaction holding the banner lock: on PostgreSQL concurrent writers queue
 * here (a second API process included); the unique active_slot is the last line of defence.
 */
async function withBannerLock<T>(deps: Deps, work: (tx: Tx) => Promise<T>): Promise<T> {
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

async function allBanners(db: Database | Tx) {
  return (
    await db
      .select()
      .from(banners)
      .orderBy(...byOrder)
  ).map(toBanner);
}

const staff = requireStaff();

export const bannerRoutes = new Hono<AppEnv>()
  // spec 2.3: the home carousel, sorted by bannerOrder. Public.
  .get(
    '/banners/active',
    describeRoute({
      tags: ['banners'],
      summary: api.docs.summaries.activeBanners,
      description: 'Public. Active banners sorted by bannerOrder, with ETag revalidation (304).',
      responses: { 200: { description: 'active banners', ...json(BannerListResponse) } },
    }),
    (c) =>
      cachedJson(c, 'banners', 'active', async () => {
        const rows = await c.var.deps.database.db
          .select()
          .from(banners)
          .where(eq(banners.active, true))
          .orderBy(...byOrder);
        return okBody(rows.map(toBanner), api.banners.active);
      }),
  )
  // spec 2.11: the admin's two sections (active and inactive), each sorted by bannerOrder.
  .get(
    '/banners',
    describeRoute({
      tags: ['banners'],
      summary: api.docs.summaries.banners,
      description: 'TEACHER or ADMIN. Every banner, active and inactive, sorted by bannerOrder.',
      responses: {
        200: { description: 'all banners', ...json(BannerListResponse) },
        401: { description: 'no or bad token', ...json(ErrorEnvelope) },
        403: { description: 'not staff', ...json(ErrorEnvelope) },
      },
    }),
    staff,
    async (c) => {
      return ok(c, await allBanners(c.var.deps.database.db), api.banners.list);
    },
  )
  .post(
    '/banners',
    describeRoute({
      tags: ['banners'],
      summary: api.docs.summaries.createBanner,
      description:
        'TEACHER or ADMIN. multipart/form-data {title, imageFile, url}. The image is sniffed by content, bounded and re-encoded to WebP; the banner starts inactive at the end of the order.',
      responses: {
        201: { description: 'created', ...json(BannerResponse) },
        400: { description: 'a spec 5 rule failed', ...json(ErrorEnvelope) },
        413: { description: 'image too large', ...json(ErrorEnvelope) },
        415: { description: 'not an image', ...json(ErrorEnvelope) },
      },
    }),
    staff,
    bodyLimit({
      maxSize: BANNER_IMAGE_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', messages.imageTooLarge);
      },
    }),
    validate('form', BannerCreateRequest),
    async (c) => {
      const input = c.req.valid('form');
      const { files } = c.var.deps;
      // Sniffed by content, bounded, re-encoded to WebP (lib/files.ts); wide enough for any screen.
      const image = await files.storeImage(input.imageFile, {
        maxWidth: 2400,
        maxHeight: 1200,
        maxBytes: BANNER_IMAGE_MAX_BYTES,
      });
      try {
        const row = await withBannerLock(c.var.deps, async (tx) => {
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
              // design 3: a new banner starts inactive at the end of the order
              active: false,
              bannerOrder: (last?.value ?? -1) + 1,
              createdBy: c.var.user.id,
            })
            .returning();
          return inserted!;
        });
        return ok(c, toBanner(row), api.banners.created, 201);
      } catch (error) {
        await files.remove(image.key).catch(() => {});
        throw error;
      }
    },
  )
  // spec 5: activating a sixth banner answers 409 with the spec's message.
  .patch(
    '/banners/:id/active',
    describeRoute({
      tags: ['banners'],
      summary: api.docs.summaries.toggleBanner,
      description: 'TEACHER or ADMIN. {active}. A sixth active banner is refused with 409.',
      responses: {
        200: { description: 'the banner', ...json(BannerResponse) },
        404: { description: 'unknown banner', ...json(ErrorEnvelope) },
        409: { description: api.banners.activeLimit, ...json(ErrorEnvelope) },
      },
    }),
    staff,
    validate('param', IdParam),
    validate('json', BannerActiveRequest),
    async (c) => {
      const { id } = c.req.valid('param');
      const { active } = c.req.valid('json');
      const row = await withBannerLock(c.var.deps, async (tx) => {
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
      return ok(c, toBanner(row), active ? api.banners.activated : api.banners.deactivated);
    },
  )
  // The order body (spec 7.7 'not shown', defined in design 3): the active banners in their new
  // order as [{id, bannerOrder}]. Banners not listed keep their order. Applied all at once.
  .put(
    '/banners/order',
    describeRoute({
      tags: ['banners'],
      summary: api.docs.summaries.reorderBanners,
      description:
        'TEACHER or ADMIN. Body: the active banners in their new order, [{id, bannerOrder}]. Banners not listed keep their order; more than five entries is refused with 409. Applied whole (no interleaving with other reorders).',
      responses: {
        200: { description: 'every banner after the change', ...json(BannerListResponse) },
        404: { description: 'an unknown id', ...json(ErrorEnvelope) },
        409: { description: api.banners.activeLimit, ...json(ErrorEnvelope) },
      },
    }),
    staff,
    validate('json', BannerOrderRequest),
    async (c) => {
      const entries = c.req.valid('json');
      // spec 5: reordering more than five active banners is refused with the same message.
      if (entries.length > MAX_ACTIVE_BANNERS) throw conflict(messages.activeLimit);
      const list = await withBannerLock(c.var.deps, async (tx) => {
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
      return ok(c, list, api.banners.reordered);
    },
  );
