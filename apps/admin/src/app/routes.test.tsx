import { demoUsers, resetSession, seedSession } from '@academy/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@academy/vitest-config/app-routes';
import { render } from '@academy/vitest-config/render';
import '../test/jsdom-stubs.ts';
import * as root from '../root.tsx';
import config from '../routes.ts';

// The instructor list screen stands in for any screen: it renders, or it fails.
const screenBody = vi.hoisted(() => vi.fn(() => <p>강사 목록 화면</p>));
vi.mock('../routes/instructors.tsx', () => ({
  default: () => screenBody(),
}));

const routes = appRoutes(root, config, import.meta.glob('./routes/*.{ts,tsx}', { base: '../' }));

function renderAt(path: string) {
  return render(routes, { path }).router;
}

beforeEach(() => seedSession(demoUsers.teacher));
afterEach(() => {
  resetSession();
  screenBody.mockReset();
  screenBody.mockImplementation(() => <p>강사 목록 화면</p>);
});

describe('the admin routes', () => {
  it('sends /admin to the instructor list', async () => {
    const router = renderAt('/admin');
    // the first test also loads the layout's code
    expect(await screen.findByText('강사 목록 화면', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/instructors');
    expect(screen.getByRole('heading', { level: 1, name: '강사관리' })).toBeInTheDocument();
  });

  it('shows a Korean 404 page inside the layout for an unknown admin address', async () => {
    renderAt('/admin/no-such-screen');
    expect(
      await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '관리자 홈으로' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('heading', { level: 1, name: '관리자' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '관리 메뉴' })).toBeInTheDocument();
  });

  it('sends any address outside /admin to the admin', async () => {
    const router = renderAt('/somewhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/instructors'));
  });

  it('shows a failing screen as a Korean message with a retry, keeping the sidebar', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    screenBody.mockImplementation(() => {
      throw new Error('render failed');
    });
    renderAt('/admin/instructors');
    expect(
      await screen.findByText('화면을 표시하는 중 오류가 발생했습니다. 다시 시도해 주세요.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '문제가 발생했습니다' })).toBeVisible();
    expect(
      within(screen.getByRole('alert')).getByRole('button', { name: '다시 시도' }),
    ).toBeEnabled();
    expect(screen.getByRole('navigation', { name: '관리 메뉴' })).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
