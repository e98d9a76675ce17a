import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lecture } from '../../test/fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { LectureOutline } from './LectureOutline.tsx';

function renderOutline(selectedDetailId: number | null = null) {
  const onSelect = vi.fn();
  renderWithApp(
    <LectureOutline lecture={lecture} selectedDetailId={selectedDetailId} onSelect={onSelect} />,
  );
  return { onSelect, outline: screen.getByRole('navigation', { name: '학습 목차' }) };
}

describe('the study outline', () => {
  it('shows the lecture, its days left and progress', () => {
    const { outline } = renderOutline();
    expect(within(outline).getByRole('heading', { name: 'EJU 일본어 독해 완성' })).toBeVisible();
    expect(within(outline).getByText('수강 기간 90일 남음')).toBeVisible();
    expect(within(outline).getByRole('progressbar', { name: '진도율 25%' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
  });

  it('says 무제한 when the lecture has no period', () => {
    renderWithApp(
      <LectureOutline
        lecture={{ ...lecture, expireDaysLeft: null }}
        selectedDetailId={null}
        onSelect={vi.fn()}
      />,
    );
    expect(screen.getByText('수강 기간 무제한')).toBeVisible();
  });

  it('shows chapters as headings that are not buttons', () => {
    const { outline } = renderOutline();
    for (const title of ['1장. 독해의 기초', '2장. 실전 연습']) {
      expect(within(outline).getByRole('heading', { level: 3, name: title })).toBeVisible();
      expect(within(outline).queryByRole('button', { name: title })).not.toBeInTheDocument();
    }
  });

  it.each([
    ['영상', '강의 소개와 학습 방법', true],
    ['라이브', '실시간 질의응답', false],
    ['퀴즈', '개념 확인 퀴즈', false],
    ['기타', '독해 노트 정리', false],
  ])(
    'labels a %s detail with its type and marks it completed only when it is',
    (type, title, done) => {
      const { outline } = renderOutline();
      const item = within(outline).getByRole('button', { name: new RegExp(title) });
      expect(within(item).getByText(type)).toBeVisible();
      if (done) expect(within(item).getByText('완료')).toBeVisible();
      else expect(within(item).queryByText('완료')).not.toBeInTheDocument();
    },
  );

  it('calls back with the detail a student clicks, by mouse or keyboard, and marks the open one', async () => {
    const { onSelect, outline } = renderOutline(101);
    await userEvent.click(within(outline).getByRole('button', { name: /개념 확인 퀴즈/ }));
    expect(onSelect).toHaveBeenLastCalledWith(103);
    within(outline)
      .getByRole('button', { name: /독해 노트 정리/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(104);
    expect(within(outline).getByRole('button', { name: /강의 소개와 학습 방법/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(onSelect).toHaveBeenCalledTimes(2);
  });
});
