// Coupons as staff make them (docs/product/coupons-and-orders.md: Coupons): fixed won or a percent
// with an optional cap, a minimum amount, a validity window of Seoul days, per-user and total
// limits, and the lectures they apply to (none: every lecture). Applying one at checkout is the
// checkout's; these schemas shape the staff requests and answers.
import * as v from 'valibot';
import * as couponStrings from '@academy/strings/coupons';
import * as validation from '@academy/strings/validation';
import { IdField, IsoDateTime, pageQuery, strictMessage } from './common.ts';
import { COUPON_KINDS } from './commerce-states.ts';
import { envelope } from './envelope.ts';

const e = couponStrings.errors;

export const COUPON_LIMITS = {
  code: { min: 4, max: 40 },
  name: 100,
  /** won: a coupon's amount, cap and minimum */
  won: 100_000_000,
  uses: 1_000_000,
  lectures: 100,
  search: 50,
} as const;
const L = COUPON_LIMITS;

/** How the list shows a coupon: its switch first, then its window, then its limit. */
export const COUPON_STATES = ['ACTIVE', 'SCHEDULED', 'EXPIRED', 'USED_UP', 'DISABLED'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

const wholeNumber = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** A Seoul calendar day, `YYYY-MM-DD`. */
export const CouponDay = v.pipe(
  v.string(e.dayInvalid),
  v.trim(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, e.dayInvalid),
  v.check((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, e.dayInvalid),
);

/** What the student types: letters, digits, - and _, stored upper-case. */
export const CouponCode = v.pipe(
  v.string(e.codeRequired),
  v.trim(),
  v.nonEmpty(e.codeRequired),
  v.regex(
    new RegExp(`^[A-Za-z0-9_-]{${L.code.min},${L.code.max}}$`),
    e.codeInvalid(L.code.min, L.code.max),
  ),
  v.toUpperCase(),
);

const Name = v.pipe(
  v.string(e.nameRequired),
  v.trim(),
  v.nonEmpty(e.nameRequired),
  v.maxLength(L.name, validation.common.tooLong(L.name)),
);
const PerUserLimit = wholeNumber(e.perUserLimitInvalid, 1, L.uses);
/** null: no total limit */
const TotalLimit = v.nullable(wholeNumber(e.totalLimitInvalid, 1, L.uses));

/** The window's days in order (the last day counts whole). */
const windowInOrder = <T extends { startsOn?: string; endsOn?: string }>(body: T) =>
  !body.startsOn || !body.endsOn || body.startsOn <= body.endsOn;

/** POST /api/admin/coupons */
export const CouponCreateRequest = v.pipe(
  v.strictObject(
    {
      code: CouponCode,
      name: Name,
      kind: v.picklist(COUPON_KINDS, e.kindRequired),
      /** won for FIXED, percent for PERCENT */
      value: wholeNumber(e.valueInvalid, 1, L.won),
      /** a PERCENT coupon's cap in won */
      maxDiscount: v.optional(v.nullable(wholeNumber(e.maxDiscountInvalid, 1, L.won)), null),
      minAmount: v.optional(wholeNumber(e.minAmountInvalid, 0, L.won), 0),
      startsOn: CouponDay,
      endsOn: CouponDay,
      perUserLimit: v.optional(PerUserLimit, 1),
      totalLimit: v.optional(TotalLimit, null),
      /** none: every lecture (an admin only) */
      lectureIds: v.optional(
        v.pipe(
          v.array(IdField(e.lectureIdsInvalid), e.lectureIdsInvalid),
          v.maxLength(L.lectures, e.tooManyLectures(L.lectures)),
          v.transform((ids) => [...new Set(ids)]),
        ),
        [],
      ),
    },
    strictMessage,
  ),
  v.forward(
    v.check((body) => body.kind !== 'PERCENT' || body.value <= 100, e.percentInvalid),
    ['value'],
  ),
  v.forward(
    v.check(
      (body) => body.kind === 'PERCENT' || body.maxDiscount === null,
      e.maxDiscountOnlyPercent,
    ),
    ['maxDiscount'],
  ),
  v.forward(v.check(windowInOrder, e.windowInvalid), ['endsOn']),
);
export type CouponCreateRequest = v.InferInput<typeof CouponCreateRequest>;

/**
 * PATCH /api/admin/coupons/{id}: what may change once made (the amount and lectures stay as
 * students saw them). A total limit below the uses so far is refused by the server.
 */
export const CouponUpdateRequest = v.pipe(
  v.strictObject(
    {
      name: v.optional(Name),
      startsOn: v.optional(CouponDay),
      endsOn: v.optional(CouponDay),
      perUserLimit: v.optional(PerUserLimit),
      totalLimit: v.optional(TotalLimit),
      active: v.optional(v.boolean(e.stateInvalid)),
    },
    strictMessage,
  ),
  v.check((body) => Object.values(body).some((value) => value !== undefined), e.nothingToChange),
  v.forward(v.check(windowInOrder, e.windowInvalid), ['endsOn']),
);
export type CouponUpdateRequest = v.InferInput<typeof CouponUpdateRequest>;

/** GET /api/admin/coupons?q=&state=&page=&size= */
export const CouponListQuery = v.object({
  ...pageQuery(20).entries,
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(L.search, e.searchTooLong(L.search))), ''),
  state: v.optional(v.picklist(COUPON_STATES, e.stateInvalid)),
});
export type CouponListQuery = v.InferInput<typeof CouponListQuery>;

export const Coupon = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  kind: v.picklist(COUPON_KINDS),
  value: v.number(),
  maxDiscount: v.nullable(v.number()),
  minAmount: v.number(),
  startsOn: v.string(),
  endsOn: v.string(),
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  perUserLimit: v.number(),
  totalLimit: v.nullable(v.number()),
  /** uses held by unpaid or paid orders */
  usedCount: v.number(),
  /** uses whose order was paid */
  paidUses: v.number(),
  active: v.boolean(),
  state: v.picklist(COUPON_STATES),
  /** empty: every lecture */
  lectures: v.array(v.object({ lectureId: v.number(), title: v.string() })),
  createdAt: IsoDateTime,
});
export type Coupon = v.InferOutput<typeof Coupon>;
export const CouponResponse = envelope(Coupon);
export const CouponPage = v.object({ items: v.array(Coupon), total: v.number() });
export type CouponPage = v.InferOutput<typeof CouponPage>;
export const CouponPageResponse = envelope(CouponPage);

/** A coupon's state at `now` (the server's answer; the form uses it to say what changed). */
export function couponState(
  coupon: Pick<Coupon, 'active' | 'startsAt' | 'endsAt' | 'usedCount' | 'totalLimit'>,
  now = Date.now(),
): CouponState {
  if (!coupon.active) return 'DISABLED';
  if (now >= Date.parse(coupon.endsAt)) return 'EXPIRED';
  if (now < Date.parse(coupon.startsAt)) return 'SCHEDULED';
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit) return 'USED_UP';
  return 'ACTIVE';
}
