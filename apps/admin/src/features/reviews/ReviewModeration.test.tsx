import type { AdminReview } from '@academy/api-client/contract';
import { apiPath, http, mockApi } from '@academy/api-client/mocks/api';
import { okEnvelope } from '@academy/api-client/mocks/respond';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ReviewModeration, reviewView } from './ReviewModeration.tsx';

const review: AdminReview = {
  id: 5,
  lectureId: 1,
  userName: '김*민',
  authorName: '김지민',
  rating: 5,
  title: '물리가 쉬워졌어요',
  content: '설명이 차근차근합니다.',
  lectureName: 'EJU 물리',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  reply: null,
  anonymous: false,
  hidden: false,
  featured: false,
};

// The network boundary: the API answers like the server (MSW; CONTRIBUTING.md), keeping writes.
let current = review;
const api = mockApi(
  http.get(apiPath('admin/reviews'), () => okEnvelope({ reviews: [current], totalCount: 1 })),
  http.patch(apiPath('admin/reviews/:id'), async ({ request }) => {
    current = { ...current, ...((await request.json()) as Partial<AdminReview>) };
    return okEnvelope(current);
  }),
  http.put(apiPath('reviews/:id/reply'), async ({ request }) => {
    const { content } = (await request.json()) as { content: string };
    current = {
      ...current,
      reply: { content, authorName: '박선생', repliedAt: '2026-11-02T00:00:00.000Z' },
    };
    return okEnvelope(current);
  }),
);

describe('ReviewModeration: the view in the address', () => {
  it('opens on every status, 10 a page, and reads the status and page the address names', () => {
    expect(reviewView(new URLSearchParams())).toEqual({ status: 'ALL', page: 0, size: 10 });
    expect(reviewView(new URLSearchParams('status=HIDDEN&page=2'))).toEqual({
      status: 'HIDDEN',
      page: 1,
      size: 10,
    });
  });
});

describe('ReviewModeration: every change says it was saved', () => {
  it('features a review on the home page and replies, each with a notification', async () => {
    current = review;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReviewModeration />, { route: '/admin/reviews' });
    const card = within(await screen.findByRole('article', { name: '물리가 쉬워졌어요' }));
    await user.click(card.getByRole('button', { name: '홈에 추천' }));
    expect(await screen.findByText('후기를 홈 추천에 올렸습니다.')).toBeInTheDocument();
    await waitFor(() => expect(card.getByRole('button', { name: '추천 해제' })).toBeEnabled());

    await user.type(card.getByRole('textbox', { name: '답글' }), '감사합니다!');
    await user.click(card.getByRole('button', { name: '답글 저장' }));
    expect(await screen.findByText('답글을 저장했습니다.')).toBeInTheDocument();
    expect(api.sent).toMatchObject([
      { method: 'PATCH', path: 'admin/reviews/5', body: { featured: true } },
      { method: 'PUT', path: 'reviews/5/reply', body: { content: '감사합니다!' } },
    ]);
  });
});
