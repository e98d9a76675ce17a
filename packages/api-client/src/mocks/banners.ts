// The admin's banner board and form, answered like the API (see respond.ts) (docs/product/api.md).
import { http } from 'msw';
import type { Banner, BannerOrderRequest } from '../contract/index.ts';
import { apiPath, okEnvelope } from './respond.ts';

/**
 * GET the board, POST a new banner, PATCH one banner (its fields or its state), DELETE one and
 * PUT the order, over `banners`
 * (the changes are kept, so a refetch reads what was saved).
 */
export function bannerHandlers(banners: Banner[]) {
  let board = [...banners];
  return [
    http.get(apiPath('banners'), () => okEnvelope(board)),
    http.post(apiPath('banners'), async ({ request }) => {
      const form = await request.formData();
      const id = Math.max(0, ...board.map((banner) => banner.id)) + 1;
      const created: Banner = {
        id,
        title: String(form.get('title')),
        image: `/api/files/banners/${id}.webp`,
        url: String(form.get('url')),
        bannerOrder: board.length,
        active: false,
        imageWidth: 1600,
        imageHeight: 600,
      };
      board = [...board, created];
      return okEnvelope(created);
    }),
    http.patch(apiPath('banners/:id/active'), async ({ params, request }) => {
      const { active } = (await request.json()) as { active: boolean };
      board = board.map((banner) =>
        banner.id === Number(params.id) ? { ...banner, active } : banner,
      );
      return okEnvelope(board.find((banner) => banner.id === Number(params.id)));
    }),
    http.patch(apiPath('banners/:id'), async ({ params, request }) => {
      const form = await request.formData();
      const id = Number(params.id);
      const image = form.get('imageFile');
      board = board.map((banner) =>
        banner.id === id
          ? {
              ...banner,
              title: String(form.get('title')),
              url: String(form.get('url')),
              ...(image instanceof Blob && { image: `/api/files/banners/${id}-new.webp` }),
            }
          : banner,
      );
      return okEnvelope(board.find((banner) => banner.id === id));
    }),
    http.delete(apiPath('banners/:id'), ({ params }) => {
      board = board.filter((banner) => banner.id !== Number(params.id));
      return okEnvelope({ id: Number(params.id) });
    }),
    http.put(apiPath('banners/order'), async ({ request }) => {
      const order = (await request.json()) as BannerOrderRequest;
      board = board.map((banner) => ({
        ...banner,
        bannerOrder:
          order.find((entry) => entry.id === banner.id)?.bannerOrder ?? banner.bannerOrder,
      }));
      return okEnvelope(board);
    }),
  ];
}
