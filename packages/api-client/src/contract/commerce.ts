// Buying (docs/product/commerce.md): the cart, the server's quote, orders and their payment
// through the gateway or 무통장 입금, the gateway's webhook, and the staff's deposit queue. Every
// amount is computed by the server; the client only names what it wants.
import * as v from 'valibot';
import * as commerce from '@academy/strings/commerce';
import { IdField, IsoDateTime, strictMessage } from './common.ts';
import {
  ORDER_LINE_KINDS,
  ORDER_LINE_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
} from './commerce-states.ts';
import { envelope } from './envelope.ts';

const m = commerce.validation;

/** Textbooks ship for this fee when their total is under FREE_SHIPPING_FROM (won). */
export const SHIPPING_FEE = 3_000;
export const FREE_SHIPPING_FROM = 50_000;
/** The most lines one cart or order holds. */
export const CART_MAX_ITEMS = 20;
/** Minutes an unpaid order (the payment window) is kept before it is cancelled. */
export const PENDING_ORDER_MINUTES = 30;
/** Days a 무통장 입금 order waits for its transfer before it is cancelled. */
export const BANK_DEPOSIT_DAYS = 3;

export const CartItemInput = v.strictObject(
  {
    lectureId: IdField(),
    kind: v.picklist(ORDER_LINE_KINDS, m.kindInvalid),
  },
  strictMessage,
);
export type CartItemInput = v.InferInput<typeof CartItemInput>;

const ItemList = v.pipe(
  v.array(CartItemInput, m.itemsRequired),
  v.maxLength(CART_MAX_ITEMS, m.itemsTooMany(CART_MAX_ITEMS)),
  v.check(
    (items) => new Set(items.map((item) => `${item.lectureId}:${item.kind}`)).size === items.length,
    m.itemDuplicate,
  ),
);

/** PUT /api/me/cart: the whole cart (an empty list empties it). */
/**
 * PUT /api/me/cart (the cart as it is to be) and POST /api/me/cart/merge (the visitor's browser
 * cart, added to the account's): the same list of items.
 */
export const CartPutRequest = v.strictObject({ items: ItemList }, strictMessage);
export type CartPutRequest = v.InferInput<typeof CartPutRequest>;

export const CartLine = v.object({
  lectureId: v.number(),
  kind: v.picklist(ORDER_LINE_KINDS),
  /** the lecture's title, or its textbook's name */
  title: v.string(),
  lectureTitle: v.string(),
  price: v.number(),
});
export type CartLine = v.InferOutput<typeof CartLine>;
export const Cart = v.object({ items: v.array(CartLine) });
export type Cart = v.InferOutput<typeof Cart>;
export const CartResponse = envelope(Cart);

const CouponCode = v.optional(
  v.pipe(v.string(m.couponInvalid), v.trim(), v.maxLength(40, m.couponInvalid)),
);
const NonEmptyItems = v.pipe(ItemList, v.minLength(1, m.itemsRequired));

export const QuoteRequest = v.strictObject(
  { items: NonEmptyItems, couponCode: CouponCode },
  strictMessage,
);
export type QuoteRequest = v.InferInput<typeof QuoteRequest>;

export const QuoteLine = v.object({
  lectureId: v.number(),
  kind: v.picklist(ORDER_LINE_KINDS),
  title: v.string(),
  price: v.number(),
  /** this line's share of the coupon's discount */
  discount: v.number(),
  amount: v.number(),
});
export type QuoteLine = v.InferOutput<typeof QuoteLine>;

export const AppliedCoupon = v.object({
  code: v.string(),
  name: v.string(),
  kind: v.picklist(['FIXED', 'PERCENT']),
  value: v.number(),
});
export type AppliedCoupon = v.InferOutput<typeof AppliedCoupon>;

export const Quote = v.object({
  lines: v.array(QuoteLine),
  subtotal: v.number(),
  discount: v.number(),
  shippingFee: v.number(),
  total: v.number(),
  coupon: v.nullable(AppliedCoupon),
});
export type Quote = v.InferOutput<typeof Quote>;
export const QuoteResponse = envelope(Quote);

const text = (max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));

export const ShippingAddress = v.strictObject(
  {
    recipient: text(50, m.recipientRequired),
    phone: v.pipe(
      v.string(m.phoneInvalid),
      v.trim(),
      v.regex(/^0\d{1,2}-?\d{3,4}-?\d{4}$/, m.phoneInvalid),
    ),
    postcode: v.pipe(v.string(m.postcodeInvalid), v.trim(), v.regex(/^\d{5}$/, m.postcodeInvalid)),
    address1: text(200, m.address1Required),
    address2: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, m.address1Required))),
  },
  strictMessage,
);
export type ShippingAddress = v.InferInput<typeof ShippingAddress>;

export const OrderCreateRequest = v.strictObject(
  {
    items: NonEmptyItems,
    couponCode: CouponCode,
    method: v.picklist(PAYMENT_METHODS, m.methodInvalid),
    /** required when a TEXTBOOK is ordered */
    shipping: v.optional(ShippingAddress),
    /** required for BANK_DEPOSIT */
    depositorName: v.optional(v.pipe(v.string(m.depositorRequired), v.trim(), v.maxLength(50))),
  },
  strictMessage,
);
export type OrderCreateRequest = v.InferInput<typeof OrderCreateRequest>;

export const ConfirmRequest = v.strictObject(
  {
    paymentKey: v.pipe(
      v.string(m.paymentKeyRequired),
      v.trim(),
      v.nonEmpty(m.paymentKeyRequired),
      v.maxLength(200, m.paymentKeyRequired),
    ),
    amount: v.pipe(
      v.number(m.amountInvalid),
      v.integer(m.amountInvalid),
      v.minValue(0, m.amountInvalid),
    ),
  },
  strictMessage,
);
export type ConfirmRequest = v.InferInput<typeof ConfirmRequest>;

export const OrderLine = v.object({
  lectureId: v.number(),
  kind: v.picklist(ORDER_LINE_KINDS),
  title: v.string(),
  price: v.number(),
  discount: v.number(),
  amount: v.number(),
  status: v.picklist(ORDER_LINE_STATUSES),
  periodDays: v.nullable(v.number()),
});

export const VirtualAccount = v.object({
  bankCode: v.string(),
  accountNumber: v.string(),
  customerName: v.string(),
  dueDate: v.string(),
});

/** The academy's account a 무통장 입금 is sent to (academy settings). */
export const DepositAccount = v.object({
  bank: v.string(),
  accountNumber: v.string(),
  holder: v.string(),
});

export const OrderDetail = v.object({
  orderNo: v.string(),
  status: v.picklist(ORDER_STATUSES),
  method: v.picklist(PAYMENT_METHODS),
  orderName: v.string(),
  subtotal: v.number(),
  discount: v.number(),
  shippingFee: v.number(),
  total: v.number(),
  coupon: v.nullable(AppliedCoupon),
  lines: v.array(OrderLine),
  shipping: v.nullable(
    v.object({
      recipient: v.string(),
      phone: v.string(),
      postcode: v.string(),
      address1: v.string(),
      address2: v.nullable(v.string()),
    }),
  ),
  depositorName: v.nullable(v.string()),
  expiresAt: v.nullable(IsoDateTime),
  paidAt: v.nullable(IsoDateTime),
  createdAt: IsoDateTime,
  /** a 가상계좌 issued for this order, waiting for (or having had) its deposit */
  virtualAccount: v.nullable(VirtualAccount),
  /** 무통장 입금: where to send the money (null when the academy has not set it) */
  depositAccount: v.nullable(DepositAccount),
  /** what the browser opens the payment window with */
  gateway: v.object({
    provider: v.picklist(PAYMENT_PROVIDERS),
    clientKey: v.nullable(v.string()),
    customerKey: v.string(),
  }),
});
export type OrderDetail = v.InferOutput<typeof OrderDetail>;
export const OrderResponse = envelope(OrderDetail);

/** The staff's queue of 무통장 입금 orders waiting for their transfer. */
export const DepositOrder = v.object({
  id: v.number(),
  orderNo: v.string(),
  orderName: v.string(),
  total: v.number(),
  depositorName: v.nullable(v.string()),
  createdAt: IsoDateTime,
  expiresAt: v.nullable(IsoDateTime),
  student: v.object({ id: v.number(), name: v.string(), userId: v.string() }),
});
export type DepositOrder = v.InferOutput<typeof DepositOrder>;
export const DepositOrdersResponse = envelope(v.array(DepositOrder));

/** The gateway's webhook as it arrives: read loosely, checked against the gateway itself. */
export const PaymentWebhook = v.looseObject({
  eventType: v.optional(v.string()),
  createdAt: v.optional(v.string()),
  // DEPOSIT_CALLBACK
  secret: v.optional(v.string()),
  orderId: v.optional(v.string()),
  status: v.optional(v.string()),
  transactionKey: v.optional(v.string()),
  // PAYMENT_STATUS_CHANGED
  data: v.optional(
    v.looseObject({ paymentKey: v.optional(v.string()), orderId: v.optional(v.string()) }),
  ),
});
export type PaymentWebhook = v.InferOutput<typeof PaymentWebhook>;
export const WebhookResponse = envelope(v.object({ handled: v.boolean() }));
