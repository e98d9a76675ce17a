import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { confirm } from '../ConfirmDialog/ConfirmDialog.tsx';
import { confirmations } from '@academy/strings/validation';
import { ModalsHost } from './ModalsHost.tsx';

// Counts loads of Mantine's modal manager (the code ModalsHost defers).
const { managerLoaded } = vi.hoisted(() => ({ managerLoaded: vi.fn() }));
vi.mock('./Modals.tsx', async (importOriginal) => {
  managerLoaded();
  return importOriginal();
});

describe('ModalsHost', () => {
  it('loads the modal manager with the first confirmation, which then opens', async () => {
    render(
      <MantineProvider env="test">
        <ModalsHost />
      </MantineProvider>,
    );
    // any module import the first render started has finished (none should have)
    await act(() => vi.dynamicImportSettled());
    expect(managerLoaded).not.toHaveBeenCalled();

    act(() => {
      void confirm({ message: confirmations.deleteQuestion });
    });
    expect(
      await screen.findByText(confirmations.deleteQuestion, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(managerLoaded).toHaveBeenCalledTimes(1);
  });
});
