import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { InstructorForm } from './InstructorForm.tsx';

const meta = {
  title: 'admin/InstructorForm',
  component: InstructorForm,
  decorators: [withLiveAppShell],
  parameters: { route: '/admin/instructors/new' },
} satisfies Meta<typeof InstructorForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The first alert that applies, in the spec's order (docs/product/validation.md). */
export const RefusedWithoutName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('이름을 입력하세요');
  },
};

/** The contact formatted as typed and the passwords-match hint (docs/product/screens.md). */
export const ContactAndPasswords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '연락처' }), '01055556666');
    await expect(canvas.getByRole('textbox', { name: '연락처' })).toHaveValue('010-5555-6666');
    await userEvent.click(canvas.getByLabelText('비밀번호', { selector: 'input' }));
    await userEvent.paste('teacher-pass-1');
    await userEvent.click(canvas.getByLabelText('비밀번호 확인', { selector: 'input' }));
    await userEvent.paste('teacher-pass-1');
    await expect(canvas.getByText('비밀번호가 일치합니다')).toBeInTheDocument();
  },
};
