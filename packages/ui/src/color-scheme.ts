import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/**
 * The theme is stored under the key `theme` as light, dark or system (docs/product/screens.md,
 * docs/product/limits.md).
 */
export const THEME_STORAGE_KEY = 'theme';
export type ThemePreference = 'light' | 'dark' | 'system';

const toMantine = (value: string | null): MantineColorScheme | null =>
  value === 'system' ? 'auto' : value === 'light' || value === 'dark' ? value : null;
const toStored = (scheme: MantineColorScheme): ThemePreference =>
  scheme === 'auto' ? 'system' : scheme;

/** Mantine's colour-scheme manager speaking the spec's values ('system' is Mantine's 'auto'). */
export function themeStorageManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => {
      try {
        return toMantine(window.localStorage.getItem(THEME_STORAGE_KEY)) ?? defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set: (value) => {
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, toStored(value));
      } catch {
        // Storage may be unavailable (private mode); the choice then lasts for this page only.
      }
    },
    subscribe: (onUpdate) => {
      listener = (event) => {
        if (event.key !== THEME_STORAGE_KEY) return;
        const scheme = toMantine(event.newValue);
        if (scheme) onUpdate(scheme);
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
    },
    clear: () => window.localStorage.removeItem(THEME_STORAGE_KEY),
  };
}
