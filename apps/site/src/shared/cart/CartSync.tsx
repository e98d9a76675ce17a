import { useCartWrites } from '@academy/api-client/queries/commerce';
import { isStudent } from '@academy/auth/roles';
import { useSession } from '@academy/auth/use-session';
import { useEffect, useRef } from 'react';
import { clearVisitorCart, readVisitorCart } from './visitor-cart.ts';

/**
 * After login or sign-up the visitor's browser cart joins the account's cart (what can no longer
 * be bought is dropped by the server) and this browser's copy is emptied. Renders nothing.
 */
export function CartSync() {
  const { user, isAuthenticated } = useSession();
  const { merge } = useCartWrites();
  const started = useRef(false);
  const student = isAuthenticated && user !== null && isStudent(user);
  useEffect(() => {
    if (!student || started.current) return;
    const items = readVisitorCart();
    if (items.length === 0) return;
    started.current = true;
    merge.mutate(
      items.map(({ lectureId, kind }) => ({ lectureId, kind })),
      { onSuccess: clearVisitorCart, onSettled: () => (started.current = false) },
    );
  }, [student, merge]);
  return null;
}
