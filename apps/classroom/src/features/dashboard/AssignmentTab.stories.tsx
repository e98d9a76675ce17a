import { submissionHandlers } from '@academy/api-client/mocks/classroom';
import { failing, pending } from '@academy/api-client/mocks/respond';
import type { SubmissionStatus } from '@academy/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { submissions } from '../../test/fixtures.ts';
import { AssignmentTab } from './AssignmentTab.tsx';

const withStatus = (status: SubmissionStatus) => ({
  msw: { handlers: submissionHandlers(status) },
});

const meta = {
  title: 'classroom/AssignmentTab',
  component: AssignmentTab,
  decorators: [withLiveAppShell],
  args: { lectureId: 1, detailId: 101 },
  parameters: withStatus(submissions.none),
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <AssignmentTab {...args} />
    </div>
  ),
} satisfies Meta<typeof AssignmentTab>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Nothing submitted: the form, its button disabled while the field is empty
 * (docs/product/states.md).
 */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: '과제 URL' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '과제 제출' })).toBeDisabled();
  },
};

/** Submitted, waiting for the teacher: the link and time, and a new link may replace it until the review. */
export const Submitted: Story = {
  parameters: withStatus(submissions.waiting),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('선생님의 피드백을 기다리고 있습니다.'),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(/검토 전까지 새 링크로 다시 제출할 수 있습니다/),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '다시 제출' })).toBeInTheDocument();
  },
};

/** Passed: the feedback, no new submission. */
export const Passed: Story = {
  parameters: withStatus(submissions.passed),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('note', { name: '선생님 피드백' }),
    ).toHaveTextContent('통과');
  },
};

/** Not passed: the feedback and the form for a new link. */
export const FailedFeedback: Story = {
  parameters: withStatus(submissions.failed),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('보완 필요')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: '과제 URL' })).toBeInTheDocument();
  },
};

/**
 * The status failed to load: said with a retry; the form shows (status cleared)
 * (docs/product/errors.md).
 */
export const StatusLoadFailed: Story = {
  parameters: { msw: { handlers: failing(submissionHandlers(submissions.none)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '과제 제출 상태를 불러오지 못했습니다.',
    );
    await expect(canvas.getByRole('textbox', { name: '과제 URL' })).toBeInTheDocument();
  },
};

/** The status still loading: a spinner (the server never answers). */
export const Loading: Story = {
  parameters: { msw: { handlers: pending(submissionHandlers(submissions.none)) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('불러오는 중...')).toBeInTheDocument();
  },
};
