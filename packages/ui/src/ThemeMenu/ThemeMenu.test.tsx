import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, themeStorageManager } from '../color-scheme.ts';
import * as ko from '@academy/strings';
import { theme } from '../theme.ts';
import { ThemeMenu } from './ThemeMenu.tsx';

function renderMenu(floating = false) {
  return render(
    <MantineProvider
      theme={theme}
      env="test"
      defaultColorScheme="auto"
      colorSchemeManager={themeStorageManager()}
    >
      <ThemeMenu floating={floating} />
    </MantineProvider>,
  );
}

const menuButton = () => screen.getByRole('button', { name: new RegExp(ko.theme.menuLabel) });

/** A pointer over the button loads the menu (DeferredMenu); then it is clicked. */
async function openMenu() {
  await userEvent.hover(menuButton());
  await waitFor(() => expect(menuButton()).toHaveAttribute('aria-haspopup', 'menu'), {
    timeout: 5000,
  });
  await userEvent.click(menuButton());
}

describe('ThemeMenu', () => {
  it('stores the choice under the key theme with the spec values', async () => {
    renderMenu();
    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: ko.theme.dark }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await userEvent.click(menuButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: ko.theme.system }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });

  it('shows the scheme as a drawn icon, its name in words', async () => {
    renderMenu();
    expect(menuButton().querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(menuButton()).not.toHaveTextContent(/[\u2600-\u27BF\u25D0]/u);
    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: ko.theme.dark }));
    expect(
      screen.getByRole('button', { name: `${ko.theme.menuLabel}: ${ko.theme.dark}` }),
    ).toBeInTheDocument();
  });

  it('sits in the flow in a header, and floats above a band of its own on a page without one', () => {
    const inHeader = renderMenu();
    expect(menuButton().style.position).toBe('');
    inHeader.unmount();
    const { container } = renderMenu(true);
    expect(menuButton().style.position).toBe('fixed');
    // The band at the page's end is as tall as the button and its two offsets.
    const band = container.querySelector<HTMLElement>('div[aria-hidden="true"]');
    expect(band?.style.height).toBe('76px');
  });

  it('starts from system when nothing is stored', () => {
    renderMenu();
    expect(
      screen.getByRole('button', { name: `${ko.theme.menuLabel}: ${ko.theme.system}` }),
    ).toBeInTheDocument();
  });
});
