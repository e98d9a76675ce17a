import { adminKeys } from '@academy/api-client/queries/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withAppShell } from '../../shared/story-decorators.tsx';
import { InstructorList } from './InstructorList.tsx';

const teachers = [
  { id: 7, name: '박서연', userId: 'teacher@academy.test', image: null },
  { id: 12, name: '김도윤', userId: 'doyoon.kim@naver.com', image: null },
  { id: 15, name: '이하은', userId: 'haeun.lee@gmail.com', image: null },
  { id: 21, name: '최민재', userId: 'minjae.choi@daum.net', image: null },
  { id: 22, name: '정지우', userId: 'jiwoo.jung@kakao.com', image: null },
];

const meta = {
  title: 'admin/InstructorList',
  component: InstructorList,
  decorators: [withAppShell],
} satisfies Meta<typeof InstructorList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** spec 2.11: name, user id and avatar per teacher, with a details button. */
export const Filled: Story = {
  parameters: { queries: [{ queryKey: adminKeys.teachers(), data: teachers }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('doyoon.kim@naver.com')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: '상세' })).toHaveLength(5);
  },
};
export const Empty: Story = {
  parameters: { queries: [{ queryKey: adminKeys.teachers(), data: [] }] },
};
/** Nothing has answered yet: a skeleton that announces 불러오는 중. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
/** spec 8.3: the admin load text, with a retry. */
export const LoadFailed: Story = {
  parameters: { failedQueries: [adminKeys.teachers()] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('강사 목록 조회 중 오류가 발생했습니다.'),
    ).toBeInTheDocument();
  },
};
