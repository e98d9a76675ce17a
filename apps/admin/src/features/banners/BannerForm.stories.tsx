import type { Banner } from '@academy/api-client/contract';
import { bannerHandlers } from '@academy/api-client/mocks/banners';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { BannerForm } from './BannerForm.tsx';

/** An inline picture, so the story loads nothing from a server. */
const picture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect width="1600" height="600" fill="#1c7ed6"/></svg>',
)}`;
const banner: Banner = {
  id: 1,
  title: '2027학년도 EJU 6월 시험 대비 겨울 특강 모집',
  image: picture,
  url: 'https://academy.test/events/1',
  bannerOrder: 0,
  active: true,
  imageWidth: 1600,
  imageHeight: 600,
};

const meta = {
  title: 'admin/BannerForm',
  component: BannerForm,
  decorators: [withLiveAppShell],
  args: { banner, onDone: fn() },
  parameters: { msw: { handlers: bannerHandlers([banner]) } },
} satisfies Meta<typeof BannerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Editing: the banner's title and link, its image kept unless a new one is chosen. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '제목' })).toHaveValue(banner.title);
    await expect(
      canvas.getByText('새 이미지를 고르지 않으면 지금 이미지가 그대로 남습니다'),
    ).toBeVisible();
  },
};

/** A wrong link is named before anything is sent. */
export const EditingWrongLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const url = canvas.getByRole('textbox', { name: '링크 URL' });
    await userEvent.clear(url);
    await userEvent.type(url, 'ftp://academy.test');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '올바른 URL 형식이 아닙니다. (http:// 또는 https://)',
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Creating: empty fields, and 등록 names the first missing one (the title) before the image. */
export const Creating: Story = {
  args: { banner: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '제목' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: '취소' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('제목을 입력하세요');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
