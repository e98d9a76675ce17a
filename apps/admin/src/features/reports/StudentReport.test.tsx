import { apiPath, http, mockApi, okEnvelope } from '@academy/api-client/mocks/api';
import { reportHandlers } from '@academy/api-client/mocks/reports';
import { sampleOverview } from '@academy/api-client/mocks/test/report-samples';
import * as reportStrings from '@academy/strings/reports';
import { render } from '@academy/vitest-config/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StudentReport } from './StudentReport.tsx';

const t = reportStrings.page;
const api = mockApi(...reportHandlers(sampleOverview()));
// The confirmation's answer per test (its own tests are in packages/ui).
const confirm = vi.hoisted(() => vi.fn((_options: { message: string }) => Promise.resolve(true)));
vi.mock('@academy/ui/ConfirmDialog', () => ({ confirm }));

const page = () =>
  render(<StudentReport studentId={7} week="2026-11-18" onWeekChange={() => {}} />);

describe('the printable weekly report', () => {
  it('sends the shown week to the student and guardians after a confirmation', async () => {
    let asked = '';
    api.use(
      http.post(apiPath('admin/students/:id/report'), ({ request }) => {
        asked = new URL(request.url).search;
        return okEnvelope({ messages: 3, recipients: 2 });
      }),
    );
    page();
    expect(await screen.findByRole('heading', { name: t.reportTitle('김하나') })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({ message: t.sendConfirm('김하나') }),
    );
    expect(await screen.findByText(t.sentCount(3))).toBeVisible();
    expect(asked).toBe('?week=2026-11-16');
  });

  it('sends nothing when the confirmation is declined', async () => {
    confirm.mockResolvedValueOnce(false);
    const before = api.sent.length;
    page();
    await userEvent.click(await screen.findByRole('button', { name: t.send }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(api.sent).toHaveLength(before);
  });

  it('prints the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    page();
    await userEvent.click(await screen.findByRole('button', { name: t.print }));
    expect(print).toHaveBeenCalled();
  });
});
