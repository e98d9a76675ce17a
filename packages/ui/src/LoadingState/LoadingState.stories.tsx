import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as ko from '@academy/strings';
import { LoadingState } from './LoadingState.tsx';

const meta = {
  title: 'ui/LoadingState',
  component: LoadingState,
} satisfies Meta<typeof LoadingState>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Spinner: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(ko.common.loading);
  },
};

export const Skeleton: Story = {
  args: { variant: 'skeleton', rows: 5, label: '공지사항을 불러오는 중...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('공지사항을 불러오는 중...')).toBeInTheDocument();
  },
};

/** Placeholders shaped by the caller (a table's rows), announced the same way. */
export const ShapedPlaceholder: Story = {
  args: {
    children: (
      <table>
        <tbody>
          <tr>
            <td>자리 표시</td>
          </tr>
        </tbody>
      </table>
    ),
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(ko.common.loading);
    await expect(within(status).getByRole('table')).toBeInTheDocument();
  },
};

export const LongKoreanText: Story = {
  args: {
    label:
      '강의 정보와 챕터, 디테일, 첨부 파일 목록을 모두 불러오고 있습니다. 잠시만 기다려주세요...',
  },
};
