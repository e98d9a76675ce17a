import { failing, pending } from '@academy/api-client/mocks/respond';
import { teacherHandlers } from '@academy/api-client/mocks/teachers';
import * as adminStrings from '@academy/strings/admin';
import { demoUsers, resetSession, seedSession } from '@academy/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { InstructorList } from './InstructorList.tsx';

const profile = (id: number, name: string, userId: string, active = true) => ({
  id,
  name,
  userId,
  image: null,
  teachingSubjects: ['물리', '이과 수학'],
  introduction: `${name} 선생님의 EJU 물리 강의입니다.`,
  active,
});
const teachers = [
  profile(7, '박서연', 'teacher@academy.test'),
  profile(12, '김도윤', 'doyoon.kim@naver.com'),
  profile(15, '이하은', 'haeun.lee@gmail.com', false),
  profile(21, '최민재', 'minjae.choi@daum.net'),
  profile(22, '정지우', 'a.very.long.instructor.address@kakao.com'),
];
const filled = { msw: { handlers: teacherHandlers(teachers) } };

const meta = {
  title: 'admin/InstructorList',
  component: InstructorList,
  decorators: [withLiveAppShell],
  beforeEach: () => {
    seedSession(demoUsers.admin);
    return () => resetSession();
  },
} satisfies Meta<typeof InstructorList>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Name, user id and avatar per teacher; an admin (de)activates each one (docs/product/screens.md).
 */
export const Filled: Story = {
  parameters: filled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('doyoon.kim@naver.com')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: '상세' })).toHaveLength(5);
    const inactive = within(canvas.getByRole('article', { name: '이하은 강사' }));
    await expect(inactive.getByText('비활성')).toBeInTheDocument();
    await expect(inactive.getByRole('button', { name: '다시 활성화' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: '비활성화' })).toHaveLength(4);
  },
};

/** 상세 opens the edit form with the teacher's profile. */
export const Editing: Story = {
  parameters: filled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('article', { name: '김도윤 강사' }));
    await userEvent.click(card.getByRole('button', { name: '상세' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(await dialog.findByRole('textbox', { name: '이름' })).toHaveValue('김도윤');
    await expect(dialog.getByRole('textbox', { name: '소개' })).toHaveValue(
      '김도윤 선생님의 EJU 물리 강의입니다.',
    );
  },
};

/** A teacher edits only their own profile, reads the others' and (de)activates nobody. */
export const AsTeacher: Story = {
  parameters: filled,
  beforeEach: () => {
    seedSession(demoUsers.teacher);
    return () => resetSession();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const other = within(await canvas.findByRole('article', { name: '김도윤 강사' }));
    await expect(canvas.queryByRole('button', { name: '비활성화' })).not.toBeInTheDocument();
    await userEvent.click(other.getByRole('button', { name: '상세' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText('김도윤 선생님의 EJU 물리 강의입니다.')).toBeInTheDocument();
    await expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: teacherHandlers([]) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(adminStrings.instructors.empty),
    ).toBeInTheDocument();
  },
};
/** Nothing has answered yet: a skeleton that announces 불러오는 중. */
export const Loading: Story = {
  parameters: { msw: { handlers: pending(teacherHandlers([])) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
/** The admin load text, with a retry (docs/product/errors.md). */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: failing(teacherHandlers([])) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('강사 목록 조회 중 오류가 발생했습니다.'),
    ).toBeInTheDocument();
  },
};
