import type { LectureAttendance } from '@academy/api-client/contract';
import { attendanceHandlers } from '@academy/api-client/mocks/attendance';
import { failing, pending } from '@academy/api-client/mocks/respond';
import * as adminStrings from '@academy/strings/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { LiveAttendance } from './LiveAttendance.tsx';

const attendance: LectureAttendance = {
  lectureId: 7,
  lessons: [
    {
      detailId: 2,
      detailTitle: '실시간 질의응답 (매주 토요일 20시)',
      startsAt: '2026-11-21T11:00:00.000Z',
    },
    { detailId: 9, detailTitle: '기말 대비 라이브', startsAt: null },
  ],
  students: [
    {
      id: 101,
      name: '김민준',
      userId: 'minjun@academy.test',
      completed: [{ detailId: 2, reason: 'ATTENDED', completedAt: '2026-11-21T11:30:00.000Z' }],
      marks: [
        { detailId: 2, status: 'PRESENT', markedAt: '2026-11-21T11:30:00.000Z', undoable: false },
      ],
    },
    {
      id: 102,
      name: '이서준',
      userId: 'seojun@academy.test',
      completed: [{ detailId: 2, reason: 'WATCHED', completedAt: '2026-11-22T09:00:00.000Z' }],
      marks: [],
    },
    {
      id: 103,
      name: '박지호',
      userId: 'jiho@academy.test',
      completed: [],
      marks: [
        { detailId: 2, status: 'LATE', markedAt: '2026-11-25T10:00:00.000Z', undoable: true },
      ],
    },
  ],
};

const meta = {
  title: 'admin/attendance/LiveAttendance',
  component: LiveAttendance,
  decorators: [withLiveAppShell],
  args: { lectureId: 7 },
} satisfies Meta<typeof LiveAttendance>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  parameters: { msw: { handlers: attendanceHandlers(attendance) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('출석')).toBeInTheDocument();
    await expect(canvas.getByText('녹화 시청')).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: '김민준 선택' })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: '박지호 학생 출석 기록 되돌리기' }),
    ).toBeInTheDocument();
  },
};

export const NoStudents: Story = {
  parameters: {
    msw: { handlers: attendanceHandlers({ ...attendance, students: [] }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(adminStrings.attendance.empty),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pending(attendanceHandlers(attendance)) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failing(attendanceHandlers(attendance)) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
