// The lesson's playback session (docs/product/player.md): the player's link comes from the
// session; when another device takes over, this one pauses and says why, and the student can play
// here again.
import { mockApi } from '@academy/api-client/mocks/api';
import { classroomHandlers, submissionHandlers } from '@academy/api-client/mocks/classroom';
import { learningHandlers } from '@academy/api-client/mocks/learning';
import { playbackHandlers } from '@academy/api-client/mocks/playback';
import * as streaming from '@academy/strings/streaming';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contents, lecture, submissions, teachers } from '../../../test/fixtures.ts';
import { settings, watchState } from '../../../test/learning-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { DetailViewer } from '../DetailViewer.tsx';
import { playbackDeviceId, playbackDeviceLabel } from './use-playback-session.ts';

const api = mockApi(
  ...playbackHandlers({ playerUrl: '/api/videos/v/player?pt=a.b', takenOver: true }),
  ...classroomHandlers({ teachers, lectures: [lecture], contents: Object.values(contents) }),
  ...submissionHandlers(submissions.none),
  ...learningHandlers({ watchState, settings }),
);

describe('the playback session', () => {
  it('frames the session’s player, and on a takeover pauses it and offers to play here again', async () => {
    renderWithApp(<DetailViewer content={contents.video} />);
    const frame = screen.getByTitle<HTMLIFrameElement>('강의 소개와 학습 방법 영상 플레이어');
    await waitFor(() =>
      expect(frame).toHaveAttribute('src', '/api/videos/v/player?pt=a.b&controls=0'),
    );
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    const starts = () => api.sent.filter((sent) => /lessons\/\d+\/playback$/.test(sent.path));
    expect(starts()).toMatchObject([
      { method: 'POST', body: { deviceId: expect.stringMatching(/^[\w-]{8,64}$/) } },
    ]);
    // pressing play makes the heartbeat go at once: the other device has the playback now
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: {
            event: 'play',
            data: { seconds: 12, duration: 100, percent: 0, playbackRate: 1 },
          },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    expect(await screen.findByText(streaming.errors.takenOver)).toBeVisible();
    expect(post).toHaveBeenCalledWith({ method: 'pause' }, window.location.origin);
    const heartbeat = api.sent.find((sent) => sent.path.endsWith('/heartbeat'));
    expect(heartbeat?.body).toEqual({ positionSeconds: 12 });
    await userEvent.click(screen.getByRole('button', { name: streaming.takeover.playHere }));
    await waitFor(() => expect(starts()).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByText(streaming.errors.takenOver)).not.toBeInTheDocument(),
    );
  });

  it('keeps one device id per browser and names the device for staff', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(playbackDeviceId(storage)).toBe(playbackDeviceId(storage));
    expect(
      playbackDeviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      ),
    ).toBe('Chrome · Windows');
    expect(
      playbackDeviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
  });
});
