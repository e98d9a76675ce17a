// The site header's cart (docs/product/commerce.md): its own small catalogue, because the header is
// on every page and the rest of buying's words (commerce.ts) are not.
export const cartNav = {
  title: '장바구니',
  /** after the cart's count, for screen readers (장바구니 2개) */
  countUnit: '개',
} as const;
