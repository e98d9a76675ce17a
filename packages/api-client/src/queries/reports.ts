// Keys, options and the send mutation for one student's week (docs/product/reports.md).
import { queryOptions, useMutation } from '@tanstack/react-query';
import { lazyEndpoints } from '../lazy-endpoints.ts';

// The overview page comes with its week (decision 028): the calls' code loads with the first.
const api = lazyEndpoints(() => import('../endpoints/reports.ts'));

export const reportKeys = {
  all: ['reports'] as const,
  overview: (studentId: number, week?: string) =>
    [...reportKeys.all, 'overview', studentId, week ?? 'this'] as const,
};

/** The week holding `week` (a day, YYYY-MM-DD), or this week. */
export const studentOverviewQuery = (studentId: number, week?: string) =>
  queryOptions({
    queryKey: reportKeys.overview(studentId, week),
    queryFn: async () => (await api.studentOverview(studentId, week)).data,
  });

/** Staff: the week's report to the student and their guardians now. */
export function useSendStudentReport() {
  return useMutation({
    mutationFn: ({ studentId, week }: { studentId: number; week?: string }) =>
      api.sendStudentReport(studentId, week),
  });
}
