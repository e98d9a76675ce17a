// Keys, options and mutations of password reset, email verification and message preferences
// (docs/product/screens.md: 비밀번호 찾기, the reset and verification pages, 알림 설정). The site's
// pages call nothing on their first visit, so the endpoints load with the first call.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { lazyEndpoints } from '../lazy-endpoints.ts';

const api = lazyEndpoints(() => import('../endpoints/account-mail.ts'));

export const accountMailKeys = {
  all: ['account-mail'] as const,
  preferences: () => [...accountMailKeys.all, 'preferences'] as const,
};

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: api.requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: api.confirmPasswordReset });
}

export function useConfirmEmailVerification() {
  return useMutation({ mutationFn: api.confirmEmailVerification });
}

export function useResendEmailVerification() {
  return useMutation({ mutationFn: api.resendEmailVerification });
}

/** The caller's switches per template and channel, and the standing marketing consent. */
export const messagePreferencesQuery = () =>
  queryOptions({
    queryKey: accountMailKeys.preferences(),
    queryFn: async () => (await api.messagePreferences()).data,
  });

export function useUpdateMessagePreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.updateMessagePreference,
    onSuccess: (answer) => client.setQueryData(accountMailKeys.preferences(), answer.data),
  });
}
