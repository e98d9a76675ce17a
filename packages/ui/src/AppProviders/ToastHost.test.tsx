import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastHost } from './ToastHost.tsx';

describe('ToastHost', () => {
  it('renders nothing until a toast is shown, then shows it', async () => {
    const { container } = render(
      <MantineProvider env="test">
        <ToastHost />
      </MantineProvider>,
    );
    // Only the provider's style tags: no toast container yet.
    expect(container.querySelectorAll(':not(style)')).toHaveLength(0);
    act(() => {
      notifications.show({ message: '저장되었습니다.' });
    });
    expect(await screen.findByText('저장되었습니다.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
