import { demoUsers, resetSession, seedSession } from '@academy/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { LectureForm } from './LectureForm.tsx';

const meta = {
  title: 'admin/LectureForm',
  component: LectureForm,
  decorators: [withLiveAppShell],
  parameters: { route: '/admin/lectures/new' },
  beforeEach: () => {
    seedSession(demoUsers.teacher);
    return () => resetSession();
  },
} satisfies Meta<typeof LectureForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The preview card shows the field names and 0원 until something is typed. */
export const Empty: Story = {};

/** The live preview card follows the fields; the price in won (docs/product/screens.md). */
export const PreviewWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: '강의명' }));
    await userEvent.paste('EJU 일본어 독해 완성');
    await userEvent.click(canvas.getByRole('textbox', { name: '부제목' }));
    await userEvent.paste('8주 만에 끝내는 긴 지문 독해');
    await userEvent.type(canvas.getByRole('textbox', { name: '가격 (원)' }), '180000');
    const preview = within(canvas.getByRole('region', { name: '미리보기' }));
    await expect(
      preview.getByRole('heading', { name: 'EJU 일본어 독해 완성' }),
    ).toBeInTheDocument();
    await expect(preview.getByText('180,000원')).toBeInTheDocument();
  },
};

/** Title and image are required; nothing is sent (docs/product/validation.md). */
export const MissingTitleAndImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '강의 등록' }));
    await expect(canvas.getByText('강의명을 입력하세요')).toBeInTheDocument();
    await expect(canvas.getByText('대표 이미지를 선택하세요')).toBeInTheDocument();
  },
};
