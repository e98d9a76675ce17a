// Home banners (docs/product/api.md: Banner; 5: banner rules; 7.5). The banner order body, which
// the spec leaves 'not shown', is defined here: PUT /api/banners/order with a list of {id,
// bannerOrder}.
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import { IdNumber } from './common.ts';
import { envelope } from './envelope.ts';

const messages = validation.banner;
const tooLong = validation.common.tooLong;

/** At most five banners are active at once (docs/product/limits.md). */
export const MAX_ACTIVE_BANNERS = 5;
/**
 * The home page is sent with the active banners as JSON in a <script type="application/json">
 * of this id (the first screen makes no API call); the site reads them from it.
 */
export const INITIAL_BANNERS_ELEMENT_ID = 'academy-initial-banners';

/** A banner image file may be at most this many bytes (the server re-encodes it). */
export const BANNER_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Id, title, image, url, bannerOrder, active (docs/product/api.md). imageWidth and imageHeight
 * (pixels of the stored image) let pages reserve the banner's space before it loads (no layout
 * shift).
 */
export const Banner = v.object({
  id: v.number(),
  title: v.string(),
  /** URL of the stored image (same origin, `/api/files/...`) */
  image: v.string(),
  /** where the banner links to (opened in a new tab: docs/product/screens.md) */
  url: v.string(),
  bannerOrder: v.number(),
  active: v.boolean(),
  imageWidth: v.nullable(v.number()),
  imageHeight: v.nullable(v.number()),
});
export type Banner = v.InferOutput<typeof Banner>;
export const BannerListResponse = envelope(v.array(Banner));
export const BannerResponse = envelope(Banner);

/** A link URL is required; it must be an absolute http(s) address (docs/product/validation.md). */
export const BannerUrl = v.pipe(
  // A missing field reads as empty, so it gets the spec's message rather than valibot's.
  v.optional(v.string(messages.urlRequired), ''),
  v.trim(),
  v.nonEmpty(messages.urlRequired),
  v.maxLength(2000, tooLong(2000)),
  v.check((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, messages.urlInvalid),
);

/**
 * POST /api/banners, multipart/form-data {title, imageFile, url} (docs/product/api.md). The server
 * also sniffs the image by content and re-encodes it; this only refuses what the form refuses.
 */
export const BannerCreateRequest = v.strictObject({
  title: v.pipe(
    v.optional(v.string(messages.titleRequired), ''),
    v.trim(),
    v.nonEmpty(messages.titleRequired),
    v.maxLength(100, tooLong(100)),
  ),
  imageFile: v.pipe(
    v.optional(v.unknown(), null),
    v.file(messages.imageRequired),
    v.minSize(1, messages.imageRequired),
    v.maxSize(BANNER_IMAGE_MAX_BYTES, validation.banner.imageTooLarge),
  ),
  url: BannerUrl,
});
export type BannerCreateRequest = { title: string; imageFile: File; url: string };

/**
 * PATCH /api/banners/{id}, multipart/form-data {title, url, imageFile?}: the title and link are
 * checked as at creation; a new image replaces the old one, none keeps it.
 */
export const BannerUpdateRequest = v.strictObject({
  title: BannerCreateRequest.entries.title,
  url: BannerUrl,
  imageFile: v.pipe(
    v.optional(v.unknown(), null),
    v.union([v.null(), v.pipe(v.string(), v.empty()), v.file()], messages.imageRequired),
    v.transform((value) => (value instanceof File && value.size > 0 ? value : null)),
    v.check(
      (value) => value === null || value.size <= BANNER_IMAGE_MAX_BYTES,
      messages.imageTooLarge,
    ),
  ),
});
export type BannerUpdateRequest = { title: string; url: string; imageFile?: File | null };

/** PATCH /api/banners/{id}/active {active} (docs/product/api.md). */
export const BannerActiveRequest = v.strictObject({
  active: v.pipe(v.optional(v.unknown(), null), v.boolean(messages.activeRequired)),
});
export type BannerActiveRequest = { active: boolean };

const BannerOrderEntry = v.strictObject({
  id: IdNumber,
  bannerOrder: v.pipe(
    v.number(messages.orderInvalid),
    v.integer(messages.orderInvalid),
    v.minValue(0, messages.orderInvalid),
    v.maxValue(10_000, messages.orderInvalid),
  ),
});

/**
 * PUT /api/banners/order: a list of {id, bannerOrder} (docs/product/roles.md). The admin sends the
 * active banners in their new order; banners not listed keep their order. Each id at most once.
 * More than five entries is refused with 409 and '활성 배너는 최대 5개까지 가능합니다.'
 * (docs/product/validation.md). Answers every banner after the change (BannerListResponse).
 */
export const BannerOrderRequest = v.pipe(
  v.array(BannerOrderEntry, messages.orderInvalid),
  v.minLength(1, messages.orderInvalid),
  v.maxLength(100, messages.orderInvalid),
  v.check(
    (entries) => new Set(entries.map((entry) => entry.id)).size === entries.length,
    messages.orderDuplicate,
  ),
);
export type BannerOrderRequest = v.InferInput<typeof BannerOrderRequest>;
