// Orders and paying (docs/product/commerce.md): the student's quote, order, confirm, cancel and
// (local mode) test deposit; the gateway's public webhook; staff's 무통장 입금 confirmations.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  ConfirmRequest,
  DepositOrdersResponse,
  IdParam,
  OrderCreateRequest,
  OrderNoParam,
  OrderResponse,
  PaymentWebhook,
  QuoteRequest,
  QuoteResponse,
  WebhookResponse,
} from '@academy/api-client/contract';
import * as commerce from '@academy/strings/commerce';
import type { AppEnv } from '../../app-env.ts';
import { noteAudit } from '../../lib/audit.ts';
import { requireRole, requireStaff } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import * as h from './orders.handlers.ts';
import * as pay from './payments.handlers.ts';

const m = commerce.messages;

export const orderRoutes = new Hono<AppEnv>()
  .post(
    '/orders/quote',
    describeRoute({
      tags: ['commerce'],
      summary: "The server's prices, the coupon's discount per line, shipping and the total",
      responses: json(QuoteResponse, 'the quote', 400, 401, 403, 404, 409),
    }),
    requireRole('STUDENT'),
    validate('json', QuoteRequest),
    async (c) => ok(c, await h.quoteOrder(c.var.deps, c.var.user, c.req.valid('json')), m.quoted),
  )
  .post(
    '/orders',
    describeRoute({
      tags: ['commerce'],
      summary: 'Order at the server’s prices (Idempotency-Key accepted); the coupon’s use counted',
      description:
        'PENDING with a 30-minute payment window, or WAITING_DEPOSIT for BANK_DEPOSIT (the academy account in depositAccount). Shipping required with a TEXTBOOK, depositorName with BANK_DEPOSIT.',
      responses: json(OrderResponse, 'the order', 400, 401, 403, 404, 409),
    }),
    requireRole('STUDENT'),
    validate('json', OrderCreateRequest),
    async (c) => {
      const order = await h.createOrder(c.var.deps, c.var.user, c.req.valid('json'));
      const message = order.method === 'BANK_DEPOSIT' ? m.bankDepositCreated : m.orderCreated;
      return ok(c, order, message, 201);
    },
  )
  .get(
    '/orders/:orderNo',
    describeRoute({
      tags: ['commerce'],
      summary: "The caller's own order (another's answers 404)",
      responses: json(OrderResponse, 'the order', 401, 403, 404),
    }),
    requireRole('STUDENT'),
    validate('param', OrderNoParam),
    async (c) =>
      ok(c, await h.getOrder(c.var.deps, c.var.user, c.req.valid('param').orderNo), m.order),
  )
  .post(
    '/orders/:orderNo/confirm',
    describeRoute({
      tags: ['commerce'],
      summary: 'Confirm the payment the window returned (amount must equal the order total)',
      description:
        'The gateway confirms with a key fixed per order; paid: enrolments, cart, notification in one transaction. Sent twice: the same order, nothing twice. 503 when the gateway does not answer (retry).',
      responses: json(
        OrderResponse,
        'the paid (or virtual account waiting) order',
        400,
        401,
        403,
        404,
        409,
        503,
      ),
    }),
    requireRole('STUDENT'),
    validate('param', OrderNoParam),
    validate('json', ConfirmRequest),
    async (c) => {
      const order = await pay.confirmOrder(
        c.var.deps,
        c.var.user,
        c.req.valid('param').orderNo,
        c.req.valid('json'),
      );
      return ok(c, order, order.status === 'WAITING_DEPOSIT' ? m.waitingDeposit : m.paid);
    },
  )
  .post(
    '/orders/:orderNo/cancel',
    describeRoute({
      tags: ['commerce'],
      summary: 'Cancel an unpaid order (window closed or declined); the coupon use is released',
      responses: json(OrderResponse, 'the cancelled order', 401, 403, 404, 409),
    }),
    requireRole('STUDENT'),
    validate('param', OrderNoParam),
    async (c) =>
      ok(c, await h.cancelOrder(c.var.deps, c.var.user, c.req.valid('param').orderNo), m.cancelled),
  )
  .post(
    '/orders/:orderNo/test-deposit',
    describeRoute({
      tags: ['commerce'],
      summary:
        'Local mode only (404 with PAYMENT_PROVIDER=toss): deposit into the waiting virtual account',
      description: 'Runs the same code as the gateway’s DEPOSIT_CALLBACK webhook.',
      responses: json(OrderResponse, 'the paid order', 401, 403, 404, 409),
    }),
    requireRole('STUDENT'),
    validate('param', OrderNoParam),
    async (c) =>
      ok(c, await pay.testDeposit(c.var.deps, c.var.user, c.req.valid('param').orderNo), m.paid),
  )
  .post(
    '/payments/toss/webhook',
    describeRoute({
      tags: ['commerce'],
      summary: 'The gateway’s webhook (public): DEPOSIT_CALLBACK and PAYMENT_STATUS_CHANGED',
      description:
        'The payment is fetched from the gateway and what it says is applied; a deposit callback must carry the payment’s secret (401 otherwise); an unknown payment 400. Each delivery is recorded once: a replay changes nothing.',
      responses: json(WebhookResponse, 'handled (false: a replay)', 400, 401),
    }),
    validate('json', PaymentWebhook),
    async (c) =>
      ok(
        c,
        await pay.handleWebhook(
          c.var.deps,
          c.req.valid('json'),
          c.req.header('tosspayments-webhook-transmission-id'),
        ),
        m.webhook,
      ),
  )
  .get(
    '/admin/deposit-orders',
    describeRoute({
      tags: ['commerce'],
      summary: 'Bank deposit orders waiting for staff (a teacher: orders of only their lectures)',
      responses: json(DepositOrdersResponse, 'oldest first', 401, 403),
    }),
    requireStaff(),
    async (c) => ok(c, await h.depositOrders(c.var.deps, c.var.user), m.depositOrders),
  )
  .post(
    '/admin/orders/:id{[0-9]+}/confirm-deposit',
    describeRoute({
      tags: ['commerce'],
      summary: 'Confirm a bank deposit: paid and enrolled (ADMIN, or the teacher of every line)',
      responses: json(OrderResponse, 'the paid order', 401, 403, 404, 409),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) => {
      const order = await h.confirmDeposit(c.var.deps, c.var.user, c.req.valid('param').id);
      noteAudit(c, { targetType: 'order', targetId: order.orderNo });
      return ok(c, order, m.depositConfirmed);
    },
  )
  .post(
    '/admin/orders/:id{[0-9]+}/cancel',
    describeRoute({
      tags: ['commerce'],
      summary: 'Cancel a bank deposit order still waiting (ADMIN, or the teacher of every line)',
      responses: json(OrderResponse, 'the cancelled order', 401, 403, 404, 409),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) => {
      const order = await h.cancelDeposit(c.var.deps, c.var.user, c.req.valid('param').id);
      noteAudit(c, { targetType: 'order', targetId: order.orderNo });
      return ok(c, order, m.cancelled);
    },
  );
