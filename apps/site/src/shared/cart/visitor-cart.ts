// A visitor's cart, kept in this browser until they log in or sign up (docs/product/commerce.md):
// then CartSync merges it into the account's cart and empties it here.
import { useMounted } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { ORDER_LINE_KINDS, type OrderLineKind } from '@academy/api-client/contract/commerce-states';

export type VisitorItem = {
  lectureId: number;
  kind: OrderLineKind;
  title: string;
  price: number | null;
};

const KEY = 'academy.cart';
const CHANGED = 'academy-cart-changed';

export function readVisitorCart(): VisitorItem[] {
  if (typeof window === 'undefined') return [];
  try {
    const parsed = JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is VisitorItem =>
        typeof item === 'object' &&
        item !== null &&
        Number.isInteger((item as VisitorItem).lectureId) &&
        ORDER_LINE_KINDS.includes((item as VisitorItem).kind),
    );
  } catch {
    return [];
  }
}

function write(items: VisitorItem[]) {
  window.localStorage.setItem(KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CHANGED));
}

const same = (a: { lectureId: number; kind: string }, b: { lectureId: number; kind: string }) =>
  a.lectureId === b.lectureId && a.kind === b.kind;

export function addToVisitorCart(items: VisitorItem[]) {
  const current = readVisitorCart();
  write([...current, ...items.filter((item) => !current.some((kept) => same(kept, item)))]);
}

export function removeFromVisitorCart(item: { lectureId: number; kind: string }) {
  write(readVisitorCart().filter((kept) => !same(kept, item)));
}

export const clearVisitorCart = () => write([]);

/** Calls `listener` when the visitor cart changes (this tab or another). */
export function onVisitorCartChange(listener: () => void) {
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}

/** This browser's cart, kept in step with other tabs; empty until mounted (the server drew none). */
export function useVisitorCart() {
  const mounted = useMounted();
  const [items, setItems] = useState<VisitorItem[]>([]);
  useEffect(() => {
    setItems(readVisitorCart());
    return onVisitorCartChange(() => setItems(readVisitorCart()));
  }, []);
  return mounted ? items : [];
}
