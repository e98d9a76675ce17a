// Mutations of the sign-up form (docs/product/screens.md). Login goes through the session
// (packages/auth).
import { useMutation } from '@tanstack/react-query';
import { register } from '../endpoints/auth.ts';

export function useRegister() {
  return useMutation({ mutationFn: register });
}
