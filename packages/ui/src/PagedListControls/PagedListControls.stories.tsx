import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as ko from '@academy/strings';
import { PagedListControls } from './PagedListControls.tsx';

const meta = {
  title: 'ui/PagedListControls',
  component: PagedListControls,
  args: {
    page: 0,
    pageSize: 10,
    hasNext: true,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
} satisfies Meta<typeof PagedListControls>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: ko.common.previousPage })).toBeDisabled();
    await expect(canvas.getByText(ko.common.pageOf(1))).toBeInTheDocument();
  },
};

export const LastPage: Story = {
  args: { page: 4, hasNext: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: ko.common.nextPage }),
    ).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { page: 1, disabled: true },
};

export const WithoutPageSize: Story = {
  args: { onPageSizeChange: undefined, page: 2 },
};

/** A working pager: ten pages of ten. */
export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(0);
    const [size, setSize] = useState(10);
    return (
      <PagedListControls
        {...args}
        page={page}
        pageSize={size}
        hasNext={(page + 1) * size < 100}
        onPageChange={setPage}
        onPageSizeChange={(next) => {
          setSize(next);
          setPage(0);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: ko.common.nextPage });
    // The controls are disabled until the page's code has taken over (HydratedFieldset): in the
    // served Storybook the play can start before that effect has run, and a click on a disabled
    // button does nothing.
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await expect(await canvas.findByText(ko.common.pageOf(2))).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText(ko.common.pageSize), '100');
    await expect(await canvas.findByText(ko.common.pageOf(1))).toBeInTheDocument();
    await waitFor(() => expect(next).toBeDisabled());
  },
};
