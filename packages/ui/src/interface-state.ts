// spec 2.1: the small interface state (UI state in jotai; server data never goes here).
import { atom } from 'jotai';
import { ko } from '@academy/strings';

export const INTERFACE_DEFAULTS = {
  activeView: 'home',
  isLoading: false,
  /** the dashboard label */
  activeSidebarItem: ko.common.dashboard,
  secondSidebarOpen: false,
  selectedUniversity: null,
  selectedCourse: null,
  showPassword: false,
} as const;

/** spec 2.3: the home page's views. */
export type HomeView =
  'home' | 'about' | 'admission' | 'reviews' | 'success' | 'notice' | 'classroom' | 'graduates';

export const activeViewAtom = atom<HomeView | (string & {})>(INTERFACE_DEFAULTS.activeView);
export const isLoadingAtom = atom<boolean>(INTERFACE_DEFAULTS.isLoading);
export const activeSidebarItemAtom = atom<string>(INTERFACE_DEFAULTS.activeSidebarItem);
export const secondSidebarOpenAtom = atom<boolean>(INTERFACE_DEFAULTS.secondSidebarOpen);
export const selectedUniversityAtom = atom<string | number | null>(
  INTERFACE_DEFAULTS.selectedUniversity,
);
export const selectedCourseAtom = atom<string | number | null>(INTERFACE_DEFAULTS.selectedCourse);
export const showPasswordAtom = atom<boolean>(INTERFACE_DEFAULTS.showPassword);

/** spec 2.1: 'A reset returns all to defaults.' Write-only: `useSetAtom(resetInterfaceStateAtom)()`. */
export const resetInterfaceStateAtom = atom(null, (_get, set) => {
  set(activeViewAtom, INTERFACE_DEFAULTS.activeView);
  set(isLoadingAtom, INTERFACE_DEFAULTS.isLoading);
  set(activeSidebarItemAtom, INTERFACE_DEFAULTS.activeSidebarItem);
  set(secondSidebarOpenAtom, INTERFACE_DEFAULTS.secondSidebarOpen);
  set(selectedUniversityAtom, INTERFACE_DEFAULTS.selectedUniversity);
  set(selectedCourseAtom, INTERFACE_DEFAULTS.selectedCourse);
  set(showPasswordAtom, INTERFACE_DEFAULTS.showPassword);
});
