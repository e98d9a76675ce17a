// Notices (spec 3: Notice; 2.6; 7.5). The list is paged with a zero-based page (spec 2.6).
import * as v from 'valibot';
import { pageQuery } from './common.ts';
import { envelope } from './envelope.ts';

/** spec 3: id, title, content, isImportant, createdAt, viewCount, authorName. */
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
 * 20, 50, 100; default 10: spec 9). Important notices first, then the newest.
 */
export const NoticeListQuery = pageQuery(10);
export type NoticeListQuery = v.InferInput<typeof NoticeListQuery>;

/** spec 7.5: data is the page's array; a short page means there is no next page (spec 2.6). */
export const NoticeListResponse = envelope(v.array(Notice));
/** GET /api/notice/{id}: data is the notice (its viewCount already counts this view). */
export const NoticeResponse = envelope(Notice);
