import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModalsHost } from '../AppProviders/ModalsHost.tsx';
import * as ko from '@academy/strings';
import { confirmations } from '@academy/strings/validation';
import { confirm } from './ConfirmDialog.tsx';

function renderProviders() {
  render(
    <MantineProvider env="test">
      <ModalsHost />
    </MantineProvider>,
  );
}

async function ask(destructive = false) {
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirm({ message: confirmations.deleteQuestion, destructive });
  });
  expect(await screen.findByText(confirmations.deleteQuestion)).toBeInTheDocument();
  return answer;
}

describe('confirm()', () => {
  it('resolves true on 확인', async () => {
    renderProviders();
    const answer = ask(true);
    await userEvent.click(await screen.findByRole('button', { name: ko.common.confirm }));
    await expect(await answer).toBe(true);
  });

  it('resolves false on 취소', async () => {
    renderProviders();
    const answer = ask();
    await userEvent.click(await screen.findByRole('button', { name: ko.common.cancel }));
    await expect(await answer).toBe(false);
  });

  it('resolves false when closed with Escape', async () => {
    renderProviders();
    const answer = ask();
    await screen.findByRole('button', { name: ko.common.confirm });
    await userEvent.keyboard('{Escape}');
    await waitFor(async () => expect(await answer).toBe(false));
  });
});
