import { describe, expect, it } from 'vitest';
import { reviewView } from './ReviewModeration.tsx';

describe('ReviewModeration: the view in the address', () => {
  it('opens on every status, 10 a page, and reads the status and page the address names', () => {
    expect(reviewView(new URLSearchParams())).toEqual({ status: 'ALL', page: 0, size: 10 });
    expect(reviewView(new URLSearchParams('status=HIDDEN&page=2'))).toEqual({
      status: 'HIDDEN',
      page: 1,
      size: 10,
    });
  });
});
