import type { TeacherProfile } from '@academy/api-client/contract';
import { apiPath, http, mockApi, refusal } from '@academy/api-client/mocks/api';
import { teacherHandlers } from '@academy/api-client/mocks/teachers';
import { resetSession } from '@academy/auth/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, renderWithProviders } from '../../test/render.tsx';
import { InstructorForm } from './InstructorForm.tsx';

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

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => resetSession());

const nameBox = () => screen.getByRole('textbox', { name: '이름' });
const introBox = () => screen.getByRole('textbox', { name: /^소개/ });
const save = () => screen.getByRole('button', { name: '저장' });

describe('InstructorForm, editing a registered instructor', () => {
  it("refuses an empty name and a too long introduction with the contract's words, sending nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    renderWithProviders(<InstructorForm teacher={teacher} onDone={onDone} />);
    await user.clear(nameBox());
    await user.clear(introBox());
    await fill(user, introBox(), '가'.repeat(301));
    await user.click(save());
    expect(await screen.findByText('이름을 입력하세요')).toBeInTheDocument();
    expect(screen.getByText('소개는 300자 이내로 입력하세요')).toBeInTheDocument();
    expect(api.sent).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the trimmed name, the subjects, the introduction and a new photo, then closes', async () => {
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    const { container } = renderWithProviders(<InstructorForm teacher={teacher} onDone={onDone} />);
    await user.clear(nameBox());
    await fill(user, nameBox(), '  김도윤T ');
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, photo);
    await user.click(save());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.sent).toEqual([
      {
        method: 'PUT',
        path: 'admin/teachers/12',
        body: {
          name: '김도윤T',
          teachingSubjects: '물리',
          introduction: '물리를 쉽게 가르칩니다.',
          imageFile: { type: 'image/png' },
        },
      },
    ]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    api.use(
      http.put(apiPath('admin/teachers/:id'), () =>
        refusal(403, 'FORBIDDEN', '접근 권한이 없습니다.'),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    renderWithProviders(<InstructorForm teacher={teacher} onDone={onDone} />);
    await user.clear(introBox());
    await fill(user, introBox(), '새 소개');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('접근 권한이 없습니다.');
    expect(introBox()).toHaveValue('새 소개');
    expect(onDone).not.toHaveBeenCalled();
  });
});
