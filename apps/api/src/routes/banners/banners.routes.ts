// Home banners (docs/product/api.md; 5: at most five active; docs/product/states.md: a new banner
// starts inactive at the end of the order). Visitors read the active ones; TEACHER and ADMIN read
// all and write. What each write does is in banners.handlers.ts, the reads in banners.queries.ts.
import { api } from '@academy/strings/api';
import { describeRoute } from 'hono-openapi';
import { Hono } from 'hono';
import {
  BANNER_IMAGE_MAX_BYTES,
  BannerActiveRequest,
  BannerCreateRequest,
  BannerOrderRequest,
  BannerListResponse,
  BannerResponse,
  BannerUpdateRequest,
  CreatedResponse,
  ErrorEnvelope,
  IdParam,
} from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import type { AppEnv } from '../../app-env.ts';
import { formBodyLimit } from '../../lib/body-limit.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { cachedJson, okBody } from '../../lib/content-cache.ts';
import { jsonContent as json } from '../../lib/openapi.ts';
import {
  createBanner,
  deleteBanner,
  reorderBanners,
  setBannerActive,
  updateBanner,
} from './banners.handlers.ts';
import { activeBanners, allBanners } from './banners.queries.ts';

const messages = validation.banner;

const staff = requireStaff();

export const bannerRoutes = new Hono<AppEnv>()
  // The home carousel, sorted by bannerOrder (docs/product/screens.md). Public.
  .get(
    '/banners/active',
    describeRoute({
      tags: ['banners'],
      summary: api.docs.summaries.activeBanners,
      description: 'Public. Active banners sorted by bannerOrder, with ETag revalidation (304).',
      responses: { 200: { description: 'active banners', ...json(BannerListResponse) } },
    }),
    (c) =>
      cachedJson(c, 'banners', 'active', async () =>
        okBody(await activeBanners(c.var.deps.database.db), api.banners.active),
      ),
  )
  // The admin's two sections (active and inactive), each sorted by bannerOrder
  // (docs/product/screens.md).
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
        400: { description: 'a validation rule failed', ...json(ErrorEnvelope) },
        413: { description: 'image too large', ...json(ErrorEnvelope) },
        415: { description: 'not an image', ...json(ErrorEnvelope) },
      },
    }),
    staff,
    formBodyLimit(BANNER_IMAGE_MAX_BYTES + 64 * 1024, messages.imageTooLarge),
    validate('form', BannerCreateRequest),
    async (c) =>
      ok(
        c,
        await createBanner(c.var.deps, c.var.user, c.req.valid('form')),
        api.banners.created,
        201,
      ),
  )
  // Editing a banner: the create form's rules; the image only when a new one is sent.
  .patch(
    '/banners/:id',
    describeRoute({
      tags: ['banners'],
      summary: api.docs.summaries.updateBanner,
      description:
        "TEACHER or ADMIN. multipart/form-data {title, url, imageFile?}. A new image is sniffed, bounded and re-encoded like a new banner's and replaces the old file; without one the image stays. Order and active state stay.",
      responses: {
        200: { description: 'the banner', ...json(BannerResponse) },
        400: { description: 'a validation rule failed', ...json(ErrorEnvelope) },
        401: { description: 'no or bad token', ...json(ErrorEnvelope) },
        403: { description: 'not staff', ...json(ErrorEnvelope) },
        404: { description: 'unknown banner', ...json(ErrorEnvelope) },
        413: { description: 'image too large', ...json(ErrorEnvelope) },
        415: { description: 'not an image', ...json(ErrorEnvelope) },
      },
    }),
    staff,
    validate('param', IdParam),
    formBodyLimit(BANNER_IMAGE_MAX_BYTES + 64 * 1024, messages.imageTooLarge),
    validate('form', BannerUpdateRequest),
    async (c) =>
      ok(
        c,
        await updateBanner(c.var.deps, c.req.valid('param').id, c.req.valid('form')),
        api.banners.updated,
      ),
  )
  .delete(
    '/banners/:id',
    describeRoute({
      tags: ['banners'],
      summary: api.docs.summaries.deleteBanner,
      description:
        'TEACHER or ADMIN. Deletes the banner and its image; an active one leaves the home carousel.',
      responses: {
        200: { description: 'the deleted id', ...json(CreatedResponse) },
        401: { description: 'no or bad token', ...json(ErrorEnvelope) },
        403: { description: 'not staff', ...json(ErrorEnvelope) },
        404: { description: 'unknown banner', ...json(ErrorEnvelope) },
      },
    }),
    staff,
    validate('param', IdParam),
    async (c) =>
      ok(c, await deleteBanner(c.var.deps, c.req.valid('param').id), api.banners.deleted),
  )
  // Activating a sixth banner answers 409 with the spec's message (docs/product/validation.md).
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
      const { active } = c.req.valid('json');
      const banner = await setBannerActive(c.var.deps, c.req.valid('param').id, active);
      return ok(c, banner, active ? api.banners.activated : api.banners.deactivated);
    },
  )
  // The order body (docs/product/states.md): the active banners in their new order
  // (banners.handlers.ts).
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
    async (c) =>
      ok(c, await reorderBanners(c.var.deps, c.req.valid('json')), api.banners.reordered),
  );
