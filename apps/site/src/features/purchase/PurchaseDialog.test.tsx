import { render } from '@academy/vitest-config/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readVisitorCart } from '../../shared/cart/visitor-cart.ts';
import { PurchaseDialog } from './PurchaseDialog.tsx';

const lecture = {
  lectureId: 1,
  title: '독해 완성',
  price: 180000,
  textbookName: null,
};

describe('the purchase dialog', () => {
  beforeEach(() => window.localStorage.clear());

  it('pre-ticks the course, disables a missing textbook and refuses an empty choice', async () => {
    render(<PurchaseDialog lecture={lecture} mode="cart" onClose={vi.fn()} />);
    const course = await screen.findByRole('checkbox', { name: /강의: 독해 완성/ });
    expect(course).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '교재 없음' })).toBeDisabled();
    await userEvent.click(course);
    await userEvent.click(screen.getByRole('button', { name: '장바구니' }));
    expect(screen.getByRole('alert')).toHaveTextContent('구매/장바구니 항목을 선택하세요.');
    expect(readVisitorCart()).toEqual([]);
  });

  it('puts a visitor’s choice in this browser’s cart and says so', async () => {
    render(<PurchaseDialog lecture={lecture} mode="cart" onClose={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: '장바구니' }));
    expect(await screen.findByRole('status')).toHaveTextContent('장바구니에 담았습니다.');
    expect(readVisitorCart()).toEqual([
      { lectureId: 1, kind: 'COURSE', title: '독해 완성', price: 180000 },
    ]);
  });
});
