// Keys, options and mutations for the staff access log and a student's contacts
// (docs/product/security.md: staff access log).
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { AccessLogQuery, AccessLogReviewRequest } from '../contract/access-log.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

const api = lazyEndpoints(() => import('../endpoints/access-log.ts'));

type Filters = Omit<AccessLogQuery, 'before'>;

export const accessLogKeys = {
  all: ['access-log'] as const,
  log: (filters: Filters) => [...accessLogKeys.all, 'log', filters] as const,
  months: () => [...accessLogKeys.all, 'months'] as const,
  contact: (studentId: number) => [...accessLogKeys.all, 'contact', studentId] as const,
};

/** The log for `filters`, newest first, a page at a time (the next asked for by the last id). */
export const accessLogQuery = (filters: Filters = {}) =>
  infiniteQueryOptions({
    queryKey: accessLogKeys.log(filters),
    queryFn: async ({ pageParam }) =>
      (await api.accessLog({ ...filters, ...(pageParam ? { before: String(pageParam) } : {}) }))
        .data,
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

export const accessLogMonthsQuery = () =>
  queryOptions({
    queryKey: accessLogKeys.months(),
    queryFn: async () => (await api.accessLogMonths()).data,
  });

/** A student's contacts whole: each read is recorded, so it is asked for only when opened. */
export const studentContactQuery = (studentId: number, opened: boolean) =>
  queryOptions({
    queryKey: accessLogKeys.contact(studentId),
    queryFn: async () => (await api.studentContact(studentId)).data,
    enabled: opened,
    staleTime: Infinity,
  });

/** Marks a month reviewed; the months and the log (the review is an entry) read again. */
export function useReviewMonth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AccessLogReviewRequest) => (await api.reviewMonth(body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: accessLogKeys.all }),
  });
}
