import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhotoGrid } from './PhotoGrid.tsx';

const photo = (id: number, colour: string) => ({
  id,
  url: `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${colour}"/></svg>`,
  )}`,
});

const meta = {
  title: 'ui/PhotoGrid',
  component: PhotoGrid,
  args: {
    photos: [photo(1, '#74c0fc'), photo(2, '#ffa94d'), photo(3, '#8ce99a')],
    label: '첨부 사진',
    altOf: (place: number) => `첨부 사진 ${place}`,
  },
} satisfies Meta<typeof PhotoGrid>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Each photo is named by its place and opens full size in a new tab. */
export const ThreePhotos: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByLabelText('첨부 사진');
    const links = within(grid).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[1]).toHaveAttribute('target', '_blank');
    await expect(within(links[1]!).getByRole('img')).toHaveAccessibleName('첨부 사진 2');
    // Read-only unless asked: no remove button.
    await expect(within(grid).queryByRole('button')).toBeNull();
  },
};

/** Removable: each photo has a remove button named by its place, handing that photo back. */
export const Removable: Story = {
  args: { onRemove: fn(), removeLabel: (place: number) => `첨부 사진 ${place} 삭제` },
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByLabelText('첨부 사진');
    await expect(within(grid).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(within(grid).getByRole('button', { name: '첨부 사진 2 삭제' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).toHaveBeenCalledWith(args.photos[1]);
    // The photo is still a link of its own, beside its button.
    await expect(within(grid).getAllByRole('link')).toHaveLength(3);
  },
};

/** No photos: nothing is drawn, not an empty labelled grid. */
export const NoPhotos: Story = {
  args: { photos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByLabelText('첨부 사진')).toBeNull();
  },
};
