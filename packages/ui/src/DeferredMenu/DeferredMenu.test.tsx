import { Button, MantineProvider, Menu } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredMenu, type DeferredMenuProps } from './DeferredMenu.tsx';

function LoadedMenu({ target, opened, onChange }: DeferredMenuProps) {
  return (
    <Menu opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>항목</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The menu's code arrives when the test calls `arrive` (or at once). */
function renderDeferred({ slow = false, openOnHover = false } = {}) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
    if (!slow) resolve();
  });
  const load = vi.fn(async () => {
    await arrived;
    return { default: LoadedMenu };
  });
  const Lazy = lazy(load);
  render(
    <MantineProvider env="test">
      <DeferredMenu target={<Button>메뉴</Button>} openOnHover={openOnHover}>
        {(menu) => <Lazy {...menu} />}
      </DeferredMenu>
    </MantineProvider>,
  );
  return { load, arrive };
}

describe('DeferredMenu', () => {
  it('loads nothing until someone shows intent', () => {
    const { load } = renderDeferred();
    expect(screen.getByRole('button', { name: '메뉴' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('opens when its code arrives after a click made while it loaded', async () => {
    const { load, arrive } = renderDeferred({ slow: true });
    await userEvent.click(screen.getByRole('button', { name: '메뉴' }));
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('menuitem', { name: '항목' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps keyboard focus on the target when focus loaded it, and Enter then opens it', async () => {
    renderDeferred();
    await userEvent.tab();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '메뉴' })).toHaveAttribute('aria-haspopup', 'menu'),
    );
    expect(screen.getByRole('button', { name: '메뉴' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: '항목' })).toBeInTheDocument();
  });

  it('opens a hover menu pointed at while it loaded, but not one the pointer already left', async () => {
    const pointedAt = renderDeferred({ slow: true, openOnHover: true });
    await userEvent.hover(screen.getByRole('button', { name: '메뉴' }));
    pointedAt.arrive();
    expect(await screen.findByRole('menuitem', { name: '항목' })).toBeInTheDocument();
    cleanup();

    const passedOver = renderDeferred({ slow: true, openOnHover: true });
    await userEvent.hover(screen.getByRole('button', { name: '메뉴' }));
    await userEvent.unhover(screen.getByRole('button', { name: '메뉴' }));
    passedOver.arrive();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '메뉴' })).toHaveAttribute('aria-haspopup', 'menu'),
    );
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  });
});
