// Keys, options and mutations for refunds, my orders and 현금영수증 (docs/product/refunds.md).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CashReceiptRequest,
  RefundApproveRequest,
  RefundQueueFilter,
  RefundRequestCreate,
} from '../contract/index.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

const api = lazyEndpoints(() => import('../endpoints/refunds.ts'));

export const refundKeys = {
  all: ['refunds'] as const,
  myOrders: () => [...refundKeys.all, 'my-orders'] as const,
  receipt: (orderNo: string) => [...refundKeys.all, 'receipt', orderNo] as const,
  quote: (orderLineId: number) => [...refundKeys.all, 'quote', orderLineId] as const,
  queue: (status: RefundQueueFilter) => [...refundKeys.all, 'queue', status] as const,
  missingReceipts: () => [...refundKeys.all, 'missing-receipts'] as const,
};

export const myOrdersQuery = () =>
  queryOptions({
    queryKey: refundKeys.myOrders(),
    queryFn: async () => (await api.myOrders()).data,
  });
export const orderReceiptQuery = (orderNo: string) =>
  queryOptions({
    queryKey: refundKeys.receipt(orderNo),
    queryFn: async () => (await api.orderReceipt(orderNo)).data,
  });
/** The lawful quote now; never kept long (it moves with the days and the record). */
export const refundQuoteQuery = (orderLineId: number) =>
  queryOptions({
    queryKey: refundKeys.quote(orderLineId),
    queryFn: async () => (await api.refundQuote(orderLineId)).data,
    staleTime: 0,
  });
export const refundQueueQuery = (status: RefundQueueFilter = 'OPEN') =>
  queryOptions({
    queryKey: refundKeys.queue(status),
    queryFn: async () => (await api.refundQueue(status)).data,
  });
export const missingCashReceiptsQuery = () =>
  queryOptions({
    queryKey: refundKeys.missingReceipts(),
    queryFn: async () => (await api.missingCashReceipts()).data,
  });

function useInvalidate(...keys: (readonly unknown[])[]) {
  const client = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** The student's writes: a refund request and a 현금영수증 (the classroom's lists change too). */
export function useMyOrderWrites() {
  const invalidate = useInvalidate(refundKeys.all);
  return {
    requestRefund: useMutation({
      mutationFn: ({ orderLineId, ...body }: RefundRequestCreate & { orderLineId: number }) =>
        api.requestRefund(orderLineId, body),
      onSuccess: invalidate,
    }),
    cashReceipt: useMutation({
      mutationFn: ({ orderNo, body }: { orderNo: string; body: CashReceiptRequest }) =>
        api.requestCashReceipt(orderNo, body),
      onSuccess: invalidate,
    }),
  };
}

/** Staff's decisions: a refund ends an enrolment, so the rosters and the classroom change too. */
export function useRefundDecisions() {
  const invalidate = useInvalidate(refundKeys.all, ['enrolments'], ['classroom']);
  return {
    approve: useMutation({
      mutationFn: ({ id, body }: { id: number; body: RefundApproveRequest }) =>
        api.approveRefund(id, body),
      onSuccess: invalidate,
      onError: invalidate,
    }),
    reject: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) => api.rejectRefund(id, reason),
      onSuccess: invalidate,
    }),
  };
}
