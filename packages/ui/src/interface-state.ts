// spec 2.1: the small interface state (UI state in jotai; server data never goes here). Of the
// spec's list only the home page's view is read by a screen; the reset runs at sign-out.
import { atom } from 'jotai';

export const INTERFACE_DEFAULTS = {
  activeView: 'home',
} as const;

/** spec 2.3: the home page's views. */
export type HomeView =
  'home' | 'about' | 'admission' | 'reviews' | 'success' | 'notice' | 'classroom' | 'graduates';

export const activeViewAtom = atom<HomeView | (string & {})>(INTERFACE_DEFAULTS.activeView);

/** spec 2.1: 'A reset returns all to defaults.' Write-only: `useSetAtom(resetInterfaceStateAtom)()`. */
export const resetInterfaceStateAtom = atom(null, (_get, set) => {
  set(activeViewAtom, INTERFACE_DEFAULTS.activeView);
});
