import { studentContactHandlers } from '@academy/api-client/mocks/access-log';
import { apiPath, http, mockApi, okEnvelope } from '@academy/api-client/mocks/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { StudentPage } from './StudentPage.tsx';

const api = mockApi(
  http.get(apiPath('admin/students/:id'), () =>
    okEnvelope({
      student: { id: 101, name: '이서준', userId: 'se***@academy.test' },
      lectures: [],
      lastActivityAt: null,
      maskedContacts: { studentContact: '010-****-5678', parentContact: null },
    }),
  ),
  ...studentContactHandlers({
    id: 101,
    name: '이서준',
    userId: 'seojun@academy.test',
    studentContact: '010-1234-5678',
    parentContact: null,
  }),
);

describe("a student's contacts", () => {
  it('stay masked until 보기, which reads them whole once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StudentPage studentId={101} />, { route: '/admin/students/101' });
    expect(await screen.findByText('se***@academy.test')).toBeInTheDocument();
    expect(screen.getByText('학생 연락처: 010-****-5678')).toBeInTheDocument();
    expect(screen.queryByText('010-1234-5678', { exact: false })).toBeNull();
    expect(api.read).not.toContain('admin/students/101/contact');

    await user.click(screen.getByRole('button', { name: '이서준 연락처 보기' }));
    expect(await screen.findByText('학생 연락처: 010-1234-5678')).toBeInTheDocument();
    expect(screen.getByText('seojun@academy.test')).toBeInTheDocument();
    expect(api.read.filter((read) => read === 'admin/students/101/contact')).toHaveLength(1);
  });
});

describe("a student's email verification", () => {
  it('shows 미인증 beside an unverified student only', async () => {
    const page = (emailVerified: boolean) =>
      http.get(apiPath('admin/students/:id'), () =>
        okEnvelope({
          student: { id: 101, name: '이서준', userId: 'se***@academy.test', emailVerified },
          lectures: [],
          lastActivityAt: null,
        }),
      );
    api.use(page(false));
    const { unmount } = renderWithProviders(<StudentPage studentId={101} />, {
      route: '/admin/students/101',
    });
    expect(await screen.findByText('미인증')).toBeInTheDocument();
    unmount();
    api.use(page(true));
    renderWithProviders(<StudentPage studentId={101} />, { route: '/admin/students/101' });
    expect(await screen.findByText('이서준')).toBeInTheDocument();
    expect(screen.queryByText('미인증')).toBeNull();
  });
});
