import { mockApi } from '@academy/api-client/mocks/api';
import { staffNoticeHandlers } from '@academy/api-client/mocks/notices';
import { seoulDateTimeInput } from '@academy/ui/format/date';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, renderWithProviders } from '../../test/render.tsx';
import { NoticeForm } from './NoticeForm.tsx';

const api = mockApi(...staffNoticeHandlers([]));

const published = {
  id: 7,
  title: '12월 모의고사 접수 안내',
  content: '<p>12월 1일부터</p>',
  isImportant: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  viewCount: 0,
  authorName: '박서연',
  authorId: 2,
  publishAt: '2026-11-01T00:00:00.000Z',
  isPublished: true,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('NoticeForm scheduling', () => {
  it('refuses a scheduled time already past with its message, sends nothing, keeps the values', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NoticeForm notice={published} />, { route: '/admin/notices/7/edit' });
    await fill(user, screen.getByRole('textbox', { name: '제목' }), ' (수정)');
    await user.click(screen.getByRole('radio', { name: '예약 게시' }));
    const past = seoulDateTimeInput(new Date(Date.now() - 60 * 60 * 1000));
    const time = screen.getByLabelText('게시 시각', { selector: 'input[type=datetime-local]' });
    await fill(user, time, past);
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '예약 게시 시각이 이미 지났습니다. 지금 이후의 시각을 고르거나 ‘지금 게시’를 선택하세요.',
    );
    expect(api.sent).toEqual([]);
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue(
      '12월 모의고사 접수 안내 (수정)',
    );
    expect(time).toHaveValue(past);
  });
});
