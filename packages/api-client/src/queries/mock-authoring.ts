// Keys, options and mutations of staff's mock authoring and the question bank
// (docs/product/mock-exams.md). Every write answers the mock as it is now, which replaces the cache.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BankItemWrite,
  BankListQuery,
  MockAuthoringDetail,
  MockItemsRequest,
  MockPublishRequest,
  MockScaleRequest,
  MockSectionsRequest,
} from '../contract/index.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

const api = lazyEndpoints(() => import('../endpoints/mock-authoring.ts'));

export const mockAuthoringKeys = {
  all: ['mock-authoring'] as const,
  bank: () => [...mockAuthoringKeys.all, 'bank'] as const,
  bankList: (query: BankListQuery) => [...mockAuthoringKeys.bank(), 'list', query] as const,
  bankItem: (id: number) => [...mockAuthoringKeys.bank(), 'item', id] as const,
  mocks: () => [...mockAuthoringKeys.all, 'mocks'] as const,
  mock: (id: number) => [...mockAuthoringKeys.all, 'mock', id] as const,
};

export const bankItemsQuery = (query: BankListQuery) =>
  queryOptions({
    queryKey: mockAuthoringKeys.bankList(query),
    queryFn: async () => (await api.bankItems(query)).data,
    placeholderData: keepPreviousData,
  });
export const bankItemQuery = (id: number) =>
  queryOptions({
    queryKey: mockAuthoringKeys.bankItem(id),
    queryFn: async () => (await api.bankItem(id)).data,
  });
export const mockExamsQuery = () =>
  queryOptions({
    queryKey: mockAuthoringKeys.mocks(),
    queryFn: async () => (await api.mockExams()).data,
  });
export const mockExamQuery = (id: number) =>
  queryOptions({
    queryKey: mockAuthoringKeys.mock(id),
    queryFn: async () => (await api.mockExam(id)).data,
  });

/** Save a bank item: create without an id, else update. */
export function useSaveBankItem(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BankItemWrite) =>
      id === undefined ? api.createBankItem(body) : api.updateBankItem(id, body),
    onSuccess: async (response) => {
      client.setQueryData(mockAuthoringKeys.bankItem(response.data.id), response.data);
      await client.invalidateQueries({ queryKey: mockAuthoringKeys.bank() });
    },
  });
}
export function useDeleteBankItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.deleteBankItem,
    onSuccess: () => client.invalidateQueries({ queryKey: mockAuthoringKeys.bank() }),
  });
}
export function useUploadBankFile(kind: 'audio' | 'image') {
  return useMutation({
    mutationFn: (file: Blob) =>
      kind === 'audio' ? api.uploadBankAudio(file) : api.uploadBankImage(file),
  });
}

export function useCreateMockExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.createMockExam,
    onSuccess: async (response) => {
      client.setQueryData(mockAuthoringKeys.mock(response.data.id), response.data);
      await client.invalidateQueries({ queryKey: mockAuthoringKeys.mocks() });
    },
  });
}

/** The editor's writes: each answers the whole mock, put in the cache. */
export function useMockWrites(id: number) {
  const client = useQueryClient();
  const settle = async (response: { data: MockAuthoringDetail }) => {
    client.setQueryData(mockAuthoringKeys.mock(id), response.data);
    await client.invalidateQueries({ queryKey: mockAuthoringKeys.mocks() });
    // the bank's "used in" counts change with a section's items
    await client.invalidateQueries({ queryKey: mockAuthoringKeys.bank() });
  };
  return {
    rename: useMutation({
      mutationFn: (title: string) => api.renameMockExam(id, { title }),
      onSuccess: settle,
    }),
    sections: useMutation({
      mutationFn: (body: MockSectionsRequest) => api.saveMockSections(id, body),
      onSuccess: settle,
    }),
    items: useMutation({
      mutationFn: ({ sectionId, ...body }: MockItemsRequest & { sectionId: number }) =>
        api.saveMockItems(id, sectionId, body),
      onSuccess: settle,
    }),
    scale: useMutation({
      mutationFn: ({ sectionId, ...body }: MockScaleRequest & { sectionId: number }) =>
        api.saveMockScale(id, sectionId, body),
      onSuccess: settle,
    }),
    publish: useMutation({
      mutationFn: (body: MockPublishRequest) => api.publishMockExam(id, body),
      onSuccess: settle,
    }),
    unpublish: useMutation({ mutationFn: () => api.unpublishMockExam(id), onSuccess: settle }),
    remove: useMutation({
      mutationFn: () => api.deleteMockExam(id),
      onSuccess: async () => {
        client.removeQueries({ queryKey: mockAuthoringKeys.mock(id) });
        await client.invalidateQueries({ queryKey: mockAuthoringKeys.mocks() });
        await client.invalidateQueries({ queryKey: mockAuthoringKeys.bank() });
      },
    }),
  };
}
