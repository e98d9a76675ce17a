import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EnrolmentRequestList } from './MyEnrolmentRequests.tsx';

const meta = {
  title: 'classroom/EnrolmentRequestList',
  component: EnrolmentRequestList,
  args: {
    requests: [
      {
        requestId: 2,
        lectureId: 5,
        lectureTitle: '이과 수학 코스2',
        status: 'PENDING',
        createdAt: '2026-11-24T01:00:00.000Z',
        decidedAt: null,
      },
      {
        requestId: 1,
        lectureId: 3,
        lectureTitle: 'EJU 물리 완성',
        status: 'APPROVED',
        createdAt: '2026-11-20T01:00:00.000Z',
        decidedAt: '2026-11-21T03:00:00.000Z',
      },
    ],
  },
} satisfies Meta<typeof EnrolmentRequestList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('승인 대기')).toBeInTheDocument();
    await expect(canvas.getByText('승인됨')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('수강 신청 내역이 없습니다.')).toBeInTheDocument();
  },
};
