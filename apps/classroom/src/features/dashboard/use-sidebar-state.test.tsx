import { act, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSidebarCookie, useSidebarState } from './use-sidebar-state.ts';

describe('the sidebar state', () => {
  it('starts open, and reads a stored collapsed state from the cookie', () => {
    expect(readSidebarCookie('')).toBe(true);
    expect(readSidebarCookie('theme=dark; sidebar_state=false')).toBe(false);
  });

  it('toggles with Ctrl+B and keeps the choice in the sidebar_state cookie', async () => {
    const { result } = renderHook(() => useSidebarState());
    expect(result.current.open).toBe(true);
    await userEvent.keyboard('{Control>}b{/Control}');
    expect(result.current.open).toBe(false);
    expect(document.cookie).toContain('sidebar_state=false');
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    expect(document.cookie).toContain('sidebar_state=true');
  });
});
