import { staffWaitingHandlers } from '@academy/api-client/mocks/assignments';
import { notificationHandlers } from '@academy/api-client/mocks/live';
import { demoUsers, resetSession, seedSession } from '@academy/auth/testing';
import { Stack, Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import AdminLayout from './AdminLayout.tsx';

/** A stand-in screen: the layout is the subject here. */
function SampleScreen() {
  return (
    <Stack>
      <Title order={2}>예시 화면</Title>
      <Text>관리 화면의 내용이 이 자리에 표시됩니다.</Text>
    </Stack>
  );
}

const meta = {
  title: 'admin/AdminLayout',
  component: AdminLayout,
  decorators: [withLiveAppShell],
  parameters: {
    layout: 'fullscreen',
    route: '/admin/instructors',
    msw: {
      handlers: [
        ...notificationHandlers({ unreadCount: 0 }),
        ...staffWaitingHandlers({ unansweredQuestions: 3, pendingSubmissions: 0 }),
      ],
    },
  },
  beforeEach: () => {
    seedSession(demoUsers.teacher);
    return () => resetSession();
  },
  render: () => (
    <Routes>
      <Route path="/admin" element={<AdminLayout />}>
        <Route path="*" element={<SampleScreen />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof AdminLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The header title of the route, the sidebar and the signed-in teacher (docs/product/screens.md).
 */
export const Instructors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '강사관리' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: '관리 메뉴' })).toBeInTheDocument();
    await expect(canvas.getByText('관리 화면의 내용이 이 자리에 표시됩니다.')).toBeInTheDocument();
    // What waits in the teacher's lectures, beside its menu item; nothing beside an empty queue.
    await expect(await canvas.findByLabelText('미답변 질문 3개')).toHaveTextContent('3');
    await expect(canvas.queryByLabelText(/검토 대기 과제/)).not.toBeInTheDocument();
  },
};

export const LectureCreate: Story = {
  parameters: { route: '/admin/lectures/new' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: '강의등록' }),
    ).toBeInTheDocument();
  },
};

/** Any other route shows 관리자 (docs/product/screens.md). */
export const OtherRoute: Story = {
  parameters: { route: '/admin/lectures/2' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: '관리자' }),
    ).toBeInTheDocument();
  },
};
