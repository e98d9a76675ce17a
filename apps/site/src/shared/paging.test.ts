import { describe, expect, it } from 'vitest';
import { hasNextNoticePage, hasNextReviewPage, parsePaging } from './paging.ts';

describe('paging (docs/product/limits.md)', () => {
  it('reads a 1-based page and a known size from the query string, else page 1 of 10', () => {
    expect(parsePaging(new URLSearchParams('page=3&size=50'))).toEqual({ page: 3, size: 50 });
    expect(parsePaging(new URLSearchParams('page=-2&size=7'))).toEqual({ page: 1, size: 10 });
    expect(parsePaging(new URLSearchParams(''))).toEqual({ page: 1, size: 10 });
  });

  it('disables next for notices when fewer items than the size came back', () => {
    expect(hasNextNoticePage(10, 10)).toBe(true);
    // 137 notices at size 20: the seventh page holds 17.
    expect(hasNextNoticePage(17, 20)).toBe(false);
  });

  it('disables next for reviews when page * size reaches the total', () => {
    // 40 reviews at size 10 are four pages.
    expect(hasNextReviewPage(3, 10, 40)).toBe(true);
    expect(hasNextReviewPage(4, 10, 40)).toBe(false);
  });
});
