import { apiPath, http, mockApi, refusal } from '@academy/api-client/mocks/api';
import {
  closedResult,
  mockResultHandlers,
  pendingResult,
} from '@academy/api-client/mocks/mock-results';
import * as mockResults from '@academy/strings/mock-results';
import { render } from '@academy/vitest-config/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockResultPage } from './MockResultPage.tsx';

const t = mockResults.result;
const api = mockApi(...mockResultHandlers(closedResult));

describe('a mock’s result', () => {
  it('shows each section on its scale as 추정, the total, the weakest units and the review', async () => {
    render(<MockResultPage examId={7} />);
    const reading = await screen.findByRole('region', { name: '독해 (読解)' });
    expect(within(reading).getByText('167 / 200')).toBeInTheDocument();
    expect(within(reading).getByText('추정')).toBeInTheDocument();
    expect(within(reading).getByText(t.linear)).toBeInTheDocument();
    const writing = screen.getByRole('region', { name: '기술 (記述)' });
    expect(within(writing).getByText(t.writingLevel(35))).toBeInTheDocument();
    expect(within(writing).getByText(/구체적인 예를/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: t.total })).getByText('300 / 400'),
    ).toBeInTheDocument();
    const units = within(screen.getByRole('region', { name: t.units })).getAllByRole('listitem');
    expect(units[0]).toHaveTextContent('聴読解');
    // the review: one fold per item, the key inside
    const fold = screen.getByRole('button', { name: /독해 \(読解\) 1번/ });
    await userEvent.click(fold);
    expect(await screen.findByText('原因・理由を表す「ために」。')).toBeVisible();
    expect(screen.getByText('ように')).toBeInTheDocument();
  });

  it('says the 記述 is being graded and when the key will show', async () => {
    api.use(...mockResultHandlers(pendingResult));
    render(<MockResultPage examId={7} />);
    const writing = await screen.findByRole('region', { name: '기술 (記述)' });
    expect(within(writing).getByText(t.pending)).toBeInTheDocument();
    expect(screen.getByText(/정답과 해설은 응시 기간이 끝난 뒤/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /1번/ })).not.toBeInTheDocument();
  });

  it('shows the server’s message when there is no result', async () => {
    api.use(
      http.get(apiPath('mock-exams/:id/result'), () =>
        refusal(409, 'CONFLICT', mockResults.errors.stillSitting),
      ),
    );
    render(<MockResultPage examId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(mockResults.errors.stillSitting);
  });
});
