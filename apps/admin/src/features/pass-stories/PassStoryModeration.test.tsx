import { apiPath, http, mockApi } from '@academy/api-client/mocks/api';
import { okEnvelope } from '@academy/api-client/mocks/respond';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PassStoryModeration, passStoryView } from './PassStoryModeration.tsx';

// The network boundary: the API answers like the server (MSW; CONTRIBUTING.md), 45 stories in all.
const api = mockApi(
  http.get(apiPath('admin/pass-stories'), () => okEnvelope({ stories: [], totalCount: 45 })),
);

describe('PassStoryModeration: the view in the address', () => {
  it('opens on the waiting stories, 20 a page, when the address names no view', () => {
    expect(passStoryView(new URLSearchParams())).toEqual({ status: 'PENDING', page: 0, size: 20 });
  });

  it('opens the view the address names and puts a new filter into the address', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithProviders(<PassStoryModeration />, {
      route: '/admin/pass-stories?status=APPROVED&page=2&size=10',
    });
    expect(await screen.findByText('등록된 합격후기가 없습니다.')).toBeInTheDocument();
    expect(api.read).toEqual(['admin/pass-stories?page=1&size=10&status=APPROVED']);
    expect(screen.getByRole('radio', { name: '승인' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: '반려' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=DECLINED&page=1&size=10'),
    );
    await waitFor(() =>
      expect(api.read).toContain('admin/pass-stories?page=0&size=10&status=DECLINED'),
    );
  });
});
