// The small interface state (UI state in jotai; server data never goes here)
// (docs/product/screens.md). Of the spec's list only the home page's view is read by a screen; the
// reset runs at sign-out.
import { atom } from 'jotai';

export const INTERFACE_DEFAULTS = {
  activeView: 'home',
} as const;

/** The home page's views (docs/product/screens.md). */
export type HomeView =
  'home' | 'about' | 'admission' | 'reviews' | 'success' | 'notice' | 'classroom' | 'graduates';

export const activeViewAtom = atom<HomeView | (string & {})>(INTERFACE_DEFAULTS.activeView);

/**
 * 'A reset returns all to defaults.' Write-only: `useSetAtom(resetInterfaceStateAtom)()`
 * (docs/product/screens.md).
 */
export const resetInterfaceStateAtom = atom(null, (_get, set) => {
  set(activeViewAtom, INTERFACE_DEFAULTS.activeView);
});
