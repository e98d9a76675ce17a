// TanStack Query keys, options and mutations for the classroom (docs/product/screens.md,
// docs/product/states.md) and the shop.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { lazyEndpoints } from '../lazy-endpoints.ts';

// The classroom's pages come with their data (decision 028): the calls' code loads with the first.
const api = lazyEndpoints(() => import('../endpoints/classroom.ts'));

export const classroomKeys = {
  all: ['classroom'] as const,
  lectures: () => [...classroomKeys.all, 'lectures'] as const,
  lecture: (lectureId: number) => [...classroomKeys.all, 'lecture', lectureId] as const,
  content: (detailId: number) => [...classroomKeys.all, 'content', detailId] as const,
  submission: (detailId: number) => [...classroomKeys.all, 'submission', detailId] as const,
  shop: () => ['shop', 'lectures'] as const,
};

export const classroomLecturesQuery = () =>
  queryOptions({
    queryKey: classroomKeys.lectures(),
    queryFn: async () => (await api.classroomLectures()).data,
  });
export const classroomLectureQuery = (lectureId: number) =>
  queryOptions({
    queryKey: classroomKeys.lecture(lectureId),
    queryFn: async () => (await api.classroomLecture(lectureId)).data,
  });
export const detailContentQuery = (detailId: number, type?: string) =>
  queryOptions({
    queryKey: classroomKeys.content(detailId),
    queryFn: async () => (await api.detailContent(detailId, type)).data,
  });
export const submissionStatusQuery = (detailId: number) =>
  queryOptions({
    queryKey: classroomKeys.submission(detailId),
    queryFn: async () => (await api.submissionStatus(detailId)).data,
  });
export const shopLecturesQuery = () =>
  queryOptions({
    queryKey: classroomKeys.shop(),
    queryFn: async () => (await api.shopLectures()).data,
  });

/**
 * After a successful submit the status is refetched (and the outline's marks)
 * (docs/product/states.md).
 */
export function useSubmitLink(lectureId: number, detailId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewUrl: string) => api.submitLink(detailId, reviewUrl),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: classroomKeys.submission(detailId) }),
        client.invalidateQueries({ queryKey: classroomKeys.content(detailId) }),
        client.invalidateQueries({ queryKey: classroomKeys.lecture(lectureId) }),
      ]);
    },
  });
}
