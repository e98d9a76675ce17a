import { mockApi } from '@academy/api-client/mocks/api';
import { myGuardianHandlers, sampleGuardians } from '@academy/api-client/mocks/guardians';
import { render } from '@academy/vitest-config/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GuardiansTab } from './GuardiansTab.tsx';

const api = mockApi();

describe('my page 보호자', () => {
  it('shows who follows a student under 19 with no remove button, and where to ask instead', async () => {
    api.use(...myGuardianHandlers(sampleGuardians('김미숙')));
    render(<GuardiansTab />);
    expect(await screen.findByText('김미숙')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '연결 해제' })).not.toBeInTheDocument();
    expect(screen.getByText(/삭제는 학원에 요청해주세요/)).toBeInTheDocument();
  });

  it('offers removal from 19', async () => {
    api.use(
      ...myGuardianHandlers(
        sampleGuardians('김미숙', { canRemove: true, birthDate: '2000-01-01' }),
      ),
    );
    render(<GuardiansTab />);
    expect(await screen.findByRole('button', { name: '연결 해제' })).toBeInTheDocument();
    expect(screen.queryByText(/삭제는 학원에 요청해주세요/)).not.toBeInTheDocument();
  });

  it("keeps the address typed when the server refuses a student's email, then invites another", async () => {
    api.use(...myGuardianHandlers(sampleGuardians('김미숙')));
    render(<GuardiansTab />);
    const form = within(await screen.findByRole('form', { name: '보호자 초대하기' }));
    const email = form.getByLabelText('보호자 이메일');
    await userEvent.type(email, 'seojun.lee@academy.test');
    await userEvent.click(form.getByRole('button', { name: '초대 보내기' }));
    expect(await form.findByRole('alert')).toHaveTextContent('학생 계정으로 가입된 이메일입니다');
    expect(email).toHaveValue('seojun.lee@academy.test');
    await userEvent.clear(email);
    await userEvent.type(email, 'grandma@example.com');
    await userEvent.click(form.getByRole('button', { name: '초대 보내기' }));
    expect(await screen.findByText('grandma@example.com')).toBeInTheDocument();
    expect(api.sent).toContainEqual({
      method: 'POST',
      path: 'me/guardians/invitations',
      body: { email: 'grandma@example.com' },
    });
    expect(email).toHaveValue('');
  });

  it('checks a phone number by the contract before sending anything', async () => {
    api.use(...myGuardianHandlers(sampleGuardians('김미숙')));
    render(<GuardiansTab />);
    const form = within(await screen.findByRole('form', { name: '보호자 초대하기' }));
    await userEvent.click(form.getByRole('radio', { name: '휴대폰' }));
    await userEvent.type(form.getByLabelText('보호자 휴대폰 번호'), '0101');
    await userEvent.click(form.getByRole('button', { name: '초대 보내기' }));
    expect(await form.findByText(/휴대폰 번호/)).toBeInTheDocument();
    expect(api.sent.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
