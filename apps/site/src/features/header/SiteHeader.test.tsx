import { resetSession } from '@academy/auth/testing';
import { render } from '@academy/vitest-config/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './SiteHeader.tsx';

/**
 * Past the theme's Menu openDelay (200 ms) at once, on the fake clock: a pending hover opening
 * has had its chance.
 */
const pastOpenDelay = () => act(() => vi.advanceTimersByTimeAsync(400));

/** The entry of 수강 후기: a placeholder until the menu's code arrives, then the menu's own. */
const trigger = () =>
  within(screen.getByRole('navigation', { name: '주 메뉴' })).getByRole('button', {
    name: '수강 후기',
  });

describe('the header menus', () => {
  beforeEach(() => resetSession());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stay closed under the resting pointer after an item is chosen, and open again when it comes back', async () => {
    // The menu's delays run on a clock the test moves (and that also moves on its own, so the
    // menu's code loading and findBy work as usual).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = render(<SiteHeader />, { path: '/notices' });
    await user.hover(trigger());
    // the pointer goes straight to the item and clicks: it entered the dropdown just before
    await user.click(await screen.findByRole('menuitem', { name: '합격후기 모아 보기' }));
    expect(router.state.location.pathname).toBe('/pass-stories');
    await pastOpenDelay();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    // it moves over the page and back onto the entry
    await user.hover(document.body);
    await user.hover(trigger());
    expect(await screen.findByRole('menuitem', { name: '강의 후기' })).toBeInTheDocument();
  });

  it('open again from the keyboard after a choice made with it', async () => {
    const user = userEvent.setup();
    const { router } = render(<SiteHeader />, { path: '/notices' });
    trigger().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: '강의 후기' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reviews'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    trigger().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: '강의 후기' })).toBeInTheDocument();
  });
});
