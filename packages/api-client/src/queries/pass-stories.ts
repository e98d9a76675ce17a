// Keys, options and mutations of pass stories and universities (docs/product/learning.md).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPassStoryListQuery,
  PassStoryCreateInput,
  PassStoryModerationRequest,
  UniversityWriteInput,
} from '../contract/index.ts';
import type { PassStoryFilter } from '../endpoints/pass-stories.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

const api = lazyEndpoints(() => import('../endpoints/pass-stories.ts'));

export const passStoryKeys = {
  all: ['pass-stories'] as const,
  universities: () => [...passStoryKeys.all, 'universities'] as const,
  list: (filter: PassStoryFilter) => [...passStoryKeys.all, 'list', filter] as const,
  featured: () => [...passStoryKeys.all, 'featured'] as const,
  mine: () => [...passStoryKeys.all, 'mine'] as const,
  staff: (query: AdminPassStoryListQuery) => [...passStoryKeys.all, 'staff', query] as const,
};

export const universitiesQuery = () =>
  queryOptions({
    queryKey: passStoryKeys.universities(),
    queryFn: async () => (await api.universities()).data,
  });
/** `page` is 0-based. */
export const passStoriesQuery = (filter: PassStoryFilter) =>
  queryOptions({
    queryKey: passStoryKeys.list(filter),
    queryFn: async () => (await api.passStories(filter)).data,
    placeholderData: keepPreviousData,
  });
export const featuredPassStoriesQuery = () =>
  queryOptions({
    queryKey: passStoryKeys.featured(),
    queryFn: async () => (await api.featuredPassStories()).data,
  });
export const myPassStoriesQuery = () =>
  queryOptions({
    queryKey: passStoryKeys.mine(),
    queryFn: async () => (await api.myPassStories()).data,
  });
export const staffPassStoriesQuery = (query: AdminPassStoryListQuery) =>
  queryOptions({
    queryKey: passStoryKeys.staff(query),
    queryFn: async () => (await api.staffPassStories(query)).data,
    placeholderData: keepPreviousData,
  });

function usePassStoryMutation<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: passStoryKeys.all }),
  });
}

export const useCreatePassStory = () =>
  usePassStoryMutation((body: PassStoryCreateInput) => api.createPassStory(body));
export const useModeratePassStory = () =>
  usePassStoryMutation(({ id, ...body }: PassStoryModerationRequest & { id: number }) =>
    api.moderatePassStory(id, body),
  );
export const useSaveUniversity = () =>
  usePassStoryMutation(({ id, body }: { id?: number; body: UniversityWriteInput }) =>
    id === undefined ? api.createUniversity(body) : api.updateUniversity(id, body),
  );
export const useDeleteUniversity = () =>
  usePassStoryMutation((id: number) => api.deleteUniversity(id));
