import { teacherHandlers } from '@academy/api-client/mocks/teachers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { InstructorForm } from './InstructorForm.tsx';

const teacher = {
  id: 12,
  name: '김도윤',
  userId: 'doyoon.kim@naver.com',
  image: null,
  teachingSubjects: ['물리', '이과 수학'],
  introduction: '도쿄대 공학부 출신. EJU 물리와 수학을 개념부터 실전까지 함께합니다.',
  active: true,
};

const meta = {
  title: 'admin/InstructorFormEditing',
  component: InstructorForm,
  decorators: [withLiveAppShell],
  args: { teacher, onDone: fn() },
  parameters: { msw: { handlers: teacherHandlers([teacher]) } },
} satisfies Meta<typeof InstructorForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The teacher's profile, ready to edit; the photo stays unless a new one is chosen. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '이름' })).toHaveValue('김도윤');
    await expect(
      canvas.getByText('새 사진을 고르지 않으면 지금 사진이 그대로 남습니다'),
    ).toBeInTheDocument();
  },
};

/** No introduction yet and no subject (an account from before subjects were required). */
export const Empty: Story = {
  args: { teacher: { ...teacher, teachingSubjects: [], introduction: null } },
};

/** The contract's rules: a name and at least one subject, the introduction at most 300 characters. */
export const RuleMessages: Story = {
  args: { teacher: { ...teacher, teachingSubjects: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: '이름' }));
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(await canvas.findByText('이름을 입력하세요')).toBeInTheDocument();
    await expect(canvas.getByText('강의분야를 최소 1개 이상 선택하세요')).toBeInTheDocument();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Saved: the dialog closes once the server has the profile. */
export const Saves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalled(), { timeout: 3000 });
  },
};

/** A long Korean introduction wraps inside the field. */
export const LongKoreanText: Story = {
  args: {
    teacher: {
      ...teacher,
      name: '김도윤선생님의아주긴이름',
      introduction:
        '도쿄대학 공학부를 졸업하고 10년 동안 EJU 물리와 이과 수학을 가르쳤습니다. 개념 정리부터 기출 분석, 실전 모의고사까지 학생 한 명 한 명의 약점을 찾아 함께 채워 갑니다. 매주 질의응답 시간을 열어 수업에서 다 풀지 못한 질문에 답합니다.',
    },
  },
};
