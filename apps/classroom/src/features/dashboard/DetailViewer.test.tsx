import { apiPath, http, mockApi, okEnvelope } from '@academy/api-client/mocks/api';
import { classroomHandlers, submissionHandlers } from '@academy/api-client/mocks/classroom';
import { learningHandlers } from '@academy/api-client/mocks/learning';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contents, lecture, submissions, teachers } from '../../test/fixtures.ts';
import {
  failedGrade,
  lastGrade,
  quizAttempts,
  settings,
  watchState,
} from '../../test/learning-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { DetailViewer } from './DetailViewer.tsx';

// The network boundary: the API answers from the fixtures like the server (MSW; CONTRIBUTING.md).
const api = mockApi(
  ...classroomHandlers({ teachers, lectures: [lecture], contents: Object.values(contents) }),
  ...submissionHandlers(submissions.none),
  ...learningHandlers({ watchState, settings, quizAttempts, grade: failedGrade }),
);
const statusReads = () => api.read.filter((path) => path.startsWith('lectures/submission'));
const sentTo = (path: string) => api.sent.filter((sent) => sent.path === path);

const activity = () => screen.getByRole('region', { name: '학습 활동' });

describe('the lesson viewer', () => {
  it('plays a video detail in the embedded player and lists its materials', async () => {
    renderWithApp(<DetailViewer content={contents.video} />);
    // the player link comes with the playback session (docs/product/player.md)
    await waitFor(() =>
      expect(screen.getByTitle('강의 소개와 학습 방법 영상 플레이어')).toHaveAttribute(
        'src',
        'about:blank',
      ),
    );
    expect(screen.getByRole('link', { name: '학습계획표.pdf 내려받기' })).toBeVisible();
    expect(await within(activity()).findByRole('textbox', { name: '과제 URL' })).toBeVisible();
  });

  it('shows a live detail’s status in place of the player', () => {
    renderWithApp(<DetailViewer content={contents.live} />);
    expect(screen.getByText('라이브 상태: 예정 (11월 28일 20:00)')).toBeVisible();
    expect(screen.queryByTitle(/영상 플레이어/)).not.toBeInTheDocument();
  });

  it('shows a quiz with selectable answers and “complete the quiz above” instead of the assignment form', async () => {
    renderWithApp(<DetailViewer content={contents.quiz} />);
    const answer = screen.getByRole('radio', { name: '제도와 개인의 노력이 함께 필요하다.' });
    await userEvent.click(answer);
    expect(answer).toBeChecked();
    expect(screen.queryByRole('region', { name: '학습 자료' })).not.toBeInTheDocument();
    expect(within(activity()).getByText('위의 퀴즈를 완료하세요')).toBeVisible();
    expect(within(activity()).queryByRole('textbox', { name: '과제 URL' })).not.toBeInTheDocument();
    expect(statusReads()).toEqual([]);
  });

  it('says a quiz has no questions yet instead of offering 제출 and 다시 풀기 alone', () => {
    renderWithApp(<DetailViewer content={{ ...contents.quiz, quizzes: [] }} />);
    expect(screen.getByText('아직 등록된 퀴즈 문제가 없습니다.')).toBeVisible();
    expect(screen.queryByRole('button', { name: '제출' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 풀기' })).not.toBeInTheDocument();
  });

  it('shows an other detail’s text with a placeholder for the video and the assignment form', async () => {
    renderWithApp(<DetailViewer content={contents.other} />);
    expect(screen.getByText('아직 등록된 영상이 없습니다.')).toBeVisible();
    expect(screen.getByText(/세 줄로 정리해 블로그에 올리고/)).toBeVisible();
    expect(await within(activity()).findByRole('textbox', { name: '과제 URL' })).toBeVisible();
    expect(statusReads()).toEqual(['lectures/submission?lectureDetailId=104']);
  });
});

/** The local player's frame says something, as the player script would (same origin here). */
function fromPlayer(frame: HTMLIFrameElement, event: string, data: Record<string, number>) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { event, data: { duration: 1560, percent: 0, playbackRate: 1.5, ...data } },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
  });
}

describe('watching a lesson', () => {
  const video = { ...contents.video, video: { ...contents.video.video, playerUrl: '/player' } };

  it('resumes at the last position at the student’s speed and reports what was watched', async () => {
    api.use(
      http.post(apiPath('lectures/watch'), () =>
        okEnvelope({ ...watchState, watchedSeconds: 780, watchedRate: 50 }),
      ),
    );
    renderWithApp(<DetailViewer content={video} />);
    expect(await screen.findByText('이어보기 12:34')).toBeVisible();
    const frame = screen.getByTitle<HTMLIFrameElement>('강의 소개와 학습 방법 영상 플레이어');
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    fromPlayer(frame, 'ready', { seconds: 0 });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        { method: 'setCurrentTime', value: 754 },
        window.location.origin,
      ),
    );
    expect(post).toHaveBeenCalledWith(
      { method: 'setPlaybackRate', value: 1.5 },
      window.location.origin,
    );

    // 2x playback: the video's seconds are what counts, reported on pause
    for (const seconds of [754, 755, 756, 757, 758, 759, 760]) {
      fromPlayer(frame, 'timeupdate', { seconds, playbackRate: 2 });
    }
    fromPlayer(frame, 'pause', { seconds: 760 });
    await waitFor(() =>
      expect(sentTo('lectures/watch')).toMatchObject([
        {
          method: 'POST',
          body: { lectureDetailId: 101, duration: 1560, position: 760, intervals: [[754, 760]] },
        },
      ]),
    );
    expect(await screen.findByText('시청 50% · 완료 기준 90%')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: '처음부터 보기' }));
    expect(post).toHaveBeenCalledWith(
      { method: 'setCurrentTime', value: 0 },
      window.location.origin,
    );
  });

  it('reports nothing when a lesson is opened at its resume point and left without playing', async () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    try {
      for (let visit = 0; visit < 2; visit += 1) {
        const { unmount } = renderWithApp(<DetailViewer content={video} />);
        expect(await screen.findByText('이어보기 12:34')).toBeVisible();
        const frame = screen.getByTitle<HTMLIFrameElement>('강의 소개와 학습 방법 영상 플레이어');
        const post = vi.spyOn(frame.contentWindow!, 'postMessage');
        fromPlayer(frame, 'ready', { seconds: 0 });
        await waitFor(() =>
          expect(post).toHaveBeenCalledWith(
            { method: 'setCurrentTime', value: 754 },
            window.location.origin,
          ),
        );
        // the media element's answer to that seek
        fromPlayer(frame, 'seeking', { seconds: 754 });
        fromPlayer(frame, 'timeupdate', { seconds: 754 });
        fromPlayer(frame, 'seeked', { seconds: 754 });
        act(() => void window.dispatchEvent(new Event('pagehide')));
        unmount();
      }
      expect(sentTo('lectures/watch')).toEqual([]);
      // no watch report by beacon (the playback session's own end goes by beacon too)
      const beacons = beacon.mock.calls as unknown as [string][];
      expect(beacons.filter(([url]) => url.includes('lectures/watch'))).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('saves where the student moves to at once, not at the next tick', async () => {
    renderWithApp(<DetailViewer content={video} />);
    expect(await screen.findByText('이어보기 12:34')).toBeVisible();
    const frame = screen.getByTitle<HTMLIFrameElement>('강의 소개와 학습 방법 영상 플레이어');
    fromPlayer(frame, 'ready', { seconds: 0 });
    fromPlayer(frame, 'seeking', { seconds: 900 });
    fromPlayer(frame, 'seeked', { seconds: 900 });
    await waitFor(() =>
      expect(sentTo('lectures/watch')).toMatchObject([
        { method: 'POST', body: { lectureDetailId: 101, position: 900, intervals: [] } },
      ]),
    );
  });

  it('shows a completed lesson as completed and offers the next unfinished one', async () => {
    api.use(
      http.get(apiPath('lectures/watch'), () =>
        okEnvelope({ ...watchState, watchedRate: 96, isCompleted: true, resumeAt: 0 }),
      ),
    );
    const { router } = renderWithApp(<DetailViewer content={video} />, {
      path: '/dashboard?lecture=1&detail=101',
    });
    expect(await screen.findByText('학습 완료')).toBeVisible();
    expect(screen.queryByText(/이어보기/)).not.toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: '다음 강의: 실시간 질의응답' }),
    );
    expect(router.state.location.search).toBe('?lecture=1&detail=102');
  });
});

describe('a graded quiz', () => {
  it('asks for every answer, then shows the server’s grade: what was wrong, not the right option', async () => {
    renderWithApp(<DetailViewer content={contents.quiz} />);
    expect(await screen.findByText('통과 점수 60점')).toBeVisible();
    expect(screen.getByText('· 남은 응시 2회')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '제출' }));
    expect(screen.getByRole('alert')).toHaveTextContent('아직 풀지 않은 문제가 1개 있습니다.');
    expect(sentTo('lectures/grade-quiz')).toEqual([]);

    await userEvent.click(
      screen.getByRole('radio', { name: '환경 보호는 개인의 노력만으로 충분하다.' }),
    );
    await userEvent.click(screen.getByRole('button', { name: '제출' }));
    expect(await screen.findByText('1문제 중 0문제 정답 · 0점')).toBeVisible();
    expect(sentTo('lectures/grade-quiz')).toEqual([
      {
        method: 'POST',
        path: 'lectures/grade-quiz',
        body: { lectureDetailId: 103, answers: [{ quizId: 1, optionId: 1 }] },
      },
    ]);
    expect(screen.getByLabelText('1번 문제 오답')).toBeVisible();
    // attempts are left and nobody passed: the right option and the explanation stay hidden
    expect(screen.queryByText(/^정답: /)).not.toBeInTheDocument();
    expect(screen.queryByText(/마지막 문단에서 제도와 개인의 역할/)).not.toBeInTheDocument();
    expect(
      screen.getByText('정답과 해설은 통과하거나 마지막 응시를 마치면 공개됩니다.'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: '다시 풀기' }));
    expect(screen.queryByText('1문제 중 0문제 정답 · 0점')).not.toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: '환경 보호는 개인의 노력만으로 충분하다.' }),
    ).not.toBeChecked();
  });

  it('shows the correct option and the explanation after the last attempt, and offers no other', async () => {
    api.use(http.post(apiPath('lectures/grade-quiz'), () => okEnvelope(lastGrade)));
    renderWithApp(<DetailViewer content={contents.quiz} />);
    await userEvent.click(
      await screen.findByRole('radio', { name: '환경 보호는 개인의 노력만으로 충분하다.' }),
    );
    await userEvent.click(screen.getByRole('button', { name: '제출' }));
    expect(await screen.findByText('정답: 제도와 개인의 노력이 함께 필요하다.')).toBeVisible();
    expect(screen.getByText(/마지막 문단에서 제도와 개인의 역할/)).toBeVisible();
    expect(screen.getByRole('button', { name: '다시 풀기' })).toBeDisabled();
  });

  it('offers no attempt when none is left', async () => {
    api.use(
      http.get(apiPath('lectures/quiz-attempts'), () =>
        okEnvelope({ ...quizAttempts, attemptsLeft: 0, answersRevealed: true }),
      ),
    );
    renderWithApp(<DetailViewer content={contents.quiz} />);
    expect(await screen.findByText('남은 응시 기회가 없습니다.')).toBeVisible();
    expect(screen.getByRole('button', { name: '제출' })).toBeDisabled();
  });
});
