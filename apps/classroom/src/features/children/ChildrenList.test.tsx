import { mockApi } from '@academy/api-client/mocks/api';
import { myChildrenHandlers, sampleChildren } from '@academy/api-client/mocks/guardians';
import { render } from '@academy/vitest-config/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChildrenList } from './ChildrenList.tsx';

const api = mockApi();

describe("a parent's children", () => {
  it('lists each child with their lectures, opening their progress page', async () => {
    api.use(...myChildrenHandlers(sampleChildren(['김하늘', '김바다'])));
    render(<ChildrenList />);
    const first = (await screen.findByRole('heading', { name: '김하늘' })).closest('li')!;
    expect(within(first).getByText('수강 중인 강의 3개')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '학습 현황 보기' })).toHaveAttribute(
      'href',
      '/children/1',
    );
    expect(screen.getByRole('heading', { name: '김바다' })).toBeInTheDocument();
  });

  it('says how to link a child when there is none', async () => {
    api.use(...myChildrenHandlers([]));
    render(<ChildrenList />);
    expect(await screen.findByText(/연결된 자녀가 없습니다/)).toBeInTheDocument();
  });
});
