// One cart for the site's pages (docs/product/commerce.md): a signed-in student's is the server's,
// a visitor's is this browser's (visitor-cart.ts). Staff and parents do not buy.
import type { CartItemInput, OrderLineKind } from '@academy/api-client/contract';
import { cartQuery, useCartWrites } from '@academy/api-client/queries/commerce';
import { isStudent } from '@academy/auth/roles';
import { useSession } from '@academy/auth/use-session';
import { useQuery } from '@tanstack/react-query';
import { addToVisitorCart, removeFromVisitorCart, useVisitorCart } from './visitor-cart.ts';

export type CartEntry = {
  lectureId: number;
  kind: OrderLineKind;
  title: string;
  price: number | null;
};

export function useCart() {
  const { user, isAuthenticated } = useSession();
  const student = isAuthenticated && user !== null && isStudent(user);
  const visitor = !isAuthenticated;
  const server = useQuery({ ...cartQuery(), enabled: student });
  const local = useVisitorCart();
  const writes = useCartWrites();
  const items: CartEntry[] = student ? (server.data?.items ?? []) : visitor ? local : [];
  const asInput = (list: { lectureId: number; kind: OrderLineKind }[]): CartItemInput[] =>
    list.map(({ lectureId, kind }) => ({ lectureId, kind }));

  /** Adds items (kept once); a student's cart is saved on the server, which may refuse one. */
  async function add(entries: CartEntry[]) {
    if (visitor) {
      addToVisitorCart(entries);
      return;
    }
    // the cart as saved (read first when it has not arrived yet: a PUT replaces the whole cart)
    const current =
      server.data?.items ?? (await server.refetch({ throwOnError: true })).data?.items ?? [];
    const fresh = entries.filter(
      (entry) =>
        !current.some((kept) => kept.lectureId === entry.lectureId && kept.kind === entry.kind),
    );
    await writes.put.mutateAsync(asInput([...current, ...fresh]));
  }
  async function remove(entry: { lectureId: number; kind: OrderLineKind }) {
    if (visitor) {
      removeFromVisitorCart(entry);
      return;
    }
    const current =
      server.data?.items ?? (await server.refetch({ throwOnError: true })).data?.items ?? [];
    await writes.put.mutateAsync(
      asInput(
        current.filter((kept) => !(kept.lectureId === entry.lectureId && kept.kind === entry.kind)),
      ),
    );
  }
  return {
    items,
    student,
    visitor,
    isPending: student && server.isPending,
    isError: student && server.isError,
    error: server.error,
    refetch: () => void server.refetch(),
    add,
    remove,
    saving: writes.put.isPending,
  };
}
