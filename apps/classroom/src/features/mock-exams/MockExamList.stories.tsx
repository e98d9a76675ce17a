import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { StudentMock } from '@academy/api-client/contract';
import { studentMocksHandlers } from '@academy/api-client/mocks/mock-sittings';
import { failing, pending } from '@academy/api-client/mocks/respond';
import { withAppShell } from '@academy/ui/storybook';
import { MockExamList } from './MockExamList.tsx';

const mock = (id: number, overrides: Partial<StudentMock>): StudentMock => ({
  id,
  title: '12월 EJU 일본어 모의고사',
  subject: 'JAPANESE',
  opensAt: '2026-11-27T00:00:00.000Z',
  closesAt: '2026-12-27T00:00:00.000Z',
  window: 'OPEN',
  totalSeconds: 125 * 60,
  sections: [
    { id: 1, position: 0, kind: 'WRITING', timeLimitSeconds: 1800, itemCount: 1 },
    { id: 2, position: 1, kind: 'READING', timeLimitSeconds: 2400, itemCount: 6 },
    { id: 3, position: 2, kind: 'LISTENING', timeLimitSeconds: 3300, itemCount: 3 },
  ],
  sitting: null,
  ...overrides,
});

const list = studentMocksHandlers;

const meta = {
  title: 'classroom/MockExams/MockExamList',
  component: MockExamList,
  decorators: [withAppShell],
  parameters: {
    route: '/mock-exams',
    msw: {
      handlers: {
        mocks: list([
          mock(1, {}),
          mock(2, {
            title: '11월 EJU 일본어 모의고사',
            window: 'CLOSED',
            sitting: {
              state: 'GRADED',
              startedAt: '2026-10-20T01:00:00.000Z',
              submittedAt: '2026-10-20T03:05:00.000Z',
            },
          }),
          mock(3, { title: '1월 수학 모의고사', subject: 'MATH2', window: 'UPCOMING' }),
        ]),
      },
    },
  },
} satisfies Meta<typeof MockExamList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '시작하기' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '결과 보기' })).toHaveAttribute(
      'href',
      '/mock-exams/2/result',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { mocks: list([]) } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('응시할 수 있는 모의고사가 없습니다.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { mocks: pending(list([])) } } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { mocks: failing(list([])) } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '다시 시도' }),
    ).toBeInTheDocument();
  },
};
