import type { TeacherProfile } from '@academy/api-client/contract';
import { mockApi } from '@academy/api-client/mocks/api';
import { teacherHandlers } from '@academy/api-client/mocks/teachers';
import { demoUsers, resetSession, seedSession } from '@academy/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { InstructorList } from './InstructorList.tsx';

const teacher: TeacherProfile = {
  id: 12,
  name: '김도윤',
  userId: 'doyoon.kim@naver.com',
  image: null,
  teachingSubjects: ['물리'],
  introduction: '물리를 쉽게 가르칩니다.',
  active: true,
};
// The network boundary: the API answers like the server (MSW; CONTRIBUTING.md).
const api = mockApi(...teacherHandlers([teacher]));

afterEach(() => resetSession());

describe('InstructorList', () => {
  it('an admin deactivates a teacher only after confirming', async () => {
    seedSession(demoUsers.admin);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<InstructorList />);
    const card = within(await screen.findByRole('article', { name: '김도윤 강사' }));

    await user.click(card.getByRole('button', { name: '비활성화' }));
    expect(
      await screen.findByText(
        '김도윤 강사를 비활성화할까요? 로그인할 수 없게 되며, 강의는 그대로 남습니다.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(api.sent).toEqual([]);

    await user.click(card.getByRole('button', { name: '비활성화' }));
    await user.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        { method: 'POST', path: 'admin/teachers/12/deactivate', body: {} },
      ]),
    );
  });

  it('a teacher sees no deactivation and reads another teacher read only', async () => {
    seedSession(demoUsers.teacher);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<InstructorList />);
    const card = within(await screen.findByRole('article', { name: '김도윤 강사' }));
    expect(card.queryByRole('button', { name: '비활성화' })).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: '상세' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('물리를 쉽게 가르칩니다.')).toBeInTheDocument();
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
