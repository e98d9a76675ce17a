import { refuseRequests } from '@academy/api-client/testing';
import { render } from '@academy/vitest-config/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { HomeViews } from './HomeViews.tsx';

// The banners' read fails offline (the home shows the rest all the same).
refuseRequests();

function renderHome() {
  // A store of its own: each test starts on the home view.
  render(<HomeViews />, { store: createStore() });
}

describe('the home page', () => {
  it('leads to its notice view, which points to /notices', async () => {
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: '공지사항 바로가기' }));
    expect(screen.getByRole('heading', { level: 1, name: '공지사항' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /공지사항/ })).toHaveAttribute('href', '/notices');
  });

  it('leads to its classroom view with the enter button', async () => {
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: '온라인 강의실 바로가기' }));
    expect(screen.getByRole('heading', { level: 1, name: '온라인 강의실' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '강의실 입장' })).toBeInTheDocument();
  });

  it('says when its banners and instructors cannot be read, each with 다시 시도', async () => {
    renderHome();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const alerts = screen.getAllByRole('alert');
    for (const alert of alerts) {
      expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeEnabled();
    }
    expect(screen.getByRole('heading', { level: 1, name: /EJU 아카데미와 함께/ })).toBeVisible();
  });
});
