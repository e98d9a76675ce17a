import {
  ejuSittingHandlers,
  passwordHandlers,
  profileHandlers,
} from '@academy/api-client/mocks/accounts';
import { apiPath, http, mockApi, refusal } from '@academy/api-client/mocks/api';
import type { EjuSitting } from '@academy/api-client/contract';
import { resetAuthSetup, setupAuth } from '@academy/auth/setup';
import { demoUsers, fakeAuthApi, resetSession, seedSession } from '@academy/auth/testing';
import { render } from '@academy/vitest-config/render';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasswordChangeForm } from '../../shared/PasswordChangeForm.tsx';
import { EjuSittings } from './EjuSittings.tsx';
import { ProfileEditForm } from './ProfileEditForm.tsx';

const june: EjuSitting = {
  id: 1,
  year: 2026,
  month: 6,
  japaneseReading: 170,
  japaneseListening: 150,
  japaneseTotal: 320,
  japaneseWriting: null,
  science1Subject: null,
  science1Score: null,
  science2Subject: null,
  science2Score: null,
  generalStudies: 160,
  mathCourse: 'COURSE1',
  mathScore: 140,
  createdAt: '2026-07-20T01:00:00.000Z',
  updatedAt: '2026-07-20T01:00:00.000Z',
};

const api = mockApi(
  ...ejuSittingHandlers([june]),
  ...passwordHandlers('password1234'),
  ...profileHandlers(demoUsers.student),
);
// The confirmation is answered yes (its own tests are in packages/ui).
vi.mock('@academy/ui/ConfirmDialog', () => ({ confirm: () => Promise.resolve(true) }));

beforeEach(() => {
  setupAuth({ api: fakeAuthApi(), watch: false, checkOnStart: false });
  seedSession(demoUsers.student);
});
afterEach(() => {
  resetAuthSetup();
  resetSession();
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
});

/** Types a whole value at once (a busy machine types key by key too slowly for the timeout). */
async function fill(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  fireEvent.change(field, { target: { value } });
}

const writes = () => api.sent.filter((request) => request.method !== 'GET');

describe('official EJU sittings', { timeout: 60_000 }, () => {
  it('shows the latest sitting on its real scales with the Japanese total', async () => {
    render(<EjuSittings />);
    const latest = await screen.findByRole('region', { name: '최근 응시 회차' });
    expect(within(latest).getByText('2026년 6월')).toBeVisible();
    expect(within(latest).getByText('170 / 200')).toBeVisible();
    expect(within(latest).getByText('320 / 400')).toBeVisible();
    expect(within(latest).getByText('160 / 200')).toBeVisible();
  });

  it('refuses science and general studies in one sitting before sending anything', async () => {
    render(<EjuSittings />);
    await userEvent.click(await screen.findByRole('button', { name: '성적 추가' }));
    const form = await screen.findByRole('form', { name: '공식 EJU 성적 추가' });
    await userEvent.click(within(form).getByRole('combobox', { name: '회차' }));
    await userEvent.click(await screen.findByRole('option', { name: '11월' }));
    await userEvent.click(within(form).getByRole('combobox', { name: '이과 첫 번째 과목' }));
    await userEvent.click(await screen.findByRole('option', { name: '물리' }));
    await fill(within(form).getByLabelText('이과 첫 번째 과목 점수 (0-100)'), '80');
    await fill(within(form).getByLabelText('종합과목 (総合科目) (0-200)'), '150');
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(
      await screen.findByText(
        '이과와 종합과목은 한 회차에 함께 응시할 수 없습니다. 둘 중 하나만 입력해주세요.',
      ),
    ).toBeVisible();
    expect(writes()).toEqual([]);
  });

  it("shows the server's refusal of a taken month and keeps what was typed", async () => {
    render(<EjuSittings />);
    await userEvent.click(await screen.findByRole('button', { name: '성적 추가' }));
    const form = await screen.findByRole('form', { name: '공식 EJU 성적 추가' });
    const year = within(form).getByLabelText('시행 연도');
    await fill(year, '2026');
    await userEvent.click(within(form).getByRole('combobox', { name: '회차' }));
    await userEvent.click(await screen.findByRole('option', { name: '6월' }));
    await fill(within(form).getByLabelText('일본어 독해 (読解) (0-200)'), '180');
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '2026년 6월 회차의 성적이 이미 등록되어 있습니다. 등록된 성적을 수정해주세요.',
    );
    expect(within(form).getByLabelText('일본어 독해 (読解) (0-200)')).toHaveValue('180');
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: 'me/eju-sittings',
        body: expect.objectContaining({ year: 2026, month: 6, japaneseReading: 180 }),
      },
    ]);
  });

  it('deletes a sitting after the confirmation', async () => {
    render(<EjuSittings />);
    await userEvent.click(await screen.findByRole('button', { name: '2026년 6월 삭제' }));
    expect(await screen.findByText('등록된 공식 EJU 성적이 없습니다.')).toBeVisible();
    expect(writes()).toEqual([{ method: 'DELETE', path: 'me/eju-sittings/1', body: null }]);
  });
});

describe('the password change', { timeout: 60_000 }, () => {
  async function submitPasswords(current: string, next: string, again: string) {
    render(<PasswordChangeForm />);
    await fill(screen.getByLabelText('현재 비밀번호', { selector: 'input' }), current);
    await fill(screen.getByLabelText('새 비밀번호', { selector: 'input' }), next);
    await fill(screen.getByLabelText('새 비밀번호 확인', { selector: 'input' }), again);
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
  }

  it('checks the sign-up rules and the confirmation before sending', async () => {
    await submitPasswords('password1234', 'short', 'shorter');
    expect(await screen.findByText('비밀번호는 8자 이상이어야 합니다')).toBeVisible();
    expect(screen.getByText('비밀번호가 일치하지 않습니다')).toBeVisible();
    expect(writes()).toEqual([]);
  });

  it("shows the server's refusal of a wrong current password and keeps the fields", async () => {
    await submitPasswords('wrong-one', 'brand-new-pw', 'brand-new-pw');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '현재 비밀번호가 올바르지 않습니다.',
    );
    expect(screen.getByLabelText('새 비밀번호', { selector: 'input' })).toHaveValue('brand-new-pw');
  });

  it('sends the current and the new password, then clears the form', async () => {
    await submitPasswords('password1234', 'brand-new-pw', 'brand-new-pw');
    await vi.waitFor(() =>
      expect(screen.getByLabelText('현재 비밀번호', { selector: 'input' })).toHaveValue(''),
    );
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: 'me/password',
        body: { currentPassword: 'password1234', newPassword: 'brand-new-pw' },
      },
    ]);
  });
});

describe('the profile edit', { timeout: 60_000 }, () => {
  it('refuses a wrong phone number with the sign-up words and sends nothing', async () => {
    render(<ProfileEditForm user={demoUsers.student} onDone={() => {}} />);
    const phone = screen.getByLabelText('학생 연락처');
    await fill(phone, '0212');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('올바른 전화번호 형식이 아닙니다')).toBeVisible();
    expect(writes()).toEqual([]);
  });

  it("shows the server's refusal of a taken email and keeps the values", async () => {
    api.use(
      http.patch(apiPath('me'), () => refusal(409, 'CONFLICT', '이미 사용 중인 이메일입니다.')),
    );
    render(<ProfileEditForm user={demoUsers.student} onDone={() => {}} />);
    const email = screen.getByLabelText('이메일 (아이디)');
    await fill(email, 'taken@academy.test');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 사용 중인 이메일입니다.');
    expect(screen.getByLabelText('이메일 (아이디)')).toHaveValue('taken@academy.test');
  });

  it('sends the edited profile with every field of the sign-up but the password', async () => {
    const done = vi.fn();
    render(<ProfileEditForm user={demoUsers.student} onDone={done} />);
    const address = screen.getByLabelText('주소');
    await fill(address, '부산광역시 해운대구 1');
    await userEvent.click(screen.getByRole('button', { name: '목표 학교 추가' }));
    await fill(screen.getAllByLabelText('목표 학교')[1]!, '교토대학');
    await fill(screen.getAllByLabelText('학과')[1]!, '법학부');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        path: 'me',
        body: {
          userId: 'student@academy.test',
          name: '김민준',
          studentContact: '010-1234-5678',
          parentContact: '010-8765-4321',
          address: '부산광역시 해운대구 1',
          goalUniversities: [
            { school: '도쿄대학', major: '공학부' },
            { school: '교토대학', major: '법학부' },
          ],
          studyYears: 1,
          majorType: '이과',
          ejuScores: {
            listening: 80,
            reading: 85,
            totalListenRead: 82,
            science: 90,
            subject1: null,
            score1: null,
            subject2: null,
            score2: null,
          },
          note: null,
        },
      },
    ]);
  });
});
