import type { AdminDetail } from '@academy/api-client/contract';
import { apiPath, http, mockApi, okEnvelope } from '@academy/api-client/mocks/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DetailEditor } from './StructureEditors.tsx';

const api = mockApi(
  http.put(apiPath('admin/lectures/details/:id'), ({ params }) =>
    okEnvelope({ id: Number(params.id) }),
  ),
);

const detail: AdminDetail = {
  detailId: 31,
  lectureChapterId: 3,
  quizQuestionCount: 0,
  detailTitle: '강의 소개',
  type: 'VIDEO',
  detailOrder: 0,
  content: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
};

describe('the lesson edit form', () => {
  it("makes a video lesson the lecture's free preview with one switch", async () => {
    const onClose = vi.fn();
    renderWithProviders(<DetailEditor lectureId={3} detail={detail} onClose={onClose} />);
    const preview = await screen.findByRole('switch', { name: /무료 미리보기/ });
    expect(preview).not.toBeChecked();
    await userEvent.click(preview);
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sent).toContainEqual({
      method: 'PUT',
      path: 'admin/lectures/details/31',
      body: { title: '강의 소개', type: 'VIDEO', isPreview: true },
    });
  });

  it('offers no preview for a lesson that is not a video, and clears it when retyped', async () => {
    renderWithProviders(
      <DetailEditor lectureId={3} detail={{ ...detail, isPreview: true }} onClose={vi.fn()} />,
    );
    expect(await screen.findByRole('switch', { name: /무료 미리보기/ })).toBeChecked();
    await userEvent.click(screen.getByRole('combobox', { name: '유형' }));
    await userEvent.click(await screen.findByRole('option', { name: '퀴즈' }));
    expect(screen.queryByRole('switch', { name: /무료 미리보기/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await vi.waitFor(() =>
      expect(api.sent.at(-1)).toEqual({
        method: 'PUT',
        path: 'admin/lectures/details/31',
        body: { title: '강의 소개', type: 'QUIZ', isPreview: false },
      }),
    );
  });
});
