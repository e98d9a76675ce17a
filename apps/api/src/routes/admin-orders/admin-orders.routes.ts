// Orders and shipping for staff (docs/product/coupons-and-orders.md: Orders and shipping (staff)):
// the filtered list (JSON, or CSV with a reason the access log records), one order, the textbooks
// waiting to be shipped, and marking one shipped. Students and parents are refused (403).
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  AdminOrderPageResponse,
  AdminOrderQuery,
  AdminOrderResponse,
  IdParam,
  ShipmentPageResponse,
  ShipmentQuery,
  ShippedLineResponse,
  ShipRequest,
} from '@academy/api-client/contract';
import * as accessLogStrings from '@academy/strings/access-log';
import * as orderStrings from '@academy/strings/admin-orders';
import type { AppEnv } from '../../app-env.ts';
import { noteAudit, recordAccess } from '../../lib/audit.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { seoulDay } from '../../lib/seoul-time.ts';
import { validate } from '../../lib/validate.ts';
import * as h from './admin-orders.handlers.ts';

const m = orderStrings.messages;

export const adminOrderRoutes = new Hono<AppEnv>()
  .get(
    '/admin/orders',
    describeRoute({
      tags: ['commerce'],
      summary: 'Orders, newest first (staff; a teacher those with their lectures’ lines)',
      description:
        'Filters: status, method, lectureId, from and to (Seoul days, both included); q: an order number, or the start of a student’s name or email. page (zero-based) and size (default 20) with `total`. A teacher gets only their lines and those lines’ sums. Emails are masked. format=csv answers every matching order as text/csv (UTF-8 with a BOM, emails whole, streamed); it needs a reason (400 without one, nothing exported) and is recorded in the access log with it.',
      responses: json(AdminOrderPageResponse, 'one page of orders', 400, 401, 403),
    }),
    requireStaff(),
    validate('query', AdminOrderQuery),
    async (c) => {
      const { format, reason, page, size, ...filters } = c.req.valid('query');
      if (format === 'csv') {
        // An export of personal data says why, and is recorded before it leaves.
        if (!reason) throw badRequest(accessLogStrings.errors.exportReasonRequired);
        await recordAccess(c, { action: 'EXPORT', targetType: 'orders', reason });
        const body = h.ordersCsv(c.var.deps, c.var.user, filters);
        c.header('Content-Type', 'text/csv; charset=UTF-8');
        c.header(
          'Content-Disposition',
          `attachment; filename="orders-${seoulDay()}.csv"; filename*=UTF-8''${encodeURIComponent(`${orderStrings.csv.fileName}-${seoulDay()}.csv`)}`,
        );
        c.header('Cache-Control', 'private, no-store');
        return c.body(body);
      }
      const data = await h.listOrders(c.var.deps, c.var.user, filters, { page, size });
      return ok(c, data, m.list);
    },
  )
  .get(
    '/admin/orders/:id{[0-9]+}',
    describeRoute({
      tags: ['commerce'],
      summary: 'One order: lines, payments, coupon, refunds, cash receipt and shipping (staff)',
      description:
        'A teacher sees the order only when it holds a line of their lectures (403 otherwise), and only those lines, their refunds and sums; payments and the cash receipt are an admin’s. Email and phone are masked. Recorded in the access log as a view of the student’s data.',
      responses: json(AdminOrderResponse, 'the order', 401, 403, 404),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) => {
      const id = c.req.valid('param').id;
      const order = await h.orderDetail(c.var.deps, c.var.user, id);
      await recordAccess(c, {
        action: 'VIEW',
        targetType: 'orders',
        targetId: id,
        studentId: order.student.id,
      });
      return ok(c, order, m.detail);
    },
  )
  .get(
    '/admin/shipments',
    describeRoute({
      tags: ['commerce'],
      summary: 'Paid textbooks not yet shipped, oldest first, with the address (staff)',
      description:
        'A teacher sees their lectures’ textbooks only. The phone is masked. page (zero-based) and size (default 50) with `total`.',
      responses: json(ShipmentPageResponse, 'the queue', 400, 401, 403),
    }),
    requireStaff(),
    validate('query', ShipmentQuery),
    async (c) => {
      const data = await h.shipments(c.var.deps, c.var.user, c.req.valid('query'));
      return ok(c, data, m.shipments);
    },
  )
  .post(
    '/admin/order-lines/:id{[0-9]+}/ship',
    describeRoute({
      tags: ['commerce'],
      summary: 'Mark a paid textbook line shipped with its carrier and tracking number (staff)',
      description:
        'Only a PAID TEXTBOOK line, once: a second time, another kind or an unpaid line answers 409. A teacher only their lectures’ lines (403). The student is notified (and sent a message when away).',
      responses: json(ShippedLineResponse, 'the shipped line', 400, 401, 403, 404, 409),
    }),
    requireStaff(),
    validate('param', IdParam),
    validate('json', ShipRequest),
    async (c) => {
      const { line, studentId } = await h.shipLine(
        c.var.deps,
        c.var.user,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      noteAudit(c, { studentId });
      return ok(c, line, m.shipped);
    },
  );
