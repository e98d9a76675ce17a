// A live lesson's placeholder through a broadcast (docs/product/learning.md: live lessons): 방송 예정
// with the time and a closed link, the link open 10 minutes before, 방송 중 at the start, 종료 after
// the end, each moved by its own timer without a reload.
import type { ClassroomDetailContent } from '@academy/api-client/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contents } from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { LiveLesson } from './LiveLesson.tsx';

// Thursday 3 December 2026, 19:00-21:00 in Seoul
const broadcast: ClassroomDetailContent = {
  ...contents.live,
  live: {
    startsAt: '2026-12-03T10:00:00.000Z',
    endsAt: '2026-12-03T12:00:00.000Z',
    minutes: 120,
    joinUrl: 'https://zoom.us/j/1234567890',
  },
};
const MINUTE = 60_000;
const joinButton = () => screen.getByRole('button', { name: /방송 입장/ });
const joinLink = () => screen.queryByRole('link', { name: '실시간 질의응답 방송 입장 (새 창)' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveLesson', () => {
  it('moves from 방송 예정 to an open link, 방송 중 and 종료 as the clock runs', async () => {
    vi.setSystemTime(new Date('2026-12-03T09:00:00.000Z')); // 18:00 in Seoul
    renderWithApp(<LiveLesson content={broadcast} />);
    expect(screen.getByText('방송 시간: 12월 3일 (목) 19:00 ~ 21:00')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('라이브 상태: 방송 예정');
    expect(joinButton()).toBeDisabled();
    expect(screen.getByText('시작 10분 전부터 입장할 수 있습니다.')).toBeVisible();

    // 18:50: the link opens, still 방송 예정
    await act(async () => {
      vi.advanceTimersByTime(50 * MINUTE);
    });
    expect(joinLink()).toHaveAttribute('href', 'https://zoom.us/j/1234567890');
    expect(joinLink()).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('status')).toHaveTextContent('라이브 상태: 방송 예정');

    // 19:00: on air
    await act(async () => {
      vi.advanceTimersByTime(10 * MINUTE);
    });
    expect(screen.getByRole('status')).toHaveTextContent('라이브 상태: 방송 중');
    expect(joinLink()).toBeInTheDocument();

    // 21:00: over, the link is gone
    await act(async () => {
      vi.advanceTimersByTime(120 * MINUTE);
    });
    expect(screen.getByRole('status')).toHaveTextContent('라이브 상태: 종료');
    expect(joinLink()).not.toBeInTheDocument();
    expect(screen.getByText(/방송이 끝났습니다/)).toBeVisible();
  });

  it('opens the link at once for a student who arrives during the broadcast', () => {
    vi.setSystemTime(new Date('2026-12-03T11:00:00.000Z')); // 20:00 in Seoul
    renderWithApp(<LiveLesson content={broadcast} />);
    expect(screen.getByRole('status')).toHaveTextContent('라이브 상태: 방송 중');
    expect(joinLink()).toBeInTheDocument();
  });

  it('says when the link is still to come, and when no time is set yet', () => {
    vi.setSystemTime(new Date('2026-12-03T09:55:00.000Z'));
    const { unmount } = renderWithApp(
      <LiveLesson content={{ ...broadcast, live: { ...broadcast.live!, joinUrl: null } }} />,
    );
    expect(screen.getByText('입장 링크는 방송 전에 안내됩니다.')).toBeVisible();
    expect(joinLink()).not.toBeInTheDocument();
    unmount();
    renderWithApp(
      <LiveLesson
        content={{ ...contents.live, video: { ...contents.live.video, liveStatus: '방송 예정' } }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('라이브 상태: 방송 예정');
    expect(screen.getByText('방송 일정은 곧 안내됩니다.')).toBeVisible();
  });
});
