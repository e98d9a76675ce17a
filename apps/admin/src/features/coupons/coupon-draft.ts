// The coupon form's values as typed, and the requests they make (the contract checks both).
import type {
  Coupon,
  CouponCreateRequest,
  CouponUpdateRequest,
} from '@academy/api-client/contract';

export interface CouponDraft {
  code: string;
  name: string;
  kind: 'FIXED' | 'PERCENT';
  value: number | string;
  maxDiscount: number | string;
  minAmount: number | string;
  startsOn: string;
  endsOn: string;
  perUserLimit: number | string;
  totalLimit: number | string;
  /** lecture ids as the multi-select holds them */
  lectureIds: string[];
}

/** A number field as the request wants it: empty is absent (undefined) or none (null). */
const whole = (value: number | string) => (value === '' ? undefined : Number(value));
const orNull = (value: number | string) => (value === '' ? null : Number(value));

export const emptyCouponDraft = (today: string, inAMonth: string): CouponDraft => ({
  code: '',
  name: '',
  kind: 'FIXED',
  value: '',
  maxDiscount: '',
  minAmount: 0,
  startsOn: today,
  endsOn: inAMonth,
  perUserLimit: 1,
  totalLimit: '',
  lectureIds: [],
});

export function couponDraftOf(coupon: Coupon): CouponDraft {
  return {
    code: coupon.code,
    name: coupon.name,
    kind: coupon.kind,
    value: coupon.value,
    maxDiscount: coupon.maxDiscount ?? '',
    minAmount: coupon.minAmount,
    startsOn: coupon.startsOn,
    endsOn: coupon.endsOn,
    perUserLimit: coupon.perUserLimit,
    totalLimit: coupon.totalLimit ?? '',
    lectureIds: coupon.lectures.map((lecture) => String(lecture.lectureId)),
  };
}

export function createRequestOf(draft: CouponDraft): CouponCreateRequest {
  return {
    code: draft.code,
    name: draft.name,
    kind: draft.kind,
    value: whole(draft.value) as number,
    maxDiscount: draft.kind === 'PERCENT' ? orNull(draft.maxDiscount) : null,
    minAmount: whole(draft.minAmount) ?? 0,
    startsOn: draft.startsOn,
    endsOn: draft.endsOn,
    perUserLimit: whole(draft.perUserLimit) as number,
    totalLimit: orNull(draft.totalLimit),
    lectureIds: draft.lectureIds.map(Number),
  };
}

/** What an edit may change: the name, the window and the limits. */
export function updateRequestOf(draft: CouponDraft): CouponUpdateRequest {
  return {
    name: draft.name,
    startsOn: draft.startsOn,
    endsOn: draft.endsOn,
    perUserLimit: whole(draft.perUserLimit) as number,
    totalLimit: orNull(draft.totalLimit),
  };
}

/** A Seoul day `offsetDays` from now, `YYYY-MM-DD`. */
export const seoulDayFromNow = (offsetDays = 0, now = Date.now()) =>
  new Date(now + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
