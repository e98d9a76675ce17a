import { Button, useMantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { lazy } from 'react';
import { DeferredMenu } from '../DeferredMenu/DeferredMenu.tsx';
import * as ko from '@academy/strings';
import { THEME_OPTIONS } from './theme-options.ts';

const ThemeMenuDropdown = lazy(() => import('./ThemeMenuDropdown.tsx'));

const FLOATING_SIZE = 44;
const FLOATING_OFFSET = 16;

/**
 * The theme menu (light, dark, system; docs/product/screens.md). In a header it sits beside the
 * other header buttons; on a page with no header it floats at the bottom right above an empty
 * band it adds at the page's end, so the last buttons of a page are never under it
 * (docs/decisions/043-look-and-feel.md).
 */
export function ThemeMenu({ floating = false }: { floating?: boolean }) {
  const { colorScheme } = useMantineColorScheme();
  // The server cannot know the stored choice: the page is hydrated with the default (system),
  // then shows the stored one, so the first render matches the server's.
  const mounted = useMounted();
  const current =
    (mounted && THEME_OPTIONS.find((option) => option.scheme === colorScheme)) || THEME_OPTIONS[2];
  const size = floating ? FLOATING_SIZE : 34;
  const menu = (
    <DeferredMenu
      target={
        // A round Button, not an ActionIcon: every page has Button's code already.
        <Button
          variant="default"
          radius="xl"
          w={size}
          h={size}
          p={0}
          flex="none"
          aria-label={`${ko.theme.menuLabel}: ${current.label}`}
          data-theme-menu
          style={
            floating
              ? { position: 'fixed', right: FLOATING_OFFSET, bottom: FLOATING_OFFSET, zIndex: 200 }
              : undefined
          }
        >
          <current.Icon aria-hidden size={floating ? 22 : 18} stroke={1.75} />
        </Button>
      }
    >
      {(props) => <ThemeMenuDropdown {...props} floating={floating} />}
    </DeferredMenu>
  );
  if (!floating) return menu;
  return (
    <>
      <div aria-hidden style={{ height: FLOATING_SIZE + 2 * FLOATING_OFFSET }} />
      {menu}
    </>
  );
}
