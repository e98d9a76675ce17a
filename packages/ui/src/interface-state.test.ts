import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { activeViewAtom, resetInterfaceStateAtom } from './interface-state.ts';

describe('interface state', () => {
  it('starts on the home view', () => {
    expect(createStore().get(activeViewAtom)).toBe('home');
  });

  it('resets to its defaults', () => {
    const store = createStore();
    store.set(activeViewAtom, 'success');
    store.set(resetInterfaceStateAtom);
    expect(store.get(activeViewAtom)).toBe('home');
  });
});
