import { Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailText } from './EmailText.tsx';

const meta = {
  title: 'ui/EmailText',
  component: EmailText,
  decorators: [
    (Story) => (
      <Text size="sm" c="dimmed" w={140}>
        <Story />
      </Text>
    ),
  ],
} satisfies Meta<typeof EmailText>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Short: Story = { args: { email: 'kim@academy.test' } };

/** A long address in a narrow column breaks after the @ and the dots, reading whole. */
export const LongAddress: Story = {
  args: { email: 'very.long.student.name.for.testing@some-university.example.ac.jp' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        (_, element) =>
          element?.tagName === 'SPAN' &&
          element.textContent ===
            'very.long.student.name.for.testing@some-university.example.ac.jp',
      ),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('wbr').length).toBeGreaterThan(5);
  },
};
