import type { Banner } from '@academy/api-client/contract';
import { bannerHandlers } from '@academy/api-client/mocks/banners';
import { failing, pending } from '@academy/api-client/mocks/respond';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { BannerBoard } from './BannerBoard.tsx';

/** An inline picture, so the story loads nothing from a server. */
const picture = (color: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect width="1600" height="600" fill="${color}"/></svg>`,
  )}`;
const banner = (
  id: number,
  title: string,
  active: boolean,
  bannerOrder: number,
  color: string,
): Banner => ({
  id,
  title,
  image: picture(color),
  url: `https://academy.test/events/${id}`,
  bannerOrder,
  active,
  imageWidth: 1600,
  imageHeight: 600,
});
const banners = [
  banner(1, '2027학년도 EJU 6월 시험 대비 겨울 특강 모집', true, 0, '#1c7ed6'),
  banner(2, '11월 전국 모의고사 접수 안내', true, 1, '#0ca678'),
  banner(3, '합격생 장학 이벤트', true, 2, '#f08c00'),
  banner(4, '신규 강좌: 이과 수학 코스2 기출 분석', false, 3, '#7048e8'),
  banner(5, '여름 방학 집중반 (종료)', false, 4, '#868e96'),
];

const meta = {
  title: 'admin/BannerBoard',
  component: BannerBoard,
  decorators: [withLiveAppShell],
  parameters: { route: '/admin/banners' },
} satisfies Meta<typeof BannerBoard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Active banners with drag handles and 비활성화; inactive ones with 활성화 (docs/product/screens.md). */
export const ActiveAndInactive: Story = {
  parameters: { msw: { handlers: bannerHandlers(banners) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const active = within(await canvas.findByRole('region', { name: '활성 배너' }));
    await expect(active.getAllByRole('button', { name: /순서 변경/ })).toHaveLength(3);
    const inactive = within(canvas.getByRole('region', { name: '비활성 배너' }));
    await expect(inactive.getAllByRole('button', { name: '활성화' })).toHaveLength(2);
  },
};

/** Five active already, so 활성화 is refused with the spec's message (docs/product/validation.md). */
export const FiveActive: Story = {
  parameters: {
    msw: { handlers: bannerHandlers(banners.map((item) => ({ ...item, active: item.id !== 5 }))) },
  },
};

/** '항목이 없습니다.' in both sections (docs/product/screens.md). */
export const Empty: Story = {
  parameters: { msw: { handlers: bannerHandlers([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('항목이 없습니다.')).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pending(bannerHandlers([])) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The banner list error, with a retry (docs/product/errors.md). */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: failing(bannerHandlers([])) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('배너 목록 조회 중 오류가 발생했습니다.'),
    ).toBeInTheDocument();
  },
};
