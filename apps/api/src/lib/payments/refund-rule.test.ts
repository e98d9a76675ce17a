// The refund rule's steps and edges (docs/product/refunds.md, docs/decisions/058-refund-rule.md).
import { describe, expect, it } from 'vitest';
import { byStudy, byTerm, quoteCourse, quoteTextbook, studiedShare } from './refund-rule.ts';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-01T00:00:00Z');
const at = (days: number) => new Date(start.getTime() + days * DAY);
const course = (days: number, periodDays: number | null, studied = 0, amount = 90_000) =>
  quoteCourse({
    amount,
    refunded: 0,
    startsAt: start,
    endsAt: periodDays === null ? null : at(periodDays),
    now: at(days),
    studiedShare: studied,
  });

describe('the term rule, a month or less', () => {
  it('returns everything before the term starts', () => {
    expect(byTerm({ amount: 90_000, startsAt: start, endsAt: at(30), now: at(-1) })).toMatchObject({
      step: 'BEFORE_START',
      amount: 90_000,
    });
  });

  it('returns 2/3 before a third, 1/2 before half, nothing after', () => {
    const term = (days: number) =>
      byTerm({ amount: 90_000, startsAt: start, endsAt: at(30), now: at(days) });
    expect(term(9.99)).toMatchObject({ step: 'BEFORE_THIRD', amount: 60_000 });
    // exactly a third has passed: no longer "before a third"
    expect(term(10)).toMatchObject({ step: 'BEFORE_HALF', amount: 45_000 });
    expect(term(14.99)).toMatchObject({ step: 'BEFORE_HALF', amount: 45_000 });
    expect(term(15)).toMatchObject({ step: 'AFTER_HALF', amount: 0 });
    expect(term(30)).toMatchObject({ step: 'ENDED', amount: 0 });
  });

  it('has nothing to measure without a term', () => {
    expect(byTerm({ amount: 90_000, startsAt: start, endsAt: null, now: at(3) })).toMatchObject({
      step: 'NO_TERM',
      amount: 0,
    });
  });
});

describe('the term rule, longer terms month by month', () => {
  const term = (days: number) =>
    byTerm({ amount: 90_000, startsAt: start, endsAt: at(90), now: at(days) });

  it('refunds the month under way by its step and the later months in full', () => {
    // month 1 of 3, 5 days in (< 1/3): 2/3 of 30 000 + 60 000
    expect(term(5)).toMatchObject({ step: 'BEFORE_THIRD', month: 1, months: 3, amount: 80_000 });
    // month 2, 12 days in (< 1/2): 1/2 of 30 000 + 30 000
    expect(term(42)).toMatchObject({ step: 'BEFORE_HALF', month: 2, amount: 45_000 });
    // month 3, 20 days in: nothing of it, no month after
    expect(term(80)).toMatchObject({ step: 'AFTER_HALF', month: 3, amount: 0 });
  });

  it('weighs a shorter last month by its days', () => {
    // 45 days: a 30-day month worth 60 000 and a 15-day one worth 30 000
    const quote = byTerm({ amount: 90_000, startsAt: start, endsAt: at(45), now: at(31) });
    expect(quote).toMatchObject({ month: 2, months: 2, step: 'BEFORE_THIRD', amount: 20_000 });
  });
});

describe('the study rule and the quote', () => {
  it('is the price less the share studied', () => {
    expect(byStudy(90_000, 0.25)).toBe(67_500);
    expect(byStudy(90_000, 1)).toBe(0);
    expect(byStudy(90_000, 1.5)).toBe(0);
  });

  it('quotes the larger candidate and names it', () => {
    // day 20 of 30 (after half: 0 by term), 10 % studied: 81 000 by study
    const little = course(20, 30, 0.1);
    expect(little.amount).toBe(81_000);
    expect(little.basis).toMatchObject({
      byTerm: 0,
      byStudy: 81_000,
      chosen: 'STUDY',
      studiedPercent: 10,
    });
    // day 2 (before a third: 60 000), everything studied: 0 by study
    const binge = course(2, 30, 1);
    expect(binge.amount).toBe(60_000);
    expect(binge.basis).toMatchObject({ chosen: 'TERM', step: 'BEFORE_THIRD' });
  });

  it('returns everything before the start and nothing after the term, whatever was studied', () => {
    expect(course(-1, 30, 0).amount).toBe(90_000);
    expect(course(31, 30, 0)).toMatchObject({ amount: 0, basis: { step: 'ENDED', byStudy: 0 } });
  });

  it('counts only the study rule when the enrolment has no term', () => {
    expect(course(400, null, 0.4)).toMatchObject({ amount: 54_000, basis: { step: 'NO_TERM' } });
  });

  it('never quotes more than what is left of the line', () => {
    const quote = quoteCourse({
      amount: 90_000,
      refunded: 50_000,
      startsAt: start,
      endsAt: at(30),
      now: at(1),
      studiedShare: 0,
    });
    expect(quote.amount).toBe(40_000);
  });
});

describe('the textbook', () => {
  const book = (shippedDaysAgo: number | null) =>
    quoteTextbook({
      amount: 20_000,
      refunded: 0,
      shippedAt: shippedDaysAgo === null ? null : at(-shippedDaysAgo),
      now: at(0),
    });

  it('is returned whole before shipping, and within seven days of shipping', () => {
    expect(book(null)).toMatchObject({ amount: 20_000, basis: { step: 'NOT_SHIPPED' } });
    expect(book(6.9)).toMatchObject({ amount: 20_000, basis: { step: 'RETURN_WINDOW' } });
  });

  it('is not returned after seven days', () => {
    expect(book(7)).toMatchObject({ amount: 0, basis: { step: 'RETURN_PASSED' } });
  });
});

describe('the studied share', () => {
  it('weighs videos by time watched and other lessons by completion, by number of lessons', () => {
    const share = studiedShare([
      { lengthMs: 100_000, watchedMs: 50_000, completed: false },
      { lengthMs: 300_000, watchedMs: 0, completed: false },
      { lengthMs: null, watchedMs: 0, completed: true },
      { lengthMs: null, watchedMs: 0, completed: false },
    ]);
    // videos: 50 s of 400 s = 1/8, two of them; others: one of two done
    expect(share).toBeCloseTo((2 * (1 / 8) + 1) / 4);
  });

  it('never counts more than a video’s length, and is 0 for an empty lecture', () => {
    expect(studiedShare([{ lengthMs: 1000, watchedMs: 5000, completed: true }])).toBe(1);
    expect(studiedShare([])).toBe(0);
  });
});
