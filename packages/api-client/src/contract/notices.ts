// Notices (docs/product/api.md: Notice; 2.6; 7.5). The list is paged with a zero-based page
// (docs/product/screens.md).
import * as v from 'valibot';
import { pageQuery } from './common.ts';
import { envelope } from './envelope.ts';

/** Id, title, content, isImportant, createdAt, viewCount, authorName (docs/product/api.md). */
export const Notice = v.object({
  id: v.number(),
  title: v.string(),
  content: v.string(),
  isImportant: v.boolean(),
  /** ISO 8601 */
  createdAt: v.string(),
  viewCount: v.number(),
  authorName: v.string(),
});
export type Notice = v.InferOutput<typeof Notice>;

/**
 * GET /api/notice/list?page=&size=: page >= 0 (zero-based), size 1 to 100 (the site offers 10,
 * 20, 50, 100; default 10: docs/product/limits.md). Important notices first, then the newest.
 */
export const NoticeListQuery = pageQuery(10);
export type NoticeListQuery = v.InferInput<typeof NoticeListQuery>;

/**
 * Data is the page's array; a short page means there is no next page (docs/product/screens.md)
 * (docs/product/api.md).
 */
export const NoticeListResponse = envelope(v.array(Notice));
/** GET /api/notice/{id}: data is the notice (its viewCount already counts this view). */
export const NoticeResponse = envelope(Notice);
