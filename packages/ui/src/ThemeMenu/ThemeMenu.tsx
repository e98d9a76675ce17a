import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { lazy } from 'react';
import { DeferredMenu } from '../DeferredMenu/DeferredMenu.tsx';
import { ko } from '@academy/strings';
import { THEME_OPTIONS } from './theme-options.ts';

const ThemeMenuDropdown = lazy(() => import('./ThemeMenuDropdown.tsx'));

/** spec 2.1: the floating theme menu (light, dark, system), fixed at the bottom right. */
export function ThemeMenu() {
  const { colorScheme } = useMantineColorScheme();
  const current = THEME_OPTIONS.find((option) => option.scheme === colorScheme) ?? THEME_OPTIONS[2];
  return (
    <DeferredMenu
      target={
        <ActionIcon
          variant="default"
          size="xl"
          radius="xl"
          aria-label={`${ko.theme.menuLabel}: ${current.label}`}
          style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 200 }}
        >
          <span aria-hidden>{current.icon}</span>
        </ActionIcon>
      }
    >
      {(menu) => <ThemeMenuDropdown {...menu} />}
    </DeferredMenu>
  );
}
