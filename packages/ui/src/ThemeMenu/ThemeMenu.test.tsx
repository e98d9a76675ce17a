import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, themeStorageManager } from '../color-scheme.ts';
import * as ko from '@academy/strings';
import { theme } from '../theme.ts';
import { ThemeMenu } from './ThemeMenu.tsx';

function renderMenu() {
  return render(
    <MantineProvider
      theme={theme}
      env="test"
      defaultColorScheme="auto"
      colorSchemeManager={themeStorageManager()}
    >
      <ThemeMenu />
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

  it('starts from system when nothing is stored', () => {
    renderMenu();
    expect(
      screen.getByRole('button', { name: `${ko.theme.menuLabel}: ${ko.theme.system}` }),
    ).toBeInTheDocument();
  });
});
