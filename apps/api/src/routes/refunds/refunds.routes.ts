// Refunds by the 학원법's rule, my page's orders and receipts, and 현금영수증
// (docs/product/refunds.md). A student quotes and asks for their own paid lines and reads their own
// orders; staff decide refunds (a teacher only their own lectures' lines, an admin all); the
// missing 현금영수증 list is an admin's (the academy's tax duty, across teachers).
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  CashReceiptRequest,
  CashReceiptResponse,
  IdParam,
  MissingCashReceiptsResponse,
  MyOrdersResponse,
  OrderNoParam,
  OrderReceiptResponse,
  RefundApproveRequest,
  RefundQueueQuery,
  RefundQueueResponse,
  RefundQuoteResponse,
  RefundRejectRequest,
  RefundRequestCreate,
  RefundResponse,
} from '@academy/api-client/contract';
import * as refundStrings from '@academy/strings/refunds';
import type { AppEnv } from '../../app-env.ts';
import { noteAudit } from '../../lib/audit.ts';
import { requireRole, requireStaff } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import * as orders from './my-orders.handlers.ts';
import * as h from './refunds.handlers.ts';

const m = refundStrings.messages;

export const refundRoutes = new Hono<AppEnv>()
  .get(
    '/me/order-lines/:id{[0-9]+}/refund-quote',
    describeRoute({
      tags: ['refunds'],
      summary: "The lawful refund of the student's own paid order line, and how it was reached",
      responses: json(RefundQuoteResponse, 'the quote', 400, 404),
    }),
    requireRole('STUDENT'),
    validate('param', IdParam),
    async (c) => ok(c, await h.quote(c.var.deps, c.var.user, c.req.valid('param').id), m.quote),
  )
  .post(
    '/me/order-lines/:id{[0-9]+}/refunds',
    describeRoute({
      tags: ['refunds'],
      summary: 'Ask for a refund of an own paid line (one open per line); due in five days',
      responses: json(RefundResponse, 'the request with its quote', 400, 404, 409),
    }),
    requireRole('STUDENT'),
    validate('param', IdParam),
    validate('json', RefundRequestCreate),
    async (c) =>
      ok(
        c,
        await h.request(c.var.deps, c.var.user, c.req.valid('param').id, c.req.valid('json')),
        m.requested,
        201,
      ),
  )
  .get(
    '/admin/refunds',
    describeRoute({
      tags: ['refunds'],
      summary:
        "Refund requests, oldest due first (a teacher: their lectures' lines; an admin: all)",
      responses: json(RefundQueueResponse, 'the queue'),
    }),
    requireStaff(),
    validate('query', RefundQueueQuery),
    async (c) => ok(c, await h.queue(c.var.deps, c.var.user, c.req.valid('query')), m.queue),
  )
  .post(
    '/admin/refunds/:id{[0-9]+}/approve',
    describeRoute({
      tags: ['refunds'],
      summary: 'Approve (or retry) a refund: the gateway cancels that amount, the enrolment ends',
      description:
        'amount absent: the quote; another amount needs a reason and never exceeds what is left of the line. A bank-deposit order has no gateway payment: send transferred=true once staff sent the money. 502 when the gateway refuses (the refund is FAILED; approve again to retry). A completed refund approved again changes nothing.',
      responses: json(RefundResponse, 'the completed refund', 400, 404, 409, 502),
    }),
    requireStaff(),
    validate('param', IdParam),
    validate('json', RefundApproveRequest),
    async (c) => {
      const result = await h.approve(
        c.var.deps,
        c.var.user,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      noteAudit(c, { studentId: result.studentId });
      return ok(
        c,
        result.refund,
        !result.changed
          ? m.unchanged
          : c.req.valid('json').transferred
            ? m.transferred
            : m.approved,
      );
    },
  )
  .post(
    '/admin/refunds/:id{[0-9]+}/reject',
    describeRoute({
      tags: ['refunds'],
      summary: 'Reject a refund request with a reason (the student is told)',
      responses: json(RefundResponse, 'the rejected request', 400, 404, 409),
    }),
    requireStaff(),
    validate('param', IdParam),
    validate('json', RefundRejectRequest),
    async (c) => {
      const result = await h.reject(
        c.var.deps,
        c.var.user,
        c.req.valid('param').id,
        c.req.valid('json').reason,
      );
      noteAudit(c, { studentId: result.studentId });
      return ok(c, result.refund, m.rejected);
    },
  )
  .get(
    '/me/orders',
    describeRoute({
      tags: ['refunds'],
      summary: "The student's own orders with their lines, refunds and cash receipts, newest first",
      responses: json(MyOrdersResponse, 'the orders'),
    }),
    requireRole('STUDENT'),
    async (c) => ok(c, await orders.myOrders(c.var.deps, c.var.user), m.orders),
  )
  .get(
    '/me/orders/:orderNo',
    describeRoute({
      tags: ['refunds'],
      summary: "An own order's receipt data",
      responses: json(OrderReceiptResponse, 'the receipt', 404),
    }),
    requireRole('STUDENT'),
    validate('param', OrderNoParam),
    async (c) =>
      ok(c, await orders.receipt(c.var.deps, c.var.user, c.req.valid('param').orderNo), m.order),
  )
  .post(
    '/me/orders/:orderNo/cash-receipt',
    describeRoute({
      tags: ['refunds'],
      summary:
        'A cash receipt for an own paid cash order (transfer, virtual account, bank deposit)',
      responses: json(CashReceiptResponse, 'the issued receipt, its number masked', 400, 404, 409),
    }),
    requireRole('STUDENT'),
    validate('param', OrderNoParam),
    validate('json', CashReceiptRequest),
    async (c) =>
      ok(
        c,
        await orders.requestCashReceipt(
          c.var.deps,
          c.var.user,
          c.req.valid('param').orderNo,
          c.req.valid('json'),
        ),
        m.receiptIssued,
        201,
      ),
  )
  .get(
    '/admin/cash-receipts/missing',
    describeRoute({
      tags: ['refunds'],
      summary:
        'Cash payments of 100,000 won or more, paid over five days ago, without an issued cash receipt (admin)',
      responses: json(MissingCashReceiptsResponse, 'the flagged orders and their count'),
    }),
    requireRole('ADMIN'),
    async (c) => ok(c, await orders.missingCashReceipts(c.var.deps), m.missingReceipts),
  );
