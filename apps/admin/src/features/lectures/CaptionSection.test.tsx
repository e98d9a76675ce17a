import { mockApi } from '@academy/api-client/mocks/api';
import { captionHandlers } from '@academy/api-client/mocks/lesson-media';
import * as playerStrings from '@academy/strings/player';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { CaptionSection } from './CaptionSection.tsx';

const m = playerStrings.messages;
const api = mockApi(
  ...captionHandlers(
    [
      {
        captionId: 1,
        lang: 'ko',
        label: '한국어 자막',
        cueCount: 12,
        size: 2048,
        createdAt: '2026-11-27T00:00:00.000Z',
      },
    ],
    [m.captionNotVtt],
  ),
);

describe('a lesson’s 자막', () => {
  it('lists the tracks, refuses a file that is not WebVTT keeping the form, and uploads a Japanese one', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<CaptionSection detailId={3} />);
    expect(await screen.findByText(/한국어 자막 · 한국어 · 자막 12개/)).toBeVisible();

    await user.click(screen.getByRole('radio', { name: '일본어' }));
    expect(screen.getByRole('textbox', { name: '자막 이름' })).toHaveValue('일본어');
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['1\n00:00:01,000 --> 00:00:02,000\nhi'], 'ja-broken.vtt'));
    await user.click(screen.getByRole('button', { name: '자막 올리기' }));
    expect(await screen.findByText(m.captionNotVtt)).toBeVisible();
    expect(screen.getByRole('textbox', { name: '자막 이름' })).toHaveValue('일본어');

    await user.upload(
      container.querySelector<HTMLInputElement>('input[type=file]')!,
      new File(['WEBVTT\n\n00:01.000 --> 00:02.000\nこんにちは\n'], 'ja.vtt'),
    );
    await user.click(screen.getByRole('button', { name: '자막 올리기' }));
    await waitFor(() => expect(api.sent.filter((s) => s.method === 'POST')).toHaveLength(2));
    expect(await screen.findByText(/일본어 · 일본어 · 자막 1개/)).toBeVisible();
    expect(api.sent.filter((s) => s.method === 'POST')).toHaveLength(2);
  });

  it('deletes a track only after confirming', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CaptionSection detailId={3} />);
    await user.click(await screen.findByRole('button', { name: '한국어 자막 자막 삭제' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('한국어 자막 자막을 삭제할까요?');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByText(/한국어 자막 · 한국어/)).not.toBeInTheDocument());
    expect(api.sent.filter((s) => s.method === 'DELETE')).toHaveLength(1);
  });
});
