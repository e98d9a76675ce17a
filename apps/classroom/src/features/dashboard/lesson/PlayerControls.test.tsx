import { apiPath, http, mockApi, okEnvelope } from '@academy/api-client/mocks/api';
import { classroomHandlers, submissionHandlers } from '@academy/api-client/mocks/classroom';
import { learningHandlers } from '@academy/api-client/mocks/learning';
import { playbackHandlers } from '@academy/api-client/mocks/playback';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contents, lecture, submissions, teachers } from '../../../test/fixtures.ts';
import { quizAttempts, settings, watchState } from '../../../test/learning-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { LessonVideo } from './LessonVideo.tsx';

const track = {
  captionId: 1,
  lang: 'ko' as const,
  label: '한국어 자막',
  cueCount: 1,
  size: 60,
  createdAt: '2026-11-27T00:00:00.000Z',
};
const api = mockApi(
  ...classroomHandlers({ teachers, lectures: [lecture], contents: Object.values(contents) }),
  ...submissionHandlers(submissions.none),
  // the local host's player comes from a playback session (use-playback-session.ts)
  ...playbackHandlers({ playerUrl: '/player?expires=1&sig=x' }),
  ...learningHandlers({ watchState: { ...watchState, resumeAt: 0 }, settings, quizAttempts }),
  http.get(apiPath('lectures/details/101/captions/1'), () =>
    okEnvelope({ ...track, vtt: 'WEBVTT\n\n00:00:10.000 --> 00:00:14.000\n안녕하세요, 여러분\n' }),
  ),
);
const video = {
  ...contents.video,
  video: { ...contents.video.video, playerUrl: '/player?expires=1&sig=x' },
  captions: [track],
  watermark: { text: '김학생 · st***@example.com · #7' },
};

function fromPlayer(frame: HTMLIFrameElement, event: string, data: Record<string, number>) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { event, data: { duration: 600, percent: 0, playbackRate: 1.5, ...data } },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
  });
}

async function openPlayer() {
  renderWithApp(<LessonVideo content={video} />);
  const frame = screen.getByTitle<HTMLIFrameElement>('강의 소개와 학습 방법 영상 플레이어');
  await waitFor(() => expect(frame.getAttribute('src')).toBe('/player?expires=1&sig=x&controls=0'));
  const post = vi.spyOn(frame.contentWindow!, 'postMessage');
  fromPlayer(frame, 'ready', { seconds: 0 });
  return { frame, post };
}
const sent = (post: ReturnType<typeof vi.spyOn>, method: string, value?: number) =>
  expect(post).toHaveBeenCalledWith(
    value === undefined ? { method } : { method, value },
    window.location.origin,
  );

describe('the player’s controls', () => {
  it('asks the frame for no native controls and draws the watermark over the video', async () => {
    const { frame } = await openPlayer();
    expect(frame.getAttribute('src')).toBe('/player?expires=1&sig=x&controls=0');
    const mark = document.querySelector('[data-watermark]');
    expect(mark?.textContent).toMatch(/^김학생 · st\*\*\*@example.com · #7 · \d\d:\d\d:\d\d$/);
  });

  it('plays, skips and changes speed by keyboard, and saves the speed', async () => {
    const { frame, post } = await openPlayer();
    fromPlayer(frame, 'timeupdate', { seconds: 100 });
    await userEvent.keyboard('k');
    sent(post, 'play');
    fromPlayer(frame, 'play', { seconds: 100 });
    await userEvent.keyboard('{ArrowRight}');
    sent(post, 'setCurrentTime', 105);
    await userEvent.keyboard('j');
    sent(post, 'setCurrentTime', 95);
    await userEvent.keyboard('.');
    sent(post, 'setPlaybackRate', 1.75);
    await waitFor(() =>
      expect(api.sent.filter((s) => s.path === 'learning/settings')).toMatchObject([
        { method: 'PUT', body: { playbackRate: 1.75 } },
      ]),
    );
    await userEvent.keyboard(' ');
    sent(post, 'pause');
  });

  it('loops between A and B set by keyboard, and B before A is refused', async () => {
    const { frame, post } = await openPlayer();
    fromPlayer(frame, 'timeupdate', { seconds: 30 });
    await userEvent.keyboard('a');
    fromPlayer(frame, 'timeupdate', { seconds: 20 });
    await userEvent.keyboard('b');
    expect(screen.getByText('B 지점은 A 지점보다 뒤여야 합니다.')).toBeVisible();
    fromPlayer(frame, 'timeupdate', { seconds: 36 });
    await userEvent.keyboard('b');
    expect(screen.getByText('0:30 ~ 0:36 반복 중')).toBeVisible();
    post.mockClear();
    fromPlayer(frame, 'timeupdate', { seconds: 36.2 });
    sent(post, 'setCurrentTime', 30);
    await userEvent.keyboard('r');
    post.mockClear();
    fromPlayer(frame, 'timeupdate', { seconds: 37 });
    expect(post).not.toHaveBeenCalledWith(
      { method: 'setCurrentTime', value: 30 },
      expect.anything(),
    );
  });

  it('shows the chosen Korean track’s cue at the player’s time, marked as Korean, and saves the choice', async () => {
    const { frame } = await openPlayer();
    await userEvent.click(screen.getByRole('button', { name: '자막' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '한국어 자막 (한국어)' }));
    fromPlayer(frame, 'timeupdate', { seconds: 11 });
    const cue = await screen.findByText('안녕하세요, 여러분');
    expect(cue).toHaveAttribute('lang', 'ko');
    fromPlayer(frame, 'timeupdate', { seconds: 15 });
    expect(screen.queryByText('안녕하세요, 여러분')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.sent.filter((s) => s.path === 'learning/settings')).toMatchObject([
        { body: { captionLang: 'ko' } },
      ]),
    );
    // c turns it off
    await userEvent.keyboard('c');
    fromPlayer(frame, 'timeupdate', { seconds: 11 });
    expect(screen.queryByText('안녕하세요, 여러분')).not.toBeInTheDocument();
  });

  it('opens the shortcuts’ help with ? and every control has a label', async () => {
    await openPlayer();
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: '키보드 단축키' });
    expect(dialog).toHaveTextContent('구간 반복 A 지점');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const toolbar = screen.getByRole('toolbar', { name: '재생 컨트롤' });
    for (const button of toolbar.querySelectorAll('button')) {
      expect(button.getAttribute('aria-label') ?? button.textContent).toBeTruthy();
    }
  });
});
