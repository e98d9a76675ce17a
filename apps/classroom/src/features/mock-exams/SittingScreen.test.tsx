import type { Sitting } from '@academy/api-client/contract';
import { mockApi } from '@academy/api-client/mocks/api';
import { sittingAnswerHandlers } from '@academy/api-client/mocks/mock-sittings';
import { render } from '@academy/vitest-config/render';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pendingKey } from './answer-queue.ts';
import { SittingScreen } from './SittingScreen.tsx';

const api = mockApi();
afterEach(() => localStorage.clear());

const now = new Date('2026-12-01T01:00:00.000Z');
const sitting = (): Sitting => ({
  examId: 7,
  title: '12월 EJU 일본어 모의고사',
  subject: 'JAPANESE',
  serverNow: now.toISOString(),
  state: 'IN_PROGRESS',
  startedAt: now.toISOString(),
  submittedAt: null,
  submittedBy: null,
  sections: [],
  current: {
    sectionId: 2,
    position: 1,
    kind: 'READING',
    deadlineAt: new Date(now.getTime() + 40 * 60_000).toISOString(),
    last: false,
    items: [
      {
        id: 11,
        number: 1,
        kind: 'CHOICE',
        stem: '첫 문제',
        imageUrl: null,
        options: ['가', '나', '다', '라'],
        prompts: null,
      },
      {
        id: 12,
        number: 2,
        kind: 'CHOICE',
        stem: '둘째 문제',
        imageUrl: null,
        options: ['가', '나', '다', '라'],
        prompts: null,
      },
    ],
    answers: [],
  },
});

const answerRoute = (connected: { value: boolean }) => sittingAnswerHandlers(7, connected);

describe('the sitting screen saves every answer', () => {
  it('saves a choice at once', async () => {
    api.use(...answerRoute({ value: true }));
    render(<SittingScreen sitting={sitting()} onDeadline={() => {}} />);
    fireEvent.click(await screen.findByRole('radio', { name: '2. 나' }));
    await waitFor(() =>
      expect(api.sent).toContainEqual({
        method: 'PUT',
        path: 'mock-exams/7/sitting/answers/11',
        body: { choice: 1 },
      }),
    );
    expect(await screen.findByText('저장됨')).toBeInTheDocument();
    expect(localStorage.getItem(pendingKey(7))).toBeNull();
    expect(screen.getByRole('button', { name: '1번 문항 (답함)' })).toBeInTheDocument();
  });

  it('keeps answers given offline in localStorage and sends them when the connection returns', async () => {
    const connected = { value: false };
    api.use(...answerRoute(connected));
    render(<SittingScreen sitting={sitting()} onDeadline={() => {}} />);
    fireEvent.click(await screen.findByRole('radio', { name: '3. 다' }));
    expect(await screen.findByText('연결이 끊겨 저장 대기 중')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(pendingKey(7))!)).toEqual({ 11: { choice: 2 } });

    // a second answer while offline: both wait, the latest per item
    fireEvent.click(screen.getByRole('button', { name: /^2번 문항/ }));
    fireEvent.click(await screen.findByRole('radio', { name: '4. 라' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(pendingKey(7))!)).toEqual({
        11: { choice: 2 },
        12: { choice: 3 },
      }),
    );

    connected.value = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('저장됨')).toBeInTheDocument();
    const saved = api.sent.filter((sent) => sent.method === 'PUT');
    expect(saved).toContainEqual({
      method: 'PUT',
      path: 'mock-exams/7/sitting/answers/11',
      body: { choice: 2 },
    });
    expect(saved).toContainEqual({
      method: 'PUT',
      path: 'mock-exams/7/sitting/answers/12',
      body: { choice: 3 },
    });
    expect(localStorage.getItem(pendingKey(7))).toBeNull();
  });

  it('sends what a closed tab left unsent when the screen opens again', async () => {
    localStorage.setItem(pendingKey(7), JSON.stringify({ 12: { choice: 0 } }));
    api.use(...answerRoute({ value: true }));
    render(<SittingScreen sitting={sitting()} onDeadline={() => {}} />);
    await waitFor(() =>
      expect(api.sent).toContainEqual({
        method: 'PUT',
        path: 'mock-exams/7/sitting/answers/12',
        body: { choice: 0 },
      }),
    );
    expect(await screen.findByText('저장됨')).toBeInTheDocument();
    // shown as answered from the kept copy
    expect(screen.getByRole('button', { name: '2번 문항 (답함)' })).toBeInTheDocument();
  });
});
