// Mutations of the sign-up form (spec 2.5). Login goes through the session (packages/auth).
import { useMutation } from '@tanstack/react-query';
import { register } from '../endpoints/auth.ts';

export function useRegister() {
  return useMutation({ mutationFn: register });
}
