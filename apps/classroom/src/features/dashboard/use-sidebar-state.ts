import { useHotkeys } from '@mantine/hooks';
import { useCallback, useState } from 'react';

/** The sidebar's open/collapsed state lives in this cookie for 7 days (docs/product/limits.md). */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 604_800;

export function readSidebarCookie(
  // No document when the build draws the first screen: the sidebar is then open, the default.
  cookie = typeof document === 'undefined' ? '' : document.cookie,
): boolean {
  const value = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === SIDEBAR_COOKIE)?.[1];
  return value !== 'false';
}

function writeSidebarCookie(open: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Open or collapsed, kept in the cookie; Ctrl/Cmd+B toggles it (docs/product/screens.md). */
export function useSidebarState() {
  const [open, setOpen] = useState(() => readSidebarCookie());
  const toggle = useCallback(() => {
    setOpen((current) => {
      writeSidebarCookie(!current);
      return !current;
    });
  }, []);
  useHotkeys([['mod+B', toggle]]);
  return { open, toggle };
}
