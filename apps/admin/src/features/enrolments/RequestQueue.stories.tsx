import type { QueuedEnrolmentRequest } from '@academy/api-client/contract';
import { enrolmentQueueHandlers } from '@academy/api-client/mocks/enrolments';
import { failing, pending } from '@academy/api-client/mocks/respond';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { RequestQueue } from './RequestQueue.tsx';

const request = (id: number, name: string, lectureTitle: string): QueuedEnrolmentRequest => ({
  requestId: id,
  lectureId: 10 + id,
  lectureTitle,
  status: 'PENDING',
  createdAt: '2026-11-24T01:00:00.000Z',
  decidedAt: null,
  student: { id: 100 + id, name, userId: `student${id}@academy.test` },
  teacherName: '박서연',
});

const meta = {
  title: 'admin/enrolments/RequestQueue',
  component: RequestQueue,
  decorators: [withLiveAppShell],
} satisfies Meta<typeof RequestQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  parameters: {
    msw: {
      handlers: enrolmentQueueHandlers([
        request(1, '이서준', 'EJU 물리 완성'),
        request(2, '박지호', '이과 수학 코스2'),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('이서준')).toBeInTheDocument();
    // declining asks first
    await userEvent.click(canvas.getByRole('button', { name: '이서준 거절' }));
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(
      await dialog.findByText('이서준 학생의 「EJU 물리 완성」 수강 신청을 거절할까요?'),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: enrolmentQueueHandlers([]) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('처리할 수강 신청이 없습니다.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pending(enrolmentQueueHandlers([])) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failing(enrolmentQueueHandlers([])) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
