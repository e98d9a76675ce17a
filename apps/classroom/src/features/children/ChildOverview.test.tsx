import { apiPath, http, mockApi, refusal } from '@academy/api-client/mocks/api';
import { reportHandlers } from '@academy/api-client/mocks/reports';
import { sampleOverview } from '@academy/api-client/mocks/test/report-samples';
import * as reportStrings from '@academy/strings/reports';
import { render } from '@academy/vitest-config/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChildOverview } from './ChildOverview.tsx';

const t = reportStrings.page;
const api = mockApi(...reportHandlers(sampleOverview()));

function Page({ start }: { start?: string }) {
  const [week, setWeek] = useState(start);
  return <ChildOverview studentId={7} week={week} onWeekChange={setWeek} />;
}

describe('a child’s week', () => {
  it('shows the week’s figures and lectures, and steps to the week before and back', async () => {
    render(<Page start="2026-11-18" />);
    expect(await screen.findByRole('heading', { name: t.title('김하나') })).toBeInTheDocument();
    expect(screen.getByText(t.week('2026-11-16', '2026-11-22'))).toBeInTheDocument();
    expect(screen.getByText('1시간 30분')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'EJU 일본어 독해 실전 진도율' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.previousWeek }));
    expect(await screen.findByText(t.week('2026-11-09', '2026-11-15'))).toBeInTheDocument();
    expect(api.read.at(-1)).toBe('students/7/overview?week=2026-11-09');
    await userEvent.click(screen.getByRole('button', { name: t.nextWeek }));
    expect(await screen.findByText(t.week('2026-11-16', '2026-11-22'))).toBeInTheDocument();
  });

  it('cannot step past this week', async () => {
    render(<Page />);
    await screen.findByRole('heading', { name: t.title('김하나') });
    expect(screen.getByRole('button', { name: t.nextWeek })).toBeDisabled();
    expect(screen.queryByRole('button', { name: t.thisWeek })).not.toBeInTheDocument();
  });

  it('says why when the child is not one the reader may see', async () => {
    api.use(
      http.get(apiPath('students/:id/overview'), () =>
        refusal(404, 'NOT_FOUND', reportStrings.errors.studentNotFound),
      ),
    );
    render(<Page />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      reportStrings.errors.studentNotFound,
    );
  });
});
