import { describe, expect, it } from 'vitest';
import { parseListView } from './moderation-list.tsx';

describe('a moderation list view in the address', () => {
  it('reads the status, the 1-based page and the size, falling back to the first view', () => {
    const first = { status: 'PENDING', page: 0, size: 20 } as const;
    const statuses = ['PENDING', 'ALL'] as const;
    const view = (query: string) => parseListView(new URLSearchParams(query), statuses, first);
    expect(view('status=ALL&page=3&size=50')).toEqual({ status: 'ALL', page: 2, size: 50 });
    expect(view('')).toEqual(first);
    expect(view('status=GONE&page=0&size=7')).toEqual(first);
    expect(view('page=-2&size=abc')).toEqual(first);
  });
});
