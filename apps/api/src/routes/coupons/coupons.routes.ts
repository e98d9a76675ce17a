// Coupons for staff (docs/product/coupons-and-orders.md: Coupons): list, detail, create, edit,
// disable and enable. An admin for any lecture; a teacher only coupons limited to their own
// lectures, and sees only those. Students and parents are refused (403).
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  CouponCreateRequest,
  CouponListQuery,
  CouponPageResponse,
  CouponResponse,
  CouponUpdateRequest,
  IdParam,
} from '@academy/api-client/contract';
import * as couponStrings from '@academy/strings/coupons';
import type { AppEnv } from '../../app-env.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import * as h from './coupons.handlers.ts';

const m = couponStrings.messages;

export const couponRoutes = new Hono<AppEnv>()
  .get(
    '/admin/coupons',
    describeRoute({
      tags: ['commerce'],
      summary: 'Coupons, newest first, with their uses (staff; a teacher their own lectures’)',
      description:
        'q: the start of a code or a part of a name; state: ACTIVE, SCHEDULED, EXPIRED, USED_UP or DISABLED; page (zero-based) and size (default 20). usedCount counts uses held by unpaid or paid orders, paidUses those paid.',
      responses: json(CouponPageResponse, 'one page of coupons', 400, 401, 403),
    }),
    requireStaff(),
    validate('query', CouponListQuery),
    async (c) => {
      const page = await h.listCoupons(c.var.deps, c.var.user, c.req.valid('query'));
      return ok(c, page, m.list);
    },
  )
  .post(
    '/admin/coupons',
    describeRoute({
      tags: ['commerce'],
      summary: 'Make a coupon (staff; a teacher only for one or more of their own lectures)',
      description:
        'The code is stored upper-case and is unique (409). FIXED: value in won; PERCENT: 1-100 with an optional maxDiscount. startsOn and endsOn are Seoul days, the last one whole. totalLimit null: none. lectureIds empty: every lecture (an admin only). Accepts Idempotency-Key.',
      responses: json(CouponResponse, 'the coupon', 400, 401, 403, 409),
    }),
    requireStaff(),
    validate('json', CouponCreateRequest),
    async (c) => {
      const coupon = await h.createCoupon(c.var.deps, c.var.user, c.req.valid('json'));
      return ok(c, coupon, m.created, 201);
    },
  )
  .get(
    '/admin/coupons/:id{[0-9]+}',
    describeRoute({
      tags: ['commerce'],
      summary: 'One coupon with its lectures and uses (staff)',
      responses: json(CouponResponse, 'the coupon', 401, 403, 404),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) => {
      const coupon = await h.couponDetail(c.var.deps, c.var.user, c.req.valid('param').id);
      return ok(c, coupon, m.detail);
    },
  )
  .patch(
    '/admin/coupons/:id{[0-9]+}',
    describeRoute({
      tags: ['commerce'],
      summary: 'Change a coupon’s name, window, limits or switch (staff)',
      description:
        'The kind, amount and lectures do not change once made. A totalLimit below the uses so far is refused (400).',
      responses: json(CouponResponse, 'the coupon', 400, 401, 403, 404),
    }),
    requireStaff(),
    validate('param', IdParam),
    validate('json', CouponUpdateRequest),
    async (c) => {
      const coupon = await h.updateCoupon(
        c.var.deps,
        c.var.user,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return ok(c, coupon, m.updated);
    },
  )
  .post(
    '/admin/coupons/:id{[0-9]+}/disable',
    describeRoute({
      tags: ['commerce'],
      summary: 'Disable a coupon: orders holding it keep it, new ones cannot apply it (staff)',
      responses: json(CouponResponse, 'the coupon', 401, 403, 404),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) => {
      const coupon = await h.switchCoupon(c.var.deps, c.var.user, c.req.valid('param').id, false);
      return ok(c, coupon, m.disabled);
    },
  )
  .post(
    '/admin/coupons/:id{[0-9]+}/enable',
    describeRoute({
      tags: ['commerce'],
      summary: 'Enable a disabled coupon again (staff)',
      responses: json(CouponResponse, 'the coupon', 401, 403, 404),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) => {
      const coupon = await h.switchCoupon(c.var.deps, c.var.user, c.req.valid('param').id, true);
      return ok(c, coupon, m.enabled);
    },
  );
