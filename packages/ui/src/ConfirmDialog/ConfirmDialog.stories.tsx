import { Button, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as ko from '@academy/strings';
import { confirmations } from '@academy/strings/validation';
import { DANGER_COLOR } from '../theme.ts';
import { ConfirmDialog, confirm } from './ConfirmDialog.tsx';

const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    opened: true,
    message: confirmations.deleteQuestion,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: ko.common.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith();
  },
};

export const Destructive: Story = {
  args: { destructive: true, message: confirmations.withdraw, confirmLabel: '탈퇴' },
};

export const Loading: Story = {
  args: { destructive: true, loading: true, message: confirmations.deleteContent },
};

export const LongKoreanText: Story = {
  args: {
    title: '강의를 삭제할까요?',
    message:
      '이 강의에 속한 모든 챕터와 디테일, 컨텐츠, 첨부 파일, 학생들의 과제 제출 기록이 함께 삭제됩니다. 삭제한 뒤에는 되돌릴 수 없으니 다시 한 번 확인해주세요.',
    destructive: true,
  },
};

/** The confirm() helper: a promise of true (확인) or false (취소). */
export const ConfirmHelper: Story = {
  args: { opened: false },
  render: function Render() {
    const [answer, setAnswer] = useState<string>('');
    return (
      <>
        <Button
          color={DANGER_COLOR}
          onClick={async () => {
            const ok = await confirm({
              message: confirmations.deleteQuestion,
              destructive: true,
            });
            setAnswer(ok ? ko.common.confirm : ko.common.cancel);
          }}
        >
          {ko.common.delete}
        </Button>
        <Text data-testid="answer">{answer}</Text>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: ko.common.delete }));
    await userEvent.click(await body.findByRole('button', { name: ko.common.cancel }));
    await expect(await canvas.findByTestId('answer')).toHaveTextContent(ko.common.cancel);
  },
};
