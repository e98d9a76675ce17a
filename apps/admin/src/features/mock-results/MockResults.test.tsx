import { mockApi } from '@academy/api-client/mocks/api';
import { mockStaffHandlers } from '@academy/api-client/mocks/mock-results';
import * as mockResults from '@academy/strings/mock-results';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fill, renderWithProviders } from '../../test/render.tsx';
import { MockResults } from './MockResults.tsx';
import { MockResultsExportDialog } from './MockResultsExportDialog.tsx';

const t = mockResults.admin;
mockApi(...mockStaffHandlers());

describe('a mock’s results', () => {
  it('shows the counts, each histogram as a table screen readers read, and the students with percentiles', async () => {
    renderWithProviders(<MockResults examId={7} />);
    expect(
      await screen.findByRole('heading', { name: t.resultsTitle('11월 EJU 일본어 모의고사') }),
    ).toBeInTheDocument();
    const reading = screen.getByRole('table', { name: t.histogramOf('독해 (読解)') });
    const row = within(reading).getByRole('row', { name: `${t.bin(120, 139)} ${t.people(3)}` });
    expect(row).toBeInTheDocument();
    const writing = screen.getByRole('table', { name: t.histogramOf('기술 (記述)') });
    expect(
      within(writing).getByRole('row', { name: `${t.level(30)} ${t.people(3)}` }),
    ).toBeInTheDocument();
    const students = screen.getByRole('table', { name: t.students });
    const first = within(students).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('김민준');
    expect(first).toHaveTextContent('95');
    expect(screen.getByRole('link', { name: t.writingQueue })).toHaveAttribute(
      'href',
      '/admin/mock-exams/7/writing',
    );
  });

  it('asks for a reason before the CSV, then downloads with it', async () => {
    const user = userEvent.setup();
    const download = vi.fn();
    renderWithProviders(
      <MockResultsExportDialog examId={7} onClose={() => {}} download={download} />,
    );
    await user.click(await screen.findByRole('button', { name: '내려받기' }));
    expect(download).not.toHaveBeenCalled();
    await fill(user, screen.getByRole('textbox', { name: '이유' }), '성적 상담');
    await user.click(screen.getByRole('button', { name: '내려받기' }));
    expect(download).toHaveBeenCalledWith(
      '/api/admin/mock-exams/7/results.csv?reason=%EC%84%B1%EC%A0%81+%EC%83%81%EB%8B%B4',
    );
  });
});
