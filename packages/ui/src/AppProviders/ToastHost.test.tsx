import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from '../toast/index.ts';
import { ToastHost } from './ToastHost.tsx';

// Counts loads of the toast container's module (the code ToastHost defers).
const { containerLoaded } = vi.hoisted(() => ({ containerLoaded: vi.fn() }));
vi.mock('./Toasts.tsx', async (importOriginal) => {
  containerLoaded();
  return importOriginal();
});

describe('ToastHost', () => {
  it('loads the toast container only when the first toast is shown, then shows it', async () => {
    render(
      <MantineProvider env="test">
        <ToastHost />
      </MantineProvider>,
    );
    // any module import the first render started has finished (none should have)
    await act(() => vi.dynamicImportSettled());
    expect(containerLoaded).not.toHaveBeenCalled();

    act(() => {
      showToast({ message: '저장되었습니다.' });
    });
    expect(await screen.findByText('저장되었습니다.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(containerLoaded).toHaveBeenCalledTimes(1);
  });

  // Where it sits (below the header) is measured in a real browser (apps/e2e styles.spec.ts).
  it('shows the toasts in the top container, not the bottom ones', async () => {
    render(
      <MantineProvider env="test">
        <ToastHost />
      </MantineProvider>,
    );
    act(() => {
      showToast({ message: '저장되었습니다.' });
    });
    const toast = await screen.findByText('저장되었습니다.', {}, { timeout: 5000 });
    const container = toast.closest<HTMLElement>('.mantine-Notifications-root');
    expect(container?.dataset.position).toBe('top-center');
  });
});
