import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as ko from '@academy/strings';
import { ThemeMenu } from './ThemeMenu.tsx';

const meta = {
  title: 'ui/ThemeMenu',
  component: ThemeMenu,
} satisfies Meta<typeof ThemeMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** On a page without a header: fixed at the bottom right, above a band that keeps it clear. */
export const Floating: Story = { args: { floating: true } };

export const ChoosingDark: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = () => within(canvasElement).getByRole('button', { name: /화면 테마/ });
    // A pointer over the button loads the menu's code (DeferredMenu); then it is clicked.
    await userEvent.hover(button());
    await waitFor(() => expect(button()).toHaveAttribute('aria-haspopup', 'menu'), {
      timeout: 10_000,
    });
    await userEvent.click(button());
    // The dropdown opens with a transition: on a busy machine that takes more than a second (a
    // CI run with every package's tests at once took over five).
    await userEvent.click(
      await body.findByRole('menuitem', { name: ko.theme.dark }, { timeout: 10_000 }),
    );
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute(
      'data-mantine-color-scheme',
      'dark',
    );
  },
};
