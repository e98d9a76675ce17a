// Buying (docs/product/commerce.md, docs/decisions/057-commerce.md): a cart per user, orders with
// their lines (a lecture's enrolment or its textbook), the gateway's payments, coupons and their
// use, refunds by the 학원법's rule, 현금영수증 and the gateway's webhook deliveries. Every amount here
// is computed by the server; order, payment, enrolment and coupon use change in one transaction.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  CASH_RECEIPT_KINDS,
  CASH_RECEIPT_STATUSES,
  COUPON_KINDS,
  GATEWAY_PAYMENT_STATUSES,
  ORDER_LINE_KINDS,
  ORDER_LINE_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  REFUND_STATUSES,
} from '@academy/api-client/contract/commerce-states';
import { enrolments } from './learning.ts';
import { lectures } from './lectures.ts';
import { timestamps, users } from './users.ts';

/** What a signed-in user put in the cart (a visitor's cart lives in the browser until login). */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10, enum: ORDER_LINE_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lectureId, table.kind] }),
    check('cart_items_kind_check', sql`${table.kind} in ('COURSE', 'TEXTBOOK')`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** what the student types, stored upper-case */
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 10, enum: COUPON_KINDS }).notNull(),
    /** won for FIXED, percent (1-100) for PERCENT */
    value: integer('value').notNull(),
    /** the order's subtotal (of the lines it applies to) must reach this */
    minAmount: integer('min_amount').notNull().default(0),
    /** a PERCENT coupon's cap in won (null: none) */
    maxDiscount: integer('max_discount'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** null: no total limit */
    totalLimit: integer('total_limit'),
    /** uses held by unpaid or paid orders; a use is released when its order is cancelled */
    usedCount: integer('used_count').notNull().default(0),
    /** false: disabled by staff */
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('coupons_code_unique').on(table.code),
    check('coupons_kind_check', sql`${table.kind} in ('FIXED', 'PERCENT')`),
    check(
      'coupons_value_range',
      sql`${table.value} > 0 and (${table.kind} <> 'PERCENT' or ${table.value} <= 100)`,
    ),
    check(
      'coupons_limits_positive',
      sql`${table.perUserLimit} >= 1 and coalesce(${table.totalLimit}, 1) >= 1`,
    ),
    // the total limit holds under concurrency: a use is counted by a guarded update
    check(
      'coupons_used_within_limit',
      sql`${table.usedCount} >= 0 and (${table.totalLimit} is null or ${table.usedCount} <= ${table.totalLimit})`,
    ),
    check('coupons_window', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/** The lectures a coupon applies to; none: every lecture. */
export const couponLectures = pgTable(
  'coupon_lectures',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.couponId, table.lectureId] })],
);

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** the gateway's orderId: unguessable, 6-64 of [A-Za-z0-9_-] */
    orderNo: varchar('order_no', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 20, enum: ORDER_STATUSES }).notNull().default('PENDING'),
    method: varchar('method', { length: 20, enum: PAYMENT_METHODS }).notNull(),
    /** the gateway's orderName: the first line's title and how many more */
    orderName: varchar('order_name', { length: 100 }).notNull(),
    /** the lines' prices before the coupon */
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    shippingFee: integer('shipping_fee').notNull().default(0),
    /** what the student pays: subtotal - discount + shippingFee (a check keeps it so) */
    total: integer('total').notNull(),
    /** refunded so far, all lines */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** the coupon as it was applied (code, name, kind, value), kept whatever staff change later */
    couponSnapshot: jsonb('coupon_snapshot').$type<{
      code: string;
      name: string;
      kind: 'FIXED' | 'PERCENT';
      value: number;
    }>(),
    /** the textbook's delivery (only when a TEXTBOOK line is in the order) */
    shipRecipient: varchar('ship_recipient', { length: 50 }),
    shipPhone: varchar('ship_phone', { length: 20 }),
    shipPostcode: varchar('ship_postcode', { length: 10 }),
    shipAddress1: varchar('ship_address1', { length: 200 }),
    shipAddress2: varchar('ship_address2', { length: 200 }),
    /** 무통장 입금: the name the transfer is sent under */
    depositorName: varchar('depositor_name', { length: 50 }),
    /** when the payment window or the deposit runs out (an unpaid order is cancelled then) */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** staff who confirmed a 무통장 입금 */
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('orders_order_no_unique').on(table.orderNo),
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_status_created_idx').on(table.status, table.createdAt, table.id),
    // the staff list without a status filter: newest first, a stable order
    index('orders_created_idx').on(table.createdAt, table.id),
    check(
      'orders_status_check',
      sql`${table.status} in ('PENDING', 'WAITING_DEPOSIT', 'PAID', 'CANCELLED', 'PARTIALLY_REFUNDED', 'REFUNDED')`,
    ),
    check(
      'orders_method_check',
      sql`${table.method} in ('CARD', 'TRANSFER', 'VIRTUAL_ACCOUNT', 'BANK_DEPOSIT')`,
    ),
    check(
      'orders_amounts',
      sql`${table.subtotal} >= 0 and ${table.discount} >= 0 and ${table.discount} <= ${table.subtotal} and ${table.shippingFee} >= 0 and ${table.total} = ${table.subtotal} - ${table.discount} + ${table.shippingFee}`,
    ),
    check(
      'orders_refunded_within_total',
      sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.total}`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'restrict' }),
    /** the lecture's teacher when ordered: a teacher sees their own lectures' sales */
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 10, enum: ORDER_LINE_KINDS }).notNull(),
    /** the lecture's title (or textbook name) when ordered */
    title: varchar('title', { length: 200 }).notNull(),
    /** the price when ordered */
    price: integer('price').notNull(),
    /** this line's share of the order's discount */
    discount: integer('discount').notNull().default(0),
    /** what was paid for this line: price - discount */
    amount: integer('amount').notNull(),
    /** the lecture's period (days, 0: no limit) when ordered: the enrolment's and the refund's term */
    periodDays: integer('period_days'),
    status: varchar('status', { length: 10, enum: ORDER_LINE_STATUSES })
      .notNull()
      .default('PENDING'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** the enrolment a paid COURSE line made */
    enrolmentId: integer('enrolment_id').references(() => enrolments.id, { onDelete: 'set null' }),
    /** a TEXTBOOK line's shipping, marked by staff */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    carrier: varchar('carrier', { length: 30 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    shippedBy: integer('shipped_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    unique('order_lines_one_per_kind').on(table.orderId, table.lectureId, table.kind),
    index('order_lines_lecture_idx').on(table.lectureId, table.status),
    // a teacher's orders: counted from this index alone (admin-orders.queries.ts orderCount)
    index('order_lines_teacher_idx').on(table.teacherId, table.orderId),
    // the shipping queue: paid textbooks not yet shipped, oldest first
    index('order_lines_to_ship_idx')
      .on(table.createdAt, table.id)
      .where(
        sql`${table.kind} = 'TEXTBOOK' and ${table.status} = 'PAID' and ${table.shippedAt} is null`,
      ),
    check('order_lines_kind_check', sql`${table.kind} in ('COURSE', 'TEXTBOOK')`),
    check(
      'order_lines_status_check',
      sql`${table.status} in ('PENDING', 'PAID', 'CANCELLED', 'REFUNDED')`,
    ),
    check(
      'order_lines_amounts',
      sql`${table.price} >= 0 and ${table.discount} >= 0 and ${table.amount} = ${table.price} - ${table.discount} and ${table.amount} >= 0 and ${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.amount}`,
    ),
  ],
);

/** A payment at the gateway (or the local test checkout) for an order: at most one that succeeded. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: varchar('provider', { length: 10, enum: PAYMENT_PROVIDERS }).notNull(),
    /** the gateway's key for this payment */
    paymentKey: varchar('payment_key', { length: 200 }).notNull(),
    method: varchar('method', { length: 20, enum: PAYMENT_METHODS }).notNull(),
    status: varchar('status', { length: 20, enum: GATEWAY_PAYMENT_STATUSES }).notNull(),
    amount: integer('amount').notNull(),
    /** what the gateway still holds (amount less cancels) */
    balanceAmount: integer('balance_amount').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** a 가상계좌: bank, account number, holder and due date, as the gateway issued them */
    virtualAccount: jsonb('virtual_account').$type<{
      bankCode: string;
      accountNumber: string;
      customerName: string;
      dueDate: string;
    }>(),
    /** a 가상계좌's webhook secret: a deposit callback must carry it */
    webhookSecret: varchar('webhook_secret', { length: 100 }),
    /** the gateway's receipt page (card slip) */
    receiptUrl: text('receipt_url'),
    /** the gateway's last answer about this payment, for support */
    raw: jsonb('raw'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payments_payment_key_unique').on(table.provider, table.paymentKey),
    index('payments_order_idx').on(table.orderId),
  ],
);

/** Each webhook delivery handled, so a replayed one changes nothing (docs/decisions/057-commerce.md). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar('provider', { length: 10, enum: PAYMENT_PROVIDERS }).notNull(),
    /** the delivery's identity (the gateway's transmission id, or a hash of the event) */
    eventKey: varchar('event_key', { length: 200 }).notNull(),
    eventType: varchar('event_type', { length: 50 }).notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_events_key_unique').on(table.provider, table.eventKey)],
);

/** One coupon use per order; released (its count given back) when the order is cancelled unpaid. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    discount: integer('discount').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupon_redemptions_order_unique').on(table.orderId),
    index('coupon_redemptions_user_idx').on(table.couponId, table.userId),
  ],
);

/** A refund of one order line: quoted by the rule, decided by staff, paid through the gateway. */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 10, enum: REFUND_STATUSES }).notNull().default('REQUESTED'),
    /** the student's reason */
    reason: text('reason').notNull(),
    /** the amount the rule gave when the student asked, and how (shown to both sides) */
    quotedAmount: integer('quoted_amount').notNull(),
    quoteBasis: jsonb('quote_basis').$type<Record<string, unknown>>().notNull(),
    /** what staff approved (the quote, or adjusted with a reason) */
    approvedAmount: integer('approved_amount'),
    staffReason: text('staff_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** the law's five days, from the request */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** the gateway's cancel transaction */
    transactionKey: varchar('transaction_key', { length: 200 }),
    /** a 가상계좌 payment's refund account (bank code, number, holder), encrypted (field-encryption) */
    refundAccount: text('refund_account'),
    lastError: text('last_error'),
    ...timestamps,
  },
  (table) => [
    // one open refund per line
    uniqueIndex('refunds_one_open_per_line')
      .on(table.orderLineId)
      .where(sql`${table.status} in ('REQUESTED', 'APPROVED', 'FAILED')`),
    index('refunds_queue_idx').on(table.status, table.dueAt, table.id),
    index('refunds_user_idx').on(table.userId),
    check(
      'refunds_status_check',
      sql`${table.status} in ('REQUESTED', 'APPROVED', 'COMPLETED', 'REJECTED', 'FAILED')`,
    ),
    check(
      'refunds_amounts',
      sql`${table.quotedAmount} >= 0 and coalesce(${table.approvedAmount}, 0) >= 0`,
    ),
  ],
);

/** 현금영수증 for a cash payment (계좌이체, 가상계좌, 무통장 입금), issued through the gateway. */
export const cashReceipts = pgTable(
  'cash_receipts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 20, enum: CASH_RECEIPT_KINDS }).notNull(),
    /** the phone or business number, encrypted (lib/field-encryption.ts); shown masked */
    identityNumber: text('identity_number').notNull(),
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 10, enum: CASH_RECEIPT_STATUSES })
      .notNull()
      .default('REQUESTED'),
    receiptKey: varchar('receipt_key', { length: 200 }),
    issueNumber: varchar('issue_number', { length: 50 }),
    receiptUrl: text('receipt_url'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    lastError: text('last_error'),
    ...timestamps,
  },
  (table) => [
    // one live receipt per order
    uniqueIndex('cash_receipts_one_per_order')
      .on(table.orderId)
      .where(sql`${table.status} in ('REQUESTED', 'ISSUED')`),
    check('cash_receipts_kind_check', sql`${table.kind} in ('INCOME_DEDUCTION', 'EXPENSE_PROOF')`),
    check(
      'cash_receipts_status_check',
      sql`${table.status} in ('REQUESTED', 'ISSUED', 'FAILED', 'CANCELLED')`,
    ),
  ],
);

/**
 * PAYMENT_PROVIDER=local only (lib/payments/local.ts): the test gateway's own record of each
 * payment and 현금영수증, kept as the real gateway keeps them on its side, so a restart or a second
 * process still knows a payment when its refund comes. Nothing else reads it.
 */
export const localGatewayRecords = pgTable('local_gateway_records', {
  key: varchar('key', { length: 250 }).primaryKey(),
  record: jsonb('record').notNull(),
});
