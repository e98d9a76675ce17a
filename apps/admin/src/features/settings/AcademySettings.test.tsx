import { paymentAccountHandlers } from '@academy/api-client/mocks/courses';
import { mockApi } from '@academy/api-client/mocks/api';
import { refusal, http, apiPath } from '@academy/api-client/mocks/respond';
import { demoUsers, resetSession, seedSession } from '@academy/auth/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { AcademySettings } from './AcademySettings.tsx';

const api = mockApi();
afterEach(() => resetSession());

const account = { bank: '신한은행', accountNumber: '110-482-915307', holder: '(주)EJU아카데미' };

describe('학원 설정: the payment account', () => {
  it('lets an admin change the account and says it is saved', async () => {
    seedSession(demoUsers.admin);
    api.use(...paymentAccountHandlers(account));
    renderWithProviders(<AcademySettings />);
    const number = await screen.findByRole('textbox', { name: '계좌번호' });
    expect(number).toHaveValue('110-482-915307');
    await userEvent.clear(number);
    await userEvent.type(number, '100-123-456789');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('입금 계좌가 저장되었습니다.')).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        method: 'PUT',
        path: 'academy/payment-account',
        body: { ...account, accountNumber: '100-123-456789' },
      },
    ]);
  });

  it('refuses a malformed number before sending and keeps the server refusal with the values', async () => {
    seedSession(demoUsers.admin);
    api.use(...paymentAccountHandlers(null));
    renderWithProviders(<AcademySettings />);
    await userEvent.type(await screen.findByRole('textbox', { name: '은행' }), '국민은행');
    await userEvent.type(screen.getByRole('textbox', { name: '계좌번호' }), '계좌-12');
    await userEvent.type(screen.getByRole('textbox', { name: '예금주' }), '아카데미');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(
      await screen.findByText('계좌번호는 숫자와 하이픈(-)으로 6~30자 입력하세요.'),
    ).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    api.use(
      http.put(apiPath('academy/payment-account'), () =>
        refusal(403, 'FORBIDDEN', '접근 권한이 없습니다.'),
      ),
    );
    const number = screen.getByRole('textbox', { name: '계좌번호' });
    await userEvent.clear(number);
    await userEvent.type(number, '123-456-789');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('접근 권한이 없습니다.');
    expect(screen.getByRole('textbox', { name: '은행' })).toHaveValue('국민은행');
  });

  it('tells a teacher only an admin changes it', async () => {
    seedSession(demoUsers.teacher);
    api.use(...paymentAccountHandlers(account));
    renderWithProviders(<AcademySettings />);
    expect(await screen.findByText('학원 설정은 관리자만 바꿀 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '계좌번호' })).toBeNull();
  });
});
