import { cartNav } from '@academy/strings/cart-nav';
import { Button, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useCartCount } from './use-cart-count.ts';

/** The header's 장바구니 with how many items are in it (students and visitors). */
export function CartButton({ onNavigate }: { onNavigate?: () => void }) {
  const count = useCartCount();
  // staff and parents do not buy
  if (count === null) return null;
  return (
    <Button
      component={Link}
      to="/cart"
      variant="subtle"
      onClick={onNavigate}
      data-testid="header-cart"
    >
      {/* the name a screen reader hears holds the visible text: 장바구니 2개 */}
      {cartNav.title} {count}
      <VisuallyHidden>{cartNav.countUnit}</VisuallyHidden>
    </Button>
  );
}
