// Orders and shipping as staff see them (docs/product/coupons-and-orders.md: Orders and shipping
// (staff)): the filtered, paged list (and its CSV), one order whole, the textbooks waiting to be
// shipped and marking one shipped. A teacher sees only the orders holding their lectures' lines,
// and of those only their lines and their sums.
import * as v from 'valibot';
import * as orderStrings from '@academy/strings/admin-orders';
import { ExportReason } from './access-log.ts';
import { IdString, IsoDateTime, pageQuery, strictMessage } from './common.ts';
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
} from './commerce-states.ts';
import { envelope } from './envelope.ts';

const e = orderStrings.errors;

export const ADMIN_ORDER_LIMITS = {
  search: 100,
  carrier: 30,
  trackingNo: 40,
  /** the admin's list shows this many orders a page */
  pageSize: 20,
} as const;
const L = ADMIN_ORDER_LIMITS;

const Day = v.pipe(
  v.string(e.dayInvalid),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, e.dayInvalid),
  v.check((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, e.dayInvalid),
);

/** The list's filters (the CSV takes the same ones). */
const orderFilters = {
  status: v.optional(v.picklist(ORDER_STATUSES, e.statusInvalid)),
  method: v.optional(v.picklist(PAYMENT_METHODS, e.methodInvalid)),
  lectureId: v.optional(v.pipe(v.string(e.lectureInvalid), IdString)),
  /** ordered on or after this Seoul day */
  from: v.optional(Day),
  /** ordered on or before this Seoul day */
  to: v.optional(Day),
  /** an order number, or the start of a student's name or email */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(L.search, e.searchTooLong(L.search))), ''),
};

/** GET /api/admin/orders?status=&method=&lectureId=&from=&to=&q=&page=&size=&format=&reason= */
export const AdminOrderQuery = v.pipe(
  v.object({
    ...pageQuery(L.pageSize).entries,
    ...orderFilters,
    format: v.optional(v.picklist(['json', 'csv'])),
    /** why the CSV is exported: required with format=csv (docs/product/security.md) */
    reason: v.optional(ExportReason),
  }),
  v.forward(
    v.check((query) => !query.from || !query.to || query.from <= query.to, e.rangeInvalid),
    ['to'],
  ),
);
export type AdminOrderQuery = v.InferInput<typeof AdminOrderQuery>;

const Student = v.object({
  id: v.number(),
  name: v.string(),
  /** masked in lists and the detail (`ab***@domain.com`); whole in the CSV */
  email: v.string(),
});

export const AdminOrderLine = v.object({
  id: v.number(),
  lectureId: v.number(),
  kind: v.picklist(ORDER_LINE_KINDS),
  title: v.string(),
  price: v.number(),
  discount: v.number(),
  amount: v.number(),
  refundedAmount: v.number(),
  status: v.picklist(ORDER_LINE_STATUSES),
  shippedAt: v.nullable(IsoDateTime),
  carrier: v.nullable(v.string()),
  trackingNo: v.nullable(v.string()),
});
export type AdminOrderLine = v.InferOutput<typeof AdminOrderLine>;

/**
 * An order as the list shows it. For a teacher, `lines` are their lectures' lines only and the
 * amounts are those lines' sums (no shipping fee: it is the academy's).
 */
export const AdminOrderSummary = v.object({
  id: v.number(),
  orderNo: v.string(),
  status: v.picklist(ORDER_STATUSES),
  method: v.picklist(PAYMENT_METHODS),
  orderName: v.string(),
  student: Student,
  lines: v.array(AdminOrderLine),
  subtotal: v.number(),
  discount: v.number(),
  shippingFee: v.number(),
  total: v.number(),
  refundedAmount: v.number(),
  couponCode: v.nullable(v.string()),
  createdAt: IsoDateTime,
  paidAt: v.nullable(IsoDateTime),
});
export type AdminOrderSummary = v.InferOutput<typeof AdminOrderSummary>;
export const AdminOrderPage = v.object({ items: v.array(AdminOrderSummary), total: v.number() });
export type AdminOrderPage = v.InferOutput<typeof AdminOrderPage>;
export const AdminOrderPageResponse = envelope(AdminOrderPage);

export const AdminOrder = v.object({
  ...AdminOrderSummary.entries,
  coupon: v.nullable(
    v.object({
      code: v.string(),
      name: v.string(),
      kind: v.picklist(COUPON_KINDS),
      value: v.number(),
    }),
  ),
  depositorName: v.nullable(v.string()),
  /** the textbook's delivery; the phone masked (null without a textbook line) */
  shipping: v.nullable(
    v.object({
      recipient: v.nullable(v.string()),
      phone: v.nullable(v.string()),
      postcode: v.nullable(v.string()),
      address1: v.nullable(v.string()),
      address2: v.nullable(v.string()),
    }),
  ),
  /** the gateway's payments (an admin only; a teacher gets none) */
  payments: v.array(
    v.object({
      id: v.number(),
      provider: v.picklist(PAYMENT_PROVIDERS),
      method: v.picklist(PAYMENT_METHODS),
      status: v.picklist(GATEWAY_PAYMENT_STATUSES),
      amount: v.number(),
      balanceAmount: v.number(),
      approvedAt: v.nullable(IsoDateTime),
    }),
  ),
  refunds: v.array(
    v.object({
      id: v.number(),
      orderLineId: v.number(),
      status: v.picklist(REFUND_STATUSES),
      reason: v.string(),
      quotedAmount: v.number(),
      approvedAmount: v.nullable(v.number()),
      dueAt: IsoDateTime,
      completedAt: v.nullable(IsoDateTime),
      createdAt: IsoDateTime,
    }),
  ),
  /** the order's live 현금영수증 (an admin only) */
  cashReceipt: v.nullable(
    v.object({
      kind: v.picklist(CASH_RECEIPT_KINDS),
      status: v.picklist(CASH_RECEIPT_STATUSES),
      amount: v.number(),
      issuedAt: v.nullable(IsoDateTime),
    }),
  ),
});
export type AdminOrder = v.InferOutput<typeof AdminOrder>;
export const AdminOrderResponse = envelope(AdminOrder);

/** GET /api/admin/shipments?page=&size= */
export const ShipmentQuery = pageQuery(50);
export type ShipmentQuery = v.InferInput<typeof ShipmentQuery>;

/** A paid textbook line waiting to be shipped, with where it goes. */
export const Shipment = v.object({
  lineId: v.number(),
  orderId: v.number(),
  orderNo: v.string(),
  lectureId: v.number(),
  title: v.string(),
  paidAt: v.nullable(IsoDateTime),
  student: Student,
  recipient: v.nullable(v.string()),
  /** masked */
  phone: v.nullable(v.string()),
  postcode: v.nullable(v.string()),
  address1: v.nullable(v.string()),
  address2: v.nullable(v.string()),
});
export type Shipment = v.InferOutput<typeof Shipment>;
export const ShipmentPage = v.object({ items: v.array(Shipment), total: v.number() });
export type ShipmentPage = v.InferOutput<typeof ShipmentPage>;
export const ShipmentPageResponse = envelope(ShipmentPage);

/** POST /api/admin/order-lines/{id}/ship */
export const ShipRequest = v.strictObject(
  {
    carrier: v.pipe(
      v.string(e.carrierRequired),
      v.trim(),
      v.nonEmpty(e.carrierRequired),
      v.maxLength(L.carrier, e.carrierTooLong(L.carrier)),
    ),
    trackingNo: v.pipe(
      v.string(e.trackingRequired),
      v.trim(),
      v.nonEmpty(e.trackingRequired),
      v.regex(new RegExp(`^[A-Za-z0-9-]{1,${L.trackingNo}}$`), e.trackingInvalid(L.trackingNo)),
    ),
  },
  strictMessage,
);
export type ShipRequest = v.InferInput<typeof ShipRequest>;
export const ShippedLineResponse = envelope(AdminOrderLine);
