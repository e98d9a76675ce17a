import * as api from '@academy/api-client/endpoints/classroom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contents, ok, submissions } from '../../test/fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { DetailViewer } from './DetailViewer.tsx';

vi.mock('@academy/api-client/endpoints/classroom', () => ({
  submissionStatus: vi.fn(),
  submitLink: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(api.submissionStatus).mockResolvedValue(ok(submissions.none));
});
afterEach(() => vi.clearAllMocks());

const activity = () => screen.getByRole('region', { name: '학습 활동' });

describe('the lesson viewer (spec 2.7)', () => {
  it('plays a video detail in the embedded player and lists its materials', async () => {
    renderWithApp(<DetailViewer content={contents.video} />);
    expect(screen.getByTitle('강의 소개와 학습 방법 영상 플레이어')).toHaveAttribute(
      'src',
      'about:blank',
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
    expect(api.submissionStatus).not.toHaveBeenCalled();
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
    expect(api.submissionStatus).toHaveBeenCalledWith(104);
  });
});
