import { accessLogHandlers } from '@academy/api-client/mocks/access-log';
import { mockApi } from '@academy/api-client/mocks/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { AccessLog } from './AccessLog.tsx';
import { MonthlyReview } from './MonthlyReview.tsx';
import { sampleEntries, sampleMonths } from '../../test/access-log-samples.ts';

const api = mockApi();

describe('the access log screen', () => {
  it('shows who exported what and why, and filters by who and action', async () => {
    const user = userEvent.setup();
    api.use(...accessLogHandlers(sampleEntries, sampleMonths));
    renderWithProviders(<AccessLog />, { route: '/admin/access-log' });
    const table = await screen.findByRole('table', { name: '접근 기록' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const exported = within(table).getByText('학부모 상담 자료 준비').closest('tr')!;
    expect(within(exported).getByText('박서연')).toBeInTheDocument();
    expect(within(exported).getByText('내보내기')).toBeInTheDocument();
    expect(within(exported).getByText('수강생 명단 #7')).toBeInTheDocument();
    expect(within(exported).getByText('10.0.0.8')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: '직원 (이름 또는 이메일)' }), '박서연');
    await user.click(screen.getByRole('combobox', { name: '작업' }));
    await user.click(await screen.findByRole('option', { name: '내보내기' }));
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findAllByRole('row')).toHaveLength(2);
    expect(api.read.at(-1)).toBe(
      'admin/access-log?actor=%EB%B0%95%EC%84%9C%EC%97%B0&action=EXPORT',
    );
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    api.use(...accessLogHandlers(sampleEntries, sampleMonths));
    renderWithProviders(<AccessLog />, { route: '/admin/access-log' });
    await screen.findByRole('table', { name: '접근 기록' });
    await user.type(screen.getByRole('textbox', { name: '학생 (이름 또는 이메일)' }), '없는학생');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('조건에 맞는 기록이 없습니다.')).toBeInTheDocument();
  });
});

describe('the monthly review', () => {
  it('shows the months not reviewed and marks one reviewed with a note', async () => {
    const user = userEvent.setup();
    api.use(...accessLogHandlers(sampleEntries, sampleMonths));
    renderWithProviders(<MonthlyReview />, { route: '/admin/access-log' });
    expect(await screen.findByText('검토하지 않은 달이 1개 있습니다.')).toBeInTheDocument();
    expect(screen.getByText('내보내기 2건 업무상 필요 확인')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2026-11 검토 완료' }));
    const dialog = await screen.findByRole('dialog', { name: '2026-11 검토 완료' });
    // the note is required: nothing is sent without it
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('검토 내용을 입력하세요')).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: '검토 내용' }),
      '내보내기 1건 확인',
    );
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('모든 달의 검토를 마쳤습니다.')).toBeInTheDocument();
    expect(screen.getByText('내보내기 1건 확인')).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: 'admin/access-log/reviews',
        body: { month: '2026-11', note: '내보내기 1건 확인' },
      },
    ]);
  });
});
