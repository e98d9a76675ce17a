import { withAppShell } from '@academy/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { addToVisitorCart, clearVisitorCart } from '../../shared/cart/visitor-cart.ts';
import { CartPage } from './CartPage.tsx';

const meta = {
  title: 'site/CartPage',
  component: CartPage,
  decorators: [withAppShell],
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's cart with nothing in it. */
export const Empty: Story = {
  beforeEach: () => clearVisitorCart(),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('장바구니가 비어 있습니다.'),
    ).toBeInTheDocument();
  },
};

/** A visitor's cart: a lecture and its textbook, kept in the browser until login. */
export const Filled: Story = {
  beforeEach: () => {
    clearVisitorCart();
    addToVisitorCart([
      { lectureId: 3, kind: 'COURSE', title: 'EJU 일본어 독해 완성', price: 180000 },
      { lectureId: 3, kind: 'TEXTBOOK', title: 'EJU 독해 기출 분석집', price: null },
    ]);
    return () => clearVisitorCart();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('EJU 독해 기출 분석집')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '주문하기' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  },
};
