import { mockApi } from '@academy/api-client/mocks/api';
import { failing } from '@academy/api-client/mocks/respond';
import { scoreTrackerHandlers } from '@academy/api-client/mocks/score-tracker';
import { emptyTracker, filledTracker } from '@academy/api-client/mocks/test/score-tracker-samples';
import { render } from '@academy/vitest-config/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MyScores } from './ScoresPage.tsx';

const api = mockApi();

describe('성적 (score tracker)', () => {
  it('shows each subject with a table for screen readers, the sittings and the goals', async () => {
    api.use(...scoreTrackerHandlers(filledTracker));
    render(<MyScores />, { path: '/scores' });
    const japanese = await screen.findByRole('region', {
      name: '일본어 독해+청해 (日本語 読解・聴解)',
    });
    // the table is there for screen readers before anyone asks to see it
    const table = within(japanese).getByRole('table', { hidden: true });
    expect(within(table).getByText('11월 EJU 일본어 모의고사 (추정)')).toBeInTheDocument();
    expect(within(table).getByText('333 / 400')).toBeInTheDocument();
    expect(within(table).getByText('2025년 6월 EJU')).toBeInTheDocument();
    const show = within(japanese).getByRole('button', { name: '표로 보기' });
    await userEvent.click(show);
    expect(within(japanese).getByRole('button', { name: '표 숨기기' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    expect(screen.getByText('2027년 5월 31일까지 유효')).toBeInTheDocument();
    expect(screen.getByText('2025년 5월 31일에 만료')).toBeInTheDocument();

    const tokyo = screen.getByRole('article', { name: '도쿄대학' });
    expect(within(tokyo).getByText('점수를 공개한 합격자 6명')).toBeInTheDocument();
    expect(within(tokyo).getByText('330 / 345 / 358')).toBeInTheDocument();
    expect(within(tokyo).getByText('2025년 6월 EJU')).toBeInTheDocument();
    const kyoto = screen.getByRole('article', { name: '교토대학' });
    expect(
      within(kyoto).getByText(
        '점수를 공개한 합격자가 3명이라 점수 범위를 보여드리지 않습니다 (5명 이상부터 표시).',
      ),
    ).toBeInTheDocument();
    expect(
      within(kyoto).getByText('유효한 공식 성적에 수학 코스1 점수가 없습니다.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: '없는대학' })).getByText(
        '등록된 대학 목록에 없는 대학이라 응시 과목을 알 수 없습니다.',
      ),
    ).toBeInTheDocument();
  });

  it('points an empty tracker to my page and the mock exams', async () => {
    api.use(...scoreTrackerHandlers(emptyTracker));
    render(<MyScores />, { path: '/scores' });
    expect(
      await screen.findByText(
        '공식 EJU 성적을 마이페이지에 등록하거나 모의고사를 응시하면 과목별 점수 추이가 여기에 나타납니다.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '공식 EJU 성적 등록하기' })).toHaveAttribute(
      'href',
      '/mypage',
    );
    expect(screen.getByRole('link', { name: '모의고사 보기' })).toHaveAttribute(
      'href',
      '/mock-exams',
    );
    expect(
      screen.getByText('목표 대학이 없습니다. 마이페이지의 프로필에서 목표 대학을 추가해주세요.'),
    ).toBeInTheDocument();
  });

  it('says a failed load in Korean with a retry', async () => {
    api.use(...failing(scoreTrackerHandlers(emptyTracker)));
    render(<MyScores />, { path: '/scores' });
    expect(await screen.findByText('성적을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
