import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { myChildrenHandlers, sampleChildren } from '@academy/api-client/mocks/guardians';
import { failing, pending } from '@academy/api-client/mocks/respond';
import { withAppShell } from '@academy/ui/storybook';
import { ChildrenList } from './ChildrenList.tsx';

const meta = {
  title: 'classroom/Children/ChildrenList',
  component: ChildrenList,
  decorators: [withAppShell],
  parameters: {
    route: '/children',
    msw: { handlers: { children: myChildrenHandlers(sampleChildren(['김하늘', '김바다'])) } },
  },
} satisfies Meta<typeof ChildrenList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('수강 중인 강의 3개')).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: '학습 현황 보기' })).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { children: myChildrenHandlers([]) } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/연결된 자녀가 없습니다/),
    ).toBeInTheDocument();
  },
};

export const LongKoreanText: Story = {
  parameters: {
    msw: {
      handlers: {
        children: myChildrenHandlers(
          sampleChildren(['남궁민수아름다운하늘빛이름', '제갈공명처럼긴이름을가진학생']),
        ),
      },
    },
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { children: pending(myChildrenHandlers([])) } } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { children: failing(myChildrenHandlers([])) } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '다시 시도' }),
    ).toBeInTheDocument();
  },
};
