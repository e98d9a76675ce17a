import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  activeSidebarItemAtom,
  activeViewAtom,
  isLoadingAtom,
  resetInterfaceStateAtom,
  secondSidebarOpenAtom,
  selectedCourseAtom,
  selectedUniversityAtom,
  showPasswordAtom,
} from './interface-state.ts';

const snapshot = (store: ReturnType<typeof createStore>) => ({
  activeView: store.get(activeViewAtom),
  isLoading: store.get(isLoadingAtom),
  activeSidebarItem: store.get(activeSidebarItemAtom),
  secondSidebarOpen: store.get(secondSidebarOpenAtom),
  selectedUniversity: store.get(selectedUniversityAtom),
  selectedCourse: store.get(selectedCourseAtom),
  showPassword: store.get(showPasswordAtom),
});

const DEFAULTS = {
  activeView: 'home',
  isLoading: false,
  activeSidebarItem: '대시보드',
  secondSidebarOpen: false,
  selectedUniversity: null,
  selectedCourse: null,
  showPassword: false,
};

describe('interface state (spec 2.1)', () => {
  it('starts at the spec defaults', () => {
    expect(snapshot(createStore())).toEqual(DEFAULTS);
  });

  it('resets every field to its default', () => {
    const store = createStore();
    store.set(activeViewAtom, 'success');
    store.set(isLoadingAtom, true);
    store.set(activeSidebarItemAtom, '질의응답');
    store.set(secondSidebarOpenAtom, true);
    store.set(selectedUniversityAtom, '도쿄대학');
    store.set(selectedCourseAtom, 12);
    store.set(showPasswordAtom, true);
    expect(snapshot(store)).not.toEqual(DEFAULTS);

    store.set(resetInterfaceStateAtom);
    expect(snapshot(store)).toEqual(DEFAULTS);
  });
});
