import type { AdminDetail } from '@academy/api-client/contract';
import { videoLibraryHandlers } from '@academy/api-client/mocks/lectures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withLiveAppShell } from '@academy/live/story-support';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContentDialogView } from './ContentDialog.tsx';

const detail: AdminDetail = {
  detailId: 11,
  lectureChapterId: 3,
  detailTitle: '1강 오리엔테이션: 독해 시간 배분',
  type: 'VIDEO',
  detailOrder: 0,
  quizQuestionCount: 0,
  content: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

/** What the teacher had chosen and typed before pressing 저장. */
const typed = {
  video: new File(['sample'], '1강-오리엔테이션.webm', { type: 'video/webm' }),
  text: '독해 시간 배분을 설명하는 첫 강의입니다.',
};

const meta = {
  title: 'admin/ContentDialog',
  component: ContentDialogView,
  decorators: [withLiveAppShell],
  args: {
    detail,
    error: null,
    upload: { status: 'idle', progress: 0 },
    saving: false,
    onSubmit: fn(),
    onCancelUpload: fn(),
    onClose: fn(),
  },
  // the uploads the video picker offers (GET /api/videos)
  parameters: {
    msw: {
      handlers: videoLibraryHandlers([
        {
          videoId: 'vid900',
          name: '0강 학습 안내.webm',
          durationSeconds: 95,
          size: 1000,
          createdAt: '2026-11-20T09:00:00.000Z',
        },
      ]),
    },
  },
} satisfies Meta<typeof ContentDialogView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog')).toBeInTheDocument();
    await expect(body.queryByText(/영상 업로드 중/)).not.toBeInTheDocument();
  },
};

/** An uploaded video picked by its name and length instead of a new file. */
export const PickingAnUpload: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await body.findByRole('combobox', { name: '올린 영상에서 고르기 (선택)' }),
    );
    await expect(
      await body.findByRole('option', { name: '0강 학습 안내.webm (1:35)' }),
    ).toBeInTheDocument();
  },
};

/**
 * The video goes to the video host first, with its progress and a cancel button
 * (docs/product/states.md).
 */
export const Uploading: Story = {
  args: {
    upload: { status: 'uploading', progress: 42 },
    initialDraft: typed,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('영상 업로드 중 42%')).toBeInTheDocument();
    await expect(body.getByRole('button', { name: '업로드 취소' })).toBeInTheDocument();
    await expect(body.getByRole('dialog')).toHaveTextContent('1강-오리엔테이션.webm');
  },
};

/** The failure's own message; the fields keep what was typed (docs/product/errors.md). */
export const UploadFailed: Story = {
  args: {
    error: '영상 업로드 세션을 만들지 못했습니다.',
    initialDraft: typed,
  },
};
