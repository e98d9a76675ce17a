import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import * as validation from '@academy/strings/validation';
import { PhoneInput, type PhoneInputProps } from './PhoneInput.tsx';

function Controlled(props: Omit<PhoneInputProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <PhoneInput {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'ui/PhoneInput',
  component: Controlled,
  args: { label: '연락처', required: true },
} satisfies Meta<typeof Controlled>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/연락처/);
    await userEvent.type(input, '01012345678999');
    await expect(input).toHaveValue('010-1234-5678');
  },
};

export const Filled: Story = {
  args: { initial: '010-9876-5432', label: '학부모 연락처' },
};

export const Invalid: Story = {
  args: { initial: '010-12', error: validation.signup.phoneInvalid },
};

export const LongKoreanText: Story = {
  args: {
    label: '비상 연락처 (학부모 또는 보호자의 휴대전화 번호)',
    description:
      '수업 관련 안내와 성적표가 이 번호로 전송됩니다. 숫자만 입력하면 자동으로 하이픈이 들어갑니다.',
  },
};
