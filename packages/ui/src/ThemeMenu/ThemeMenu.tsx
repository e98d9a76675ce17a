import { Button, useMantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { lazy } from 'react';
import { DeferredMenu } from '../DeferredMenu/DeferredMenu.tsx';
import * as ko from '@academy/strings';
import { THEME_OPTIONS } from './theme-options.ts';

const ThemeMenuDropdown = lazy(() => import('./ThemeMenuDropdown.tsx'));

/**
 * The floating theme menu (light, dark, system), fixed at the bottom right
 * (docs/product/screens.md).
 */
export function ThemeMenu() {
  const { colorScheme } = useMantineColorScheme();
  // The server cannot know the stored choice: the page is hydrated with the default (system),
  // then shows the stored one, so the first render matches the server's.
  const mounted = useMounted();
  const current =
    (mounted && THEME_OPTIONS.find((option) => option.scheme === colorScheme)) || THEME_OPTIONS[2];
  return (
    <DeferredMenu
      target={
        // A round Button, not an ActionIcon: every page has Button's code already.
        <Button
          variant="default"
          radius="xl"
          w={44}
          h={44}
          p={0}
          aria-label={`${ko.theme.menuLabel}: ${current.label}`}
          style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 200 }}
        >
          <span aria-hidden>{current.icon}</span>
        </Button>
      }
    >
      {(menu) => <ThemeMenuDropdown {...menu} />}
    </DeferredMenu>
  );
}
