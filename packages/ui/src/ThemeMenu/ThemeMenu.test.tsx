import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, themeStorageManager } from '../color-scheme.ts';
import { ko } from '../strings/ko.ts';
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

describe('ThemeMenu', () => {
  it('stores the choice under the key theme with the spec values', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(ko.theme.menuLabel) }));
    await userEvent.click(await screen.findByRole('menuitem', { name: ko.theme.dark }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: new RegExp(ko.theme.menuLabel) }));
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
