// Keys, options and the 記述 grade for the results of mock exams (docs/product/mock-exams.md:
// grading and results).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MockWritingGrade } from '../contract/mock-results.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

// Each results page comes with its read (decision 028): the calls' code loads with the first.
const api = lazyEndpoints(() => import('../endpoints/mock-results.ts'));

export const mockResultKeys = {
  all: ['mock-results'] as const,
  mine: (examId: number) => [...mockResultKeys.all, 'mine', examId] as const,
  results: (examId: number, page: number, size: number) =>
    [...mockResultKeys.all, 'results', examId, page, size] as const,
  writing: (examId: number) => [...mockResultKeys.all, 'writing', examId] as const,
  sitting: (sittingId: number) => [...mockResultKeys.all, 'sitting', sittingId] as const,
};

/** A student's own result of a mock. */
export const mockResultQuery = (examId: number) =>
  queryOptions({
    queryKey: mockResultKeys.mine(examId),
    queryFn: async () => (await api.mockResult(examId)).data,
  });

/** Staff: counts, distributions and one page of the students' table. */
export const mockResultsQuery = (examId: number, page: number, size: number) =>
  queryOptions({
    queryKey: mockResultKeys.results(examId, page, size),
    queryFn: async () => (await api.mockResults(examId, page, size)).data,
  });

export const mockWritingQueueQuery = (examId: number) =>
  queryOptions({
    queryKey: mockResultKeys.writing(examId),
    queryFn: async () => (await api.mockWritingQueue(examId)).data,
  });

export const mockSittingQuery = (sittingId: number) =>
  queryOptions({
    queryKey: mockResultKeys.sitting(sittingId),
    queryFn: async () => (await api.mockSitting(sittingId)).data,
  });

/** Staff: grade a sitting's 記述; the queue, the distribution and the sitting read again. */
export function useGradeMockWriting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sittingId, grade }: { sittingId: number; grade: MockWritingGrade }) =>
      api.gradeMockWriting(sittingId, grade),
    onSuccess: (response, { sittingId }) => {
      client.setQueryData(mockResultKeys.sitting(sittingId), response.data);
      return client.invalidateQueries({ queryKey: mockResultKeys.all });
    },
  });
}
