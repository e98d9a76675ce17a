// Paging arithmetic of the public lists (docs/product/screens.md): the UI page is 1-based, the API
// page 0-based.
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@academy/api-client/contract/values';

/** The page (1-based) and size in the query string; page 1 of 10 when absent or wrong. */
export function parsePaging(params: URLSearchParams) {
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const requested = Number(params.get('size'));
  const size = (PAGE_SIZE_OPTIONS as readonly number[]).includes(requested)
    ? requested
    : DEFAULT_PAGE_SIZE;
  return { page, size };
}

/** Notices: next is disabled when fewer items than the page size came back. */
export const hasNextNoticePage = (received: number, size: number) => received >= size;

/** Reviews: next is disabled when page * size >= totalCount (page 1-based here). */
export const hasNextReviewPage = (page: number, size: number, totalCount: number) =>
  page * size < totalCount;
