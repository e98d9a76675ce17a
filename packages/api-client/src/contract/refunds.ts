// Refunds of order lines by the 학원법's rule (docs/product/refunds.md): the student's quote and
// request, the staff queue (oldest due first) and decisions. The quote's basis says how the
// amount came out, for the student's dialog and the staff queue alike.
import * as v from 'valibot';
import * as refundStrings from '@academy/strings/refunds';
import { optionalPaging, requiredText, strictMessage } from './common.ts';
import { ORDER_LINE_KINDS, PAYMENT_METHODS, REFUND_STATUSES } from './commerce-states.ts';
import { envelope } from './envelope.ts';
import { IsoDateTime } from './timestamps.ts';

const m = refundStrings.validation;

/** Where the line stands under the rule (the term steps, or a textbook's return). */
export const TERM_STEPS = [
  'BEFORE_START',
  'BEFORE_THIRD',
  'BEFORE_HALF',
  'AFTER_HALF',
  'ENDED',
  'NO_TERM',
  'NOT_SHIPPED',
  'RETURN_WINDOW',
  'RETURN_PASSED',
] as const;
export type TermStep = (typeof TERM_STEPS)[number];

export const RefundBasis = v.object({
  kind: v.picklist(ORDER_LINE_KINDS),
  step: v.picklist(TERM_STEPS),
  /** the enrolment's term in days (null: no limit, or a textbook) */
  termDays: v.nullable(v.number()),
  /** a term longer than a month: the month under way (1-based) and how many */
  month: v.nullable(v.number()),
  months: v.nullable(v.number()),
  /** share of the term (or its month under way) passed, whole percent */
  elapsedPercent: v.nullable(v.number()),
  /** share of the lecture actually studied, whole percent (null: a textbook) */
  studiedPercent: v.nullable(v.number()),
  /** the two candidates, before the cap of what is left to refund */
  byTerm: v.number(),
  byStudy: v.number(),
  chosen: v.picklist(['TERM', 'STUDY']),
  lineAmount: v.number(),
  refunded: v.number(),
  shippedAt: v.nullable(IsoDateTime),
  returnUntil: v.nullable(IsoDateTime),
});
export type RefundBasis = v.InferOutput<typeof RefundBasis>;

export const RefundStatusSchema = v.picklist(REFUND_STATUSES);

export const Refund = v.object({
  refundId: v.number(),
  orderLineId: v.number(),
  status: RefundStatusSchema,
  reason: v.string(),
  quotedAmount: v.number(),
  quoteBasis: RefundBasis,
  approvedAmount: v.nullable(v.number()),
  staffReason: v.nullable(v.string()),
  dueAt: IsoDateTime,
  createdAt: IsoDateTime,
  decidedAt: v.nullable(IsoDateTime),
  completedAt: v.nullable(IsoDateTime),
});
export type Refund = v.InferOutput<typeof Refund>;
export const RefundResponse = envelope(Refund);

export const RefundQuote = v.object({
  orderLineId: v.number(),
  /** what the rule gives now */
  amount: v.number(),
  /** the line's amount less what was refunded of it */
  refundable: v.number(),
  basis: RefundBasis,
  /** the line's refund under way, if any (then no new request) */
  openRefund: v.nullable(Refund),
});
export type RefundQuote = v.InferOutput<typeof RefundQuote>;
export const RefundQuoteResponse = envelope(RefundQuote);

/** Where a 가상계좌 payment's refund goes: the gateway cannot send it back to the 가상계좌. */
export const RefundAccount = v.strictObject(
  {
    bank: v.picklist(
      Object.keys(refundStrings.refundBanks) as [string, ...string[]],
      m.bankRequired,
    ),
    accountNumber: v.pipe(
      v.string(m.accountNumberInvalid),
      v.transform((text) => text.replace(/[\s-]/g, '')),
      v.regex(/^\d{10,16}$/, m.accountNumberInvalid),
    ),
    holderName: requiredText(30, m.holderRequired),
  },
  strictMessage,
);
export type RefundAccount = v.InferOutput<typeof RefundAccount>;

export const RefundRequestCreate = v.strictObject(
  {
    reason: requiredText(500, m.reasonRequired),
    /** required for a 가상계좌 order (400 otherwise), refused for none */
    refundAccount: v.optional(RefundAccount),
  },
  strictMessage,
);
export type RefundRequestCreate = v.InferInput<typeof RefundRequestCreate>;

/** OPEN: requested, approved or failed (what staff still have to finish). */
export const REFUND_QUEUE_FILTERS = ['OPEN', ...REFUND_STATUSES] as const;
export type RefundQueueFilter = (typeof REFUND_QUEUE_FILTERS)[number];

export const RefundQueueQuery = v.object({
  status: v.optional(v.picklist(REFUND_QUEUE_FILTERS, m.statusInvalid), 'OPEN'),
  ...optionalPaging,
});
export type RefundQueueQuery = v.InferInput<typeof RefundQueueQuery>;

export const QueuedRefund = v.object({
  ...Refund.entries,
  orderNo: v.string(),
  method: v.picklist(PAYMENT_METHODS),
  lineKind: v.picklist(ORDER_LINE_KINDS),
  lineTitle: v.string(),
  lineAmount: v.number(),
  refundable: v.number(),
  student: v.object({ id: v.number(), name: v.string(), userId: v.string() }),
  /** days until dueAt by Korea's calendar: 0 today, negative when past */
  dueInDays: v.number(),
  lastError: v.nullable(v.string()),
  /** 무통장 입금: staff transfer the money themselves and mark it */
  needsTransfer: v.boolean(),
});
export type QueuedRefund = v.InferOutput<typeof QueuedRefund>;

export const RefundQueue = v.object({ refunds: v.array(QueuedRefund), total: v.number() });
export type RefundQueue = v.InferOutput<typeof RefundQueue>;
export const RefundQueueResponse = envelope(RefundQueue);

const Amount = v.pipe(
  v.number(m.amountInvalid),
  v.integer(m.amountInvalid),
  v.minValue(0, m.amountInvalid),
  v.maxValue(100_000_000, m.amountInvalid),
);
const StaffReason = v.optional(
  v.pipe(v.string(m.staffReasonRequired), v.trim(), v.maxLength(500, m.staffReasonRequired)),
);

/**
 * Approve (or retry a failed one): absent amount is the quote; another amount needs a reason.
 * `transferred`: a 무통장 입금 order's refund was sent by staff (there is no gateway cancel).
 */
export const RefundApproveRequest = v.strictObject(
  { amount: v.optional(Amount), reason: StaffReason, transferred: v.optional(v.boolean()) },
  strictMessage,
);
export type RefundApproveRequest = v.InferInput<typeof RefundApproveRequest>;

export const RefundRejectRequest = v.strictObject(
  { reason: requiredText(500, m.staffReasonRequired) },
  strictMessage,
);
export type RefundRejectRequest = v.InferInput<typeof RefundRejectRequest>;
