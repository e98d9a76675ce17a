import { classroomHandlers } from '@academy/api-client/mocks/classroom';
import { failing, pending } from '@academy/api-client/mocks/respond';
import { demoUsers, seedSession } from '@academy/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { lecture, teachers } from '../../test/fixtures.ts';
import { LectureSidebar } from './LectureSidebar.tsx';

const meta = {
  title: 'classroom/LectureSidebar',
  component: LectureSidebar,
  decorators: [withLiveAppShell],
  args: { selectedLectureId: 1, onSelect: fn(), activeView: null, onSelectView: fn() },
  parameters: {
    msw: { handlers: classroomHandlers({ teachers, lectures: [lecture], contents: [] }) },
  },
  beforeEach: () => seedSession(demoUsers.student),
  render: (args) => (
    <div style={{ width: '16rem', height: '40rem' }}>
      <LectureSidebar {...args} />
    </div>
  ),
} satisfies Meta<typeof LectureSidebar>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Name and label, go-home, the learning views, goal universities, lectures by teacher
 * (docs/product/screens.md).
 */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('학생')).toBeInTheDocument();
    await expect(canvas.getByText('도쿄대학 · 공학부')).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: '이과 수학 코스2' }));
    await expect(args.onSelect).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: '학습 진도' }));
    await expect(args.onSelectView).toHaveBeenCalledWith('progress');
  },
};

/** A learning view is the active item. */
export const LearningViewActive: Story = {
  args: { selectedLectureId: null, activeView: 'achievements' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '성취' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A teacher is labelled 선생님 (docs/product/roles.md). */
export const Teacher: Story = {
  beforeEach: () => seedSession(demoUsers.teacher),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('선생님')).toBeInTheDocument();
  },
};

/** No lectures (docs/product/screens.md). */
export const Empty: Story = {
  parameters: {
    msw: { handlers: classroomHandlers({ teachers: [], lectures: [], contents: [] }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('등록된 강의가 없습니다.'),
    ).toBeInTheDocument();
  },
};

/** A failed list shows the empty text, with a retry (docs/product/errors.md). */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: failing(classroomHandlers({ teachers, lectures: [], contents: [] })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('등록된 강의가 없습니다.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  },
};

/** The lecture list still loading: a skeleton that says so to screen readers. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: pending(classroomHandlers({ teachers, lectures: [], contents: [] })) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중...');
  },
};
