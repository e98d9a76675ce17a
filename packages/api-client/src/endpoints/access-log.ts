// The staff access log, its monthly review and a student's contacts opened whole
// (docs/product/security.md: staff access log).
import {
  AccessLogMonthsResponse,
  AccessLogPageResponse,
  AccessLogReviewResponse,
  StudentContactResponse,
  type AccessLogQuery,
  type AccessLogReviewRequest,
} from '../contract/index.ts';
import { request } from '../http.ts';

/** The filters as query text (empty ones left out). */
function logSearch(query: AccessLogQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

export const accessLog = (query: AccessLogQuery) =>
  request(AccessLogPageResponse, 'admin/access-log', { searchParams: logSearch(query) });
export const accessLogMonths = () => request(AccessLogMonthsResponse, 'admin/access-log/months');
export const reviewMonth = (body: AccessLogReviewRequest) =>
  request(AccessLogReviewResponse, 'admin/access-log/reviews', { method: 'post', json: body });
export const studentContact = (id: number) =>
  request(StudentContactResponse, `admin/students/${id}/contact`);
