// Keys, options and mutations for buying (docs/product/commerce.md).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItemInput, ConfirmRequest } from '../contract/index.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';
import { commerceKeys } from './cart.ts';

const api = lazyEndpoints(() => import('../endpoints/commerce.ts'));

export { cartQuery, commerceKeys } from './cart.ts';

export const orderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: commerceKeys.order(orderNo),
    queryFn: async () => (await api.order(orderNo)).data,
  });
export const depositOrdersQuery = () =>
  queryOptions({
    queryKey: commerceKeys.deposits(),
    queryFn: async () => (await api.depositOrders()).data,
  });

/** The cart's writes put the answer (the cart as saved) straight into the cart's query. */
export function useCartWrites() {
  const client = useQueryClient();
  // A read of the cart still on its way may have begun before this write (the page's first read
  // and the login's merge start together): its older answer must not land over the write's, so it
  // is cancelled, and read again after the write.
  const hold = () => client.cancelQueries({ queryKey: commerceKeys.cart() });
  const settle = async (result: Awaited<ReturnType<typeof api.cart>>) => {
    client.setQueryData(commerceKeys.cart(), result.data);
    await client.invalidateQueries({ queryKey: commerceKeys.cart() });
  };
  return {
    put: useMutation({
      mutationFn: (items: CartItemInput[]) => api.putCart(items),
      onMutate: hold,
      onSuccess: settle,
    }),
    merge: useMutation({
      mutationFn: (items: CartItemInput[]) => api.mergeCart(items),
      onMutate: hold,
      onSuccess: settle,
    }),
  };
}

export const useQuote = () => useMutation({ mutationFn: api.quote });
export const useCreateOrder = () => useMutation({ mutationFn: api.createOrder });
export const useCancelOrder = () => useMutation({ mutationFn: api.cancelOrder });

/** Confirm (and the test deposit): the order's answer kept; the cart and the classroom changed. */
export function useOrderPayment() {
  const client = useQueryClient();
  const settle = async (result: Awaited<ReturnType<typeof api.order>>) => {
    client.setQueryData(commerceKeys.order(result.data.orderNo), result.data);
    await Promise.all([
      client.invalidateQueries({ queryKey: commerceKeys.cart() }),
      client.invalidateQueries({ queryKey: ['classroom'] }),
    ]);
  };
  return {
    confirm: useMutation({
      mutationFn: ({ orderNo, ...body }: ConfirmRequest & { orderNo: string }) =>
        api.confirmOrder(orderNo, body),
      onSuccess: settle,
    }),
    deposit: useMutation({ mutationFn: api.testDeposit, onSuccess: settle }),
  };
}

/** Staff's 입금 확인 and 주문 취소: the queue, the roster and the classroom change. */
export function useDepositDecisions() {
  const client = useQueryClient();
  const invalidate = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: commerceKeys.deposits() }),
      client.invalidateQueries({ queryKey: ['enrolments'] }),
    ]);
  return {
    confirm: useMutation({ mutationFn: api.confirmDeposit, onSuccess: invalidate }),
    cancel: useMutation({ mutationFn: api.cancelDeposit, onSuccess: invalidate }),
  };
}
