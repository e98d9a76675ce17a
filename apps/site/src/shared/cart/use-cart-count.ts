// How many items the cart holds, for the header on every page: the server's cart of a signed-in
// student, this browser's of a visitor. It reads the query cache instead of observing a query:
// the header is on every first visit, and a query observer (about 2 KB of gzip) is not, until a
// page needs one. The cart's pages read and write it through use-cart.ts, which this follows.
import type { Cart } from '@academy/api-client/contract';
import { cartQuery, commerceKeys } from '@academy/api-client/queries/cart';
import { isStudent } from '@academy/auth/roles';
import { useSession } from '@academy/auth/use-session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useVisitorCart } from './visitor-cart.ts';

export function useCartCount() {
  const { user, isAuthenticated } = useSession();
  const student = isAuthenticated && user !== null && isStudent(user);
  const client = useQueryClient();
  const saved = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => client.getQueryData<Cart>(commerceKeys.cart())?.items.length ?? 0,
    () => 0,
  );
  useEffect(() => {
    if (student) void client.prefetchQuery(cartQuery());
  }, [student, client]);
  const local = useVisitorCart();
  if (student) return saved;
  return isAuthenticated ? null : local.length;
}
