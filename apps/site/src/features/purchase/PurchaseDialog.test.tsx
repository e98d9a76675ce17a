import { render } from '@academy/vitest-config/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PurchaseDialog } from './PurchaseDialog.tsx';

const lecture = {
  lectureId: 1,
  title: '독해 완성',
  description: null,
  thumbnailUrl: null,
  teacherName: '박서연',
  price: 180000,
  period: 90,
  textbookName: null,
};

describe('the purchase dialog', () => {
  it('pre-ticks the course, disables a missing textbook and refuses an empty choice', async () => {
    render(<PurchaseDialog lecture={lecture} mode="buy" onClose={vi.fn()} />);
    const course = await screen.findByRole('checkbox', { name: /강의: 독해 완성/ });
    expect(course).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '교재 없음' })).toBeDisabled();
    await userEvent.click(course);
    await userEvent.click(screen.getByRole('button', { name: '구매' }));
    expect(screen.getByRole('alert')).toHaveTextContent('구매/장바구니 항목을 선택하세요.');
    await userEvent.click(course);
    await userEvent.click(screen.getByRole('button', { name: '구매' }));
    expect(screen.getByRole('status')).toHaveTextContent('결제 기능은 추후 연결될 예정입니다.');
  });
});
