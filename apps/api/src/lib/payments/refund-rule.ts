// The lawful refund of one order line (docs/product/refunds.md, docs/decisions/058-refund-rule.md).
// Pure: the caller reads the enrolment's term and the studied share from the learning record.
// A course line has two candidates, the term rule (the steps by elapsed time, month by month for a
// term longer than a month) and the study rule (the price less the share actually studied); the
// quote is the larger, so it meets the law under either reading. A textbook line is returned whole
// when it was not shipped, or within TEXTBOOK_RETURN_DAYS of shipping when staff find it unopened.
import { TEXTBOOK_RETURN_DAYS } from '@academy/api-client/contract/commerce-states';
import type { RefundBasis, TermStep } from '@academy/api-client/contract/refunds';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A month of the term, in days: longer terms are cut into such months (the last may be shorter). */
export const TERM_MONTH_DAYS = 30;

/** What is still returnable of `amount` at the step (the thirds rule of a month or less). */
function stepShare(elapsed: number): { step: TermStep; share: number } {
  if (elapsed <= 0) return { step: 'BEFORE_START', share: 1 };
  if (elapsed < 1 / 3) return { step: 'BEFORE_THIRD', share: 2 / 3 };
  if (elapsed < 1 / 2) return { step: 'BEFORE_HALF', share: 1 / 2 };
  return { step: 'AFTER_HALF', share: 0 };
}

export type CourseQuoteInput = {
  /** what was paid for the line (its amount after the coupon) */
  amount: number;
  /** already refunded of this line */
  refunded: number;
  startsAt: Date;
  /** null: no limit (the lecture has no period) */
  endsAt: Date | null;
  now: Date;
  /** 0-1: the share of the lecture actually studied (refunds.queries.ts: studiedShare) */
  studiedShare: number;
};

/** The term rule alone: the candidate by elapsed time, and where in the term `now` stands. */
export function byTerm(input: Pick<CourseQuoteInput, 'amount' | 'startsAt' | 'endsAt' | 'now'>) {
  const { amount, startsAt, endsAt, now } = input;
  const elapsedMs = now.getTime() - startsAt.getTime();
  if (elapsedMs <= 0) {
    return {
      step: 'BEFORE_START' as TermStep,
      amount,
      termDays: endsAt ? Math.round((endsAt.getTime() - startsAt.getTime()) / DAY_MS) : null,
      month: null,
      months: null,
      elapsedShare: 0,
    };
  }
  if (!endsAt) {
    // No term: the steps have nothing to measure against; only the study rule applies.
    return {
      step: 'NO_TERM' as TermStep,
      amount: 0,
      termDays: null,
      month: null,
      months: null,
      elapsedShare: null,
    };
  }
  const termMs = endsAt.getTime() - startsAt.getTime();
  const termDays = Math.round(termMs / DAY_MS);
  if (elapsedMs >= termMs) {
    return {
      step: 'ENDED' as TermStep,
      amount: 0,
      termDays,
      month: null,
      months: null,
      elapsedShare: 1,
    };
  }
  const monthMs = TERM_MONTH_DAYS * DAY_MS;
  if (termMs <= monthMs) {
    const elapsedShare = elapsedMs / termMs;
    const { step, share } = stepShare(elapsedShare);
    return {
      step,
      amount: Math.floor(amount * share),
      termDays,
      month: null,
      months: null,
      elapsedShare,
    };
  }
  // Longer terms, month by month: the month under way by the thirds rule on its own share of the
  // price, the months after it in full, the months before it nothing.
  const months = Math.ceil(termMs / monthMs);
  const index = Math.floor(elapsedMs / monthMs);
  const monthStart = index * monthMs;
  const monthLength = Math.min(monthMs, termMs - monthStart);
  const monthPrice = (amount * monthLength) / termMs;
  const laterPrice = (amount * (termMs - monthStart - monthLength)) / termMs;
  const elapsedShare = (elapsedMs - monthStart) / monthLength;
  const { step, share } = stepShare(elapsedShare);
  return {
    step,
    amount: Math.floor(monthPrice * share + laterPrice),
    termDays,
    month: index + 1,
    months,
    elapsedShare,
  };
}

/** The study rule alone: the price less the share studied (rounded so the student keeps the won). */
export function byStudy(amount: number, studiedShare: number) {
  const share = Math.min(1, Math.max(0, studiedShare));
  return Math.max(0, amount - Math.floor(amount * share));
}

export function quoteCourse(input: CourseQuoteInput): { amount: number; basis: RefundBasis } {
  const term = byTerm(input);
  const studied = Math.min(1, Math.max(0, input.studiedShare));
  // After the term nothing is owed; before it starts everything is.
  const study =
    term.step === 'ENDED'
      ? 0
      : term.step === 'BEFORE_START'
        ? input.amount
        : byStudy(input.amount, studied);
  const chosen = Math.max(term.amount, study);
  const refundable = Math.max(0, input.amount - input.refunded);
  return {
    amount: Math.min(chosen, refundable),
    basis: {
      kind: 'COURSE',
      step: term.step,
      termDays: term.termDays,
      month: term.month,
      months: term.months,
      elapsedPercent: term.elapsedShare === null ? null : Math.floor(term.elapsedShare * 100),
      studiedPercent: Math.floor(studied * 100),
      byTerm: term.amount,
      byStudy: study,
      chosen: term.amount >= study ? 'TERM' : 'STUDY',
      lineAmount: input.amount,
      refunded: input.refunded,
      shippedAt: null,
      returnUntil: null,
    },
  };
}

export type TextbookQuoteInput = {
  amount: number;
  refunded: number;
  shippedAt: Date | null;
  now: Date;
};

/**
 * A textbook: whole when not shipped; shipped, whole within the return days provided staff find it
 * unopened when it comes back (they adjust to 0 with a reason otherwise); after those days nothing.
 */
export function quoteTextbook(input: TextbookQuoteInput): { amount: number; basis: RefundBasis } {
  const refundable = Math.max(0, input.amount - input.refunded);
  const returnUntil = input.shippedAt
    ? new Date(input.shippedAt.getTime() + TEXTBOOK_RETURN_DAYS * DAY_MS)
    : null;
  const step: TermStep = !returnUntil
    ? 'NOT_SHIPPED'
    : input.now.getTime() < returnUntil.getTime()
      ? 'RETURN_WINDOW'
      : 'RETURN_PASSED';
  const amount = step === 'RETURN_PASSED' ? 0 : refundable;
  return {
    amount,
    basis: {
      kind: 'TEXTBOOK',
      step,
      termDays: null,
      month: null,
      months: null,
      elapsedPercent: null,
      studiedPercent: null,
      byTerm: amount,
      byStudy: amount,
      chosen: 'TERM',
      lineAmount: input.amount,
      refunded: input.refunded,
      shippedAt: input.shippedAt?.toISOString() ?? null,
      returnUntil: returnUntil?.toISOString() ?? null,
    },
  };
}

/**
 * The studied share from the record: the video lessons by unique time watched over their total
 * length, the other lessons (and videos of unknown length) by completion, the two parts weighted
 * by their number of lessons.
 */
export function studiedShare(lessons: StudiedLesson[]) {
  if (lessons.length === 0) return 0;
  let videoCount = 0;
  let totalMs = 0;
  let watchedMs = 0;
  let otherDone = 0;
  for (const lesson of lessons) {
    if (lesson.lengthMs !== null && lesson.lengthMs > 0) {
      videoCount += 1;
      totalMs += lesson.lengthMs;
      watchedMs += Math.min(lesson.watchedMs, lesson.lengthMs);
    } else if (lesson.completed) {
      otherDone += 1;
    }
  }
  const videoShare = totalMs === 0 ? 0 : watchedMs / totalMs;
  return (videoCount * videoShare + otherDone) / lessons.length;
}

/** A lesson as the studied share reads it: a video of known length, or any lesson by completion. */
export type StudiedLesson = { lengthMs: number | null; watchedMs: number; completed: boolean };
