// Keys, options and mutations for a student's mock exams and their sitting
// (docs/product/mock-exams.md#sitting).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sitting } from '../contract/mock-sittings.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

const api = lazyEndpoints(() => import('../endpoints/mock-sittings.ts'));

export const mockSittingKeys = {
  all: ['mock-sittings'] as const,
  list: () => [...mockSittingKeys.all, 'list'] as const,
  exam: (examId: number) => [...mockSittingKeys.all, 'exam', examId] as const,
  sitting: (examId: number) => [...mockSittingKeys.all, 'sitting', examId] as const,
};

/** The student's mocks: open, upcoming and finished. */
export const studentMocksQuery = () =>
  queryOptions({
    queryKey: mockSittingKeys.list(),
    queryFn: async () => (await api.studentMocks()).data,
  });

/** One mock's overview (sections, window, own sitting). */
export const studentMockQuery = (examId: number) =>
  queryOptions({
    queryKey: mockSittingKeys.exam(examId),
    queryFn: async () => (await api.studentMock(examId)).data,
  });

/** The sitting as the server's clock has it now (404 before it starts). */
export const sittingQuery = (examId: number) =>
  queryOptions({
    queryKey: mockSittingKeys.sitting(examId),
    queryFn: async () => (await api.sitting(examId)).data,
    retry: false,
  });

/** Start (or find) the sitting, move to the next section, or submit: each answers the sitting. */
export function useSittingStep(examId: number, step: 'start' | 'next' | 'submit') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (step === 'start'
        ? await api.startSitting(examId)
        : step === 'next'
          ? await api.nextSection(examId)
          : await api.submitSitting(examId)
      ).data,
    onSuccess: (sitting: Sitting) => {
      client.setQueryData(mockSittingKeys.sitting(examId), sitting);
      void client.invalidateQueries({ queryKey: mockSittingKeys.list() });
      void client.invalidateQueries({ queryKey: mockSittingKeys.exam(examId) });
    },
  });
}

/** The endpoints the sitting screen calls itself (autosave with its own retry, audio once). */
export const sittingCalls = {
  saveAnswer: api.saveSittingAnswer,
  audio: api.sittingAudio,
};
