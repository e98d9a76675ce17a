import { demoUsers, resetSession, seedSession } from '@academy/auth/testing';
import { appRoutes } from '@academy/vitest-config/app-routes';
import { render } from '@academy/vitest-config/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as root from '../root.tsx';
import config from '../routes.ts';

// A page that crashes while rendering stands in for any route's failure.
vi.mock('../routes/mypage.tsx', () => ({
  default: () => {
    throw new Error('boom');
  },
}));

const routes = appRoutes(root, config, import.meta.glob('./routes/*.{ts,tsx}', { base: '../' }));

function renderAt(path: string) {
  return render(routes, { path }).router;
}

beforeEach(() => {
  seedSession(demoUsers.student);
  // React and the router report the thrown error; the page is what matters here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  resetSession();
  vi.restoreAllMocks();
});

describe('the classroom router', () => {
  it('shows a Korean message with a retry instead of a white page when a route fails', async () => {
    renderAt('/mypage');
    expect(await screen.findByRole('heading', { name: '문제가 발생했습니다' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '화면을 표시하는 중 오류가 발생했습니다. 다시 시도해 주세요.',
    );
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('sends its home to the dashboard', async () => {
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('answers an unknown address with a not-found page that leads back to the dashboard', async () => {
    const router = renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '강의실로 가기' }));
    // the dashboard's chunk loads first, then the address changes
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
