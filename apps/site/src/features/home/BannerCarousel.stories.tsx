import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BannerSlides } from './BannerCarousel.tsx';

const art = (color: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect width="1600" height="600" fill="${color}"/></svg>`)}`;

const banner = (id: number, title: string, bannerOrder: number, color: string) => ({
  id,
  title,
  image: art(color),
  url: `https://example.com/${id}`,
  bannerOrder,
  active: true,
  imageWidth: 1600,
  imageHeight: 600,
});

const meta = {
  title: 'site/BannerCarousel',
  component: BannerSlides,
  args: {
    // Given out of order on purpose: the slides follow bannerOrder (docs/product/screens.md).
    banners: [
      banner(2, '두 번째 배너', 1, '#2a9d8f'),
      banner(1, '첫 번째 배너', 0, '#1d3557'),
      banner(3, '세 번째 배너', 2, '#e76f51'),
    ].sort((a, b) => a.bannerOrder - b.bannerOrder),
  },
} satisfies Meta<typeof BannerSlides>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThreeBanners: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links[0]).toHaveAttribute('href', 'https://example.com/1');
    await expect(links[0]).toHaveAttribute('target', '_blank');
    await expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
