import { mockApi } from '@academy/api-client/mocks/api';
import { paymentAccountHandlers } from '@academy/api-client/mocks/courses';
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

describe('수강 신청', () => {
  it('sends the request and keeps the dialog to say so while the button turns to 승인 대기 중', async () => {
    seedSession(demoUsers.student);
    api.use(
      ...myEnrolmentHandlers({ requests: [], enrolledLectureIds: [] }),
      ...paymentAccountHandlers({
        bank: '신한은행',
        accountNumber: '110-482-915307',
        holder: '(주)EJU아카데미',
      }),
    );
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
    // The dialog says where to pay: the academy's account staff set.
    const account = within(dialog.getByRole('region', { name: '입금 계좌' }));
    expect(await account.findByText('110-482-915307')).toBeInTheDocument();
    expect(account.getByText('신한은행')).toBeInTheDocument();
    expect(account.getByText('(주)EJU아카데미')).toBeInTheDocument();
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

  it('tells a visitor whom to ask while the academy has not set its account', async () => {
    api.use(...paymentAccountHandlers(null));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AppProviders env="test">
          <MemoryRouter initialEntries={['/courses/3']}>
            <EnrolmentRequestButton lecture={lecture} />
          </MemoryRouter>
        </AppProviders>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '수강 신청' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      await dialog.findByText(
        '입금 계좌가 아직 등록되지 않았습니다. 학원(02-555-0123)에 문의해 주세요.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText('로그인 후 수강 신청할 수 있습니다.')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: '로그인하기' })).toBeInTheDocument();
  });
});
