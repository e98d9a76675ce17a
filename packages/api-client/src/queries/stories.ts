// Keys, options and mutations of pass stories and universities (issue 21).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminStoryListQuery,
  StoryCreateInput,
  StoryModerationRequest,
  UniversityWriteInput,
} from '../contract/index.ts';
import type { StoryFilter } from '../endpoints/stories.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

const api = lazyEndpoints(() => import('../endpoints/stories.ts'));

export const storyKeys = {
  all: ['stories'] as const,
  universities: () => [...storyKeys.all, 'universities'] as const,
  list: (filter: StoryFilter) => [...storyKeys.all, 'list', filter] as const,
  featured: () => [...storyKeys.all, 'featured'] as const,
  mine: () => [...storyKeys.all, 'mine'] as const,
  staff: (query: AdminStoryListQuery) => [...storyKeys.all, 'staff', query] as const,
};

export const universitiesQuery = () =>
  queryOptions({
    queryKey: storyKeys.universities(),
    queryFn: async () => (await api.universities()).data,
  });
/** `page` is 0-based. */
export const storiesQuery = (filter: StoryFilter) =>
  queryOptions({
    queryKey: storyKeys.list(filter),
    queryFn: async () => (await api.stories(filter)).data,
    placeholderData: keepPreviousData,
  });
export const featuredStoriesQuery = () =>
  queryOptions({
    queryKey: storyKeys.featured(),
    queryFn: async () => (await api.featuredStories()).data,
  });
export const myStoriesQuery = () =>
  queryOptions({ queryKey: storyKeys.mine(), queryFn: async () => (await api.myStories()).data });
export const staffStoriesQuery = (query: AdminStoryListQuery) =>
  queryOptions({
    queryKey: storyKeys.staff(query),
    queryFn: async () => (await api.staffStories(query)).data,
    placeholderData: keepPreviousData,
  });

function useStoryMutation<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: storyKeys.all }),
  });
}

export const useCreateStory = () =>
  useStoryMutation((body: StoryCreateInput) => api.createStory(body));
export const useModerateStory = () =>
  useStoryMutation(({ id, ...body }: StoryModerationRequest & { id: number }) =>
    api.moderateStory(id, body),
  );
export const useSaveUniversity = () =>
  useStoryMutation(({ id, body }: { id?: number; body: UniversityWriteInput }) =>
    id === undefined ? api.createUniversity(body) : api.updateUniversity(id, body),
  );
export const useDeleteUniversity = () => useStoryMutation((id: number) => api.deleteUniversity(id));
