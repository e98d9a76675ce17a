// Keys, options and mutations of consents and 내 정보 내려받기 (docs/product/screens.md: sign-up,
// my page, the agree-again screen, the admin's documents).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentKind, DataExport } from '../contract/index.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

// The sign-up's last step, my page's tab and the classroom's layout load these calls' code with
// the first of them.
const api = lazyEndpoints(() => import('../endpoints/consents.ts'));

export const consentKeys = {
  all: ['consents'] as const,
  documents: () => [...consentKeys.all, 'documents'] as const,
  document: (kind: ConsentKind) => [...consentKeys.all, 'document', kind] as const,
  mine: () => [...consentKeys.all, 'mine'] as const,
  history: () => [...consentKeys.all, 'history'] as const,
  exports: () => [...consentKeys.all, 'exports'] as const,
};

/** The current version of each kind (the sign-up's boxes send these versions). */
export const consentDocumentsQuery = () =>
  queryOptions({
    queryKey: consentKeys.documents(),
    queryFn: async () => (await api.consentDocuments()).data,
  });

/** One kind's current text (the public document pages). */
export const consentDocumentQuery = (kind: ConsentKind) =>
  queryOptions({
    queryKey: consentKeys.document(kind),
    queryFn: async () => (await api.consentDocument(kind)).data,
  });

/** The caller's consents, history and whether a required one needs agreeing again. */
export const myConsentsQuery = () =>
  queryOptions({
    queryKey: consentKeys.mine(),
    queryFn: async () => (await api.myConsents()).data,
  });

export function useChangeConsents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.changeConsents,
    onSuccess: (answer) => client.setQueryData(consentKeys.mine(), answer.data),
  });
}

/** Every published version, newest first (the admin's screen). */
export const consentHistoryQuery = () =>
  queryOptions({
    queryKey: consentKeys.history(),
    queryFn: async () => (await api.consentHistory()).data,
  });

export function usePublishConsentDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.publishConsentDocument,
    onSuccess: () => client.invalidateQueries({ queryKey: consentKeys.all }),
  });
}

const waiting = (rows: DataExport[] | undefined) => rows?.some((row) => row.status === 'PENDING');

/** My export requests; asked again every 2 seconds while one is being built. */
export const dataExportsQuery = () =>
  queryOptions({
    queryKey: consentKeys.exports(),
    queryFn: async () => (await api.dataExports()).data,
    refetchInterval: (query) => (waiting(query.state.data) ? 2000 : false),
  });

export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.requestDataExport(),
    onSettled: () => client.invalidateQueries({ queryKey: consentKeys.exports() }),
  });
}

/** A fresh one-time link; the list changes once it is used. */
export function useDataExportLink() {
  return useMutation({ mutationFn: async (id: number) => (await api.dataExportLink(id)).data });
}
