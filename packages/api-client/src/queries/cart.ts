// The cart's read and buying's query keys, apart from the writes (queries/commerce.ts): the site's
// header shows the cart's count on every page, and must not bring TanStack's mutations along.
import { queryOptions } from '@tanstack/react-query';
import { lazyEndpoints } from '../lazy-endpoints.ts';

const api = lazyEndpoints(() => import('../endpoints/commerce.ts'));

export const commerceKeys = {
  all: ['commerce'] as const,
  cart: () => [...commerceKeys.all, 'cart'] as const,
  order: (orderNo: string) => [...commerceKeys.all, 'order', orderNo] as const,
  deposits: () => [...commerceKeys.all, 'deposits'] as const,
};

export const cartQuery = () =>
  queryOptions({ queryKey: commerceKeys.cart(), queryFn: async () => (await api.cart()).data });
