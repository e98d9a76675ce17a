import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as ko from '@academy/strings';
import * as errors from '@academy/strings/errors';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'ui/ErrorState',
  component: ErrorState,
  args: { message: errors.notice.detail },
} satisfies Meta<typeof ErrorState>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(errors.notice.detail);
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: ko.common.retry }));
    // with no argument: a caller passing its refetch gets no click event as its options
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).toHaveBeenCalledWith();
  },
};

export const Retrying: Story = {
  args: { onRetry: fn(), retrying: true },
};

export const LongKoreanText: Story = {
  args: {
    title: ko.common.errorTitle,
    message:
      '서버에 연결할 수 없습니다. 네트워크를 확인해주세요. 문제가 계속되면 학원 사무실(평일 09:00-22:00, 주말 09:00-18:00)로 문의해주시기 바랍니다.',
    onRetry: fn(),
  },
};
