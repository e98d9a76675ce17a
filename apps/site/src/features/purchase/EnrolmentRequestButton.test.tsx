import { mockApi } from '@academy/api-client/mocks/api';
import { myEnrolmentHandlers } from '@academy/api-client/mocks/enrolments';
import { demoUsers, resetSession, seedSession } from '@academy/auth/testing';
import { AppProviders } from '@academy/ui/AppProviders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EnrolmentRequestButton } from './EnrolmentRequestButton.tsx';

// The network boundary: the API answers the student's requests and a new one like the server
// (MSW; CONTRIBUTING.md); the endpoints and hooks are real.
const api = mockApi();

const lecture = {
  lectureId: 3,
  title: '독해 완성',
  description: null,
  thumbnailUrl: null,
  teacherName: '박서연',
  price: 180000,
  period: 90,
  textbookName: null,
};

afterEach(() => resetSession());

describe('수강 신청 (issue 20)', () => {
  it('sends the request and keeps the dialog to say so while the button turns to 승인 대기 중', async () => {
    seedSession(demoUsers.student);
    api.use(...myEnrolmentHandlers({ requests: [], enrolledLectureIds: [] }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AppProviders env="test">
          <MemoryRouter initialEntries={['/purchase']}>
            <EnrolmentRequestButton lecture={lecture} />
          </MemoryRouter>
        </AppProviders>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '수강 신청' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: '신청하기' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(
      '수강 신청을 보냈습니다. 입금이 확인되면 승인됩니다.',
    );
    expect(api.sent).toEqual([
      { method: 'POST', path: 'enrolment-requests', body: { lectureId: 3 } },
    ]);
    expect(await screen.findByRole('button', { name: '승인 대기 중' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
