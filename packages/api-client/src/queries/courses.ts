// Keys, options and the mutation of the public course page and the academy's payment account
// (docs/product/screens.md). The course page arrives with its data: the calls' code loads with
// the first call (decision 023).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentAccountRequest } from '../contract/index.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

const api = lazyEndpoints(() => import('../endpoints/courses.ts'));

export const courseKeys = {
  all: ['courses'] as const,
  course: (lectureId: number) => [...courseKeys.all, lectureId] as const,
  preview: (lectureId: number) => [...courseKeys.all, lectureId, 'preview'] as const,
  paymentAccount: () => ['academy', 'payment-account'] as const,
};

export const courseQuery = (lectureId: number) =>
  queryOptions({
    queryKey: courseKeys.course(lectureId),
    queryFn: async () => (await api.course(lectureId)).data,
  });
/** The preview's player link expires: read when the visitor asks to play, never kept long. */
export const coursePreviewQuery = (lectureId: number) =>
  queryOptions({
    queryKey: courseKeys.preview(lectureId),
    queryFn: async () => (await api.coursePreview(lectureId)).data,
    staleTime: 0,
    gcTime: 60_000,
  });
export const paymentAccountQuery = () =>
  queryOptions({
    queryKey: courseKeys.paymentAccount(),
    queryFn: async () => (await api.paymentAccount()).data,
  });

export function useSavePaymentAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentAccountRequest) => api.savePaymentAccount(body),
    onSuccess: (answer) => client.setQueryData(courseKeys.paymentAccount(), answer.data),
  });
}
