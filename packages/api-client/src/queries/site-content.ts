// Keys, options and mutations for banners, notices and the home's public reads (reviews:
// queries/reviews.ts) (docs/product/screens.md).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Banner } from '../contract/index.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';
import { inOrder } from './in-order.ts';

const api = lazyEndpoints(() => import('../endpoints/site-content.ts'));

export const bannerKeys = {
  all: ['banners'] as const,
  active: () => [...bannerKeys.all, 'active'] as const,
  list: () => [...bannerKeys.all, 'list'] as const,
};
export const noticeKeys = {
  all: ['notices'] as const,
  list: (page: number, size: number) => [...noticeKeys.all, 'list', page, size] as const,
  detail: (id: number) => [...noticeKeys.all, 'detail', id] as const,
};

/** Sorted by bannerOrder (docs/product/screens.md). */
const byOrder = (banners: Banner[]) => [...banners].sort((a, b) => a.bannerOrder - b.bannerOrder);

export const activeBannersQuery = () =>
  queryOptions({
    queryKey: bannerKeys.active(),
    queryFn: async () => byOrder((await api.activeBanners()).data),
  });
export const allBannersQuery = () =>
  queryOptions({
    queryKey: bannerKeys.list(),
    queryFn: async () => byOrder((await api.allBanners()).data),
  });
export const noticesQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: noticeKeys.list(page, size),
    queryFn: async () => (await api.notices(page, size)).data,
    placeholderData: keepPreviousData,
  });
export const noticeQuery = (id: number) =>
  queryOptions({
    queryKey: noticeKeys.detail(id),
    queryFn: async () => (await api.notice(id)).data,
  });

function useInvalidateBanners() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: bannerKeys.all });
}

export function useCreateBanner() {
  const invalidate = useInvalidateBanners();
  return useMutation({ mutationFn: api.createBanner, onSuccess: invalidate });
}
export function useUpdateBanner() {
  const invalidate = useInvalidateBanners();
  return useMutation({
    mutationFn: ({
      id,
      ...fields
    }: {
      id: number;
      title: string;
      url: string;
      imageFile?: Blob | null;
    }) => api.updateBanner(id, fields),
    onSuccess: invalidate,
  });
}
export function useDeleteBanner() {
  const invalidate = useInvalidateBanners();
  return useMutation({ mutationFn: (id: number) => api.deleteBanner(id), onSuccess: invalidate });
}
export function useSetBannerActive() {
  const invalidate = useInvalidateBanners();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.setBannerActive(id, active),
    onSettled: invalidate,
  });
}

/**
 * docs/product/screens.md: the new order shows at once (optimistic); a failed save puts the old
 * order back and the caller says so. Quick moves are saved one after another (inOrder).
 */
export function useReorderBanners() {
  const client = useQueryClient();
  return useMutation({
    ...inOrder(client, [...bannerKeys.all, 'reorder'], () =>
      client.invalidateQueries({ queryKey: bannerKeys.all }),
    ),
    mutationFn: (activeInOrder: Banner[]) =>
      api.reorderBanners(
        activeInOrder.map((banner, index) => ({ id: banner.id, bannerOrder: index })),
      ),
    onMutate: async (activeInOrder: Banner[]) => {
      await client.cancelQueries({ queryKey: bannerKeys.list() });
      const previous = client.getQueryData<Banner[]>(bannerKeys.list());
      if (previous) {
        const position = new Map(activeInOrder.map((banner, index) => [banner.id, index]));
        // Sorted, as the list query leaves it: screens show the cache in its order.
        client.setQueryData<Banner[]>(
          bannerKeys.list(),
          byOrder(
            previous.map((banner) =>
              position.has(banner.id)
                ? { ...banner, bannerOrder: position.get(banner.id)! }
                : banner,
            ),
          ),
        );
      }
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) client.setQueryData(bannerKeys.list(), context.previous);
    },
  });
}

export const siteActivityQuery = () =>
  queryOptions({
    queryKey: ['site', 'activity'] as const,
    queryFn: async () => (await api.siteActivity()).data,
  });

/** The home page's instructors (the home's first screen on a phone). */
export const instructorsQuery = () =>
  queryOptions({
    queryKey: ['site', 'instructors'] as const,
    queryFn: async () => (await api.publicInstructors()).data,
  });
