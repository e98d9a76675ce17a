// The sign-up form's calls (docs/product/screens.md). Login goes through the session
// (packages/auth). The form's page is sent without calling the API, so the endpoints load with the
// first call (lazy-endpoints.ts), not with the page.
import { useMutation } from '@tanstack/react-query';
import { lazyEndpoints } from '../lazy-endpoints.ts';

const api = lazyEndpoints(() => import('../endpoints/auth.ts'));

/** Whether the email is taken, asked on the wizard's first step. */
export const checkEmail = (email: string) => api.checkEmail(email);

export function useRegister() {
  return useMutation({ mutationFn: api.register });
}
