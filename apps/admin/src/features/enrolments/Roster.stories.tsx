import type { Roster as RosterData } from '@academy/api-client/contract';
import { rosterHandlers } from '@academy/api-client/mocks/enrolments';
import { failing, pending } from '@academy/api-client/mocks/respond';
import * as ko from '@academy/strings';
import * as enrolmentStrings from '@academy/strings/enrolments';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { BulkResult } from './EnrolForms.tsx';
import { Roster } from './Roster.tsx';

const enrolment = (id: number, expireDaysLeft: number | null) => ({
  enrolmentId: id,
  userId: 100 + id,
  lectureId: 7,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: expireDaysLeft === null ? null : '2026-12-30T15:00:00.000Z',
  status: 'ACTIVE' as const,
  source: 'STAFF' as const,
  expireDaysLeft,
});

const roster: RosterData = {
  lectureId: 7,
  lectureTitle: 'EJU 물리 완성',
  quizzes: [{ detailId: 3, detailTitle: '1장 확인 퀴즈' }],
  rows: [
    {
      enrolment: enrolment(1, 35),
      student: { id: 101, name: '김민준', userId: 'minjun@academy.test' },
      progressRate: 67,
      completedLessons: 2,
      totalLessons: 3,
      lastActivityAt: '2026-11-24T10:00:00.000Z',
      quizBestScores: [{ detailId: 3, bestScore: 100 }],
      pendingSubmissions: 1,
    },
    {
      enrolment: enrolment(2, null),
      student: { id: 102, name: '이서준', userId: 'seojun@academy.test' },
      progressRate: 0,
      completedLessons: 0,
      totalLessons: 3,
      lastActivityAt: null,
      quizBestScores: [{ detailId: 3, bestScore: null }],
      pendingSubmissions: 0,
    },
  ],
};

const meta = {
  title: 'admin/enrolments/Roster',
  component: Roster,
  decorators: [withLiveAppShell],
  args: { lectureId: 7 },
} satisfies Meta<typeof Roster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  parameters: { msw: { handlers: rosterHandlers(roster) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('김민준')).toBeInTheDocument();
    await expect(canvas.getByText('67%')).toBeInTheDocument();
    await expect(canvas.getByText('무제한')).toBeInTheDocument();
    // the export asks why first (its dialog)
    await expect(canvas.getByRole('button', { name: 'CSV 내보내기' })).toBeEnabled();
    // each student's week can be sent to them and their guardians from their row
    await expect(canvas.getByRole('button', { name: '김민준 보고서 보내기' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '이서준 보고서 보내기' })).toBeEnabled();
  },
};

/** A lecture of thousands: fifty students a page, the pages below the table. */
export const ManyPages: Story = {
  parameters: { msw: { handlers: rosterHandlers({ ...roster, total: 120 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('김민준')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: ko.common.pageOf(3) })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: ko.common.pageOf(4) })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: rosterHandlers({ ...roster, rows: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(enrolmentStrings.admin.rosterEmpty),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pending(rosterHandlers(roster)) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failing(rosterHandlers(roster)) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

/** What a bulk enrolment reports: the failures with their reasons. */
export const BulkReport: StoryObj<typeof BulkResult> = {
  render: () => (
    <BulkResult
      result={{
        enrolled: ['minjun@academy.test'],
        failed: [
          { email: 'not-an-email', reason: '이메일 형식이 아닙니다' },
          { email: 'nobody@academy.test', reason: '가입된 학생이 아닙니다' },
        ],
      }}
    />
  ),
};
