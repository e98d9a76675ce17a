import * as commerce from '@academy/strings/commerce';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useCart } from './use-cart.ts';

/** The header's 장바구니 with how many items are in it (students and visitors). */
export function CartButton({ onNavigate }: { onNavigate?: () => void }) {
  const cart = useCart();
  if (!cart.student && !cart.visitor) return null;
  const count = cart.items.length;
  return (
    <Button
      component={Link}
      to="/cart"
      variant="subtle"
      onClick={onNavigate}
      aria-label={commerce.site.cartCount(count)}
      data-testid="header-cart"
    >
      {commerce.site.cartTitle} {count}
    </Button>
  );
}
