// Keys, options and mutations of the student's own account (docs/product/screens.md: my page).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EjuSittingRequest } from '../contract/index.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

// My page's first screen is the profile: these calls' code loads with the first of them.
const api = lazyEndpoints(() => import('../endpoints/accounts.ts'));

export const accountKeys = {
  all: ['account'] as const,
  summary: () => [...accountKeys.all, 'learning-summary'] as const,
  sittings: () => [...accountKeys.all, 'eju-sittings'] as const,
};

export const learningSummaryQuery = () =>
  queryOptions({
    queryKey: accountKeys.summary(),
    queryFn: async () => (await api.learningSummary()).data,
  });
/** Newest first: the first is the latest sitting. */
export const ejuSittingsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sittings(),
    queryFn: async () => (await api.ejuSittings()).data,
  });

/** PATCH /api/me; the caller refreshes the session's user (it holds the profile). */
export function useUpdateProfile() {
  return useMutation({ mutationFn: api.updateProfile });
}

export function useChangePassword() {
  return useMutation({ mutationFn: api.changePassword });
}

function useInvalidateSittings() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: accountKeys.sittings() });
}

/** Creates (no id) or edits a sitting. */
export function useSaveEjuSitting(id: number | null) {
  const invalidate = useInvalidateSittings();
  return useMutation({
    mutationFn: (body: EjuSittingRequest) =>
      id === null ? api.createEjuSitting(body) : api.updateEjuSitting(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteEjuSitting() {
  const invalidate = useInvalidateSittings();
  return useMutation({ mutationFn: api.deleteEjuSitting, onSuccess: invalidate });
}
