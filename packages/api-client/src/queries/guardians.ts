// Keys, options and mutations of guardians (docs/product/parents.md): my page's 보호자 tab, the
// parent's children, the invitation page and the admin's student page.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptInvitationRequest,
  BirthDateRequest,
  GuardianInviteRequest,
  GuardianLinkRequest,
} from '../contract/index.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

const api = lazyEndpoints(() => import('../endpoints/guardians.ts'));

export const guardianKeys = {
  all: ['guardians'] as const,
  mine: () => [...guardianKeys.all, 'mine'] as const,
  children: () => [...guardianKeys.all, 'children'] as const,
  invitation: (token: string) => [...guardianKeys.all, 'invitation', token] as const,
  student: (id: number) => [...guardianKeys.all, 'student', id] as const,
};

export const myGuardiansQuery = () =>
  queryOptions({
    queryKey: guardianKeys.mine(),
    queryFn: async () => (await api.myGuardians()).data,
  });
export const myChildrenQuery = () =>
  queryOptions({
    queryKey: guardianKeys.children(),
    queryFn: async () => (await api.myChildren()).data,
  });
/** An invitation's link: a refused one (expired, used, cancelled) is an error the page shows. */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: guardianKeys.invitation(token),
    queryFn: async () => (await api.invitationPreview(token)).data,
    retry: false,
  });
export const studentGuardiansQuery = (id: number) =>
  queryOptions({
    queryKey: guardianKeys.student(id),
    queryFn: async () => (await api.studentGuardians(id)).data,
  });

function useInvalidate(queryKey: readonly unknown[]) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey });
}

export function useInviteGuardian() {
  return useMutation({
    mutationFn: api.inviteGuardian,
    onSuccess: useInvalidate(guardianKeys.mine()),
  });
}
export function useCancelInvitation() {
  return useMutation({
    mutationFn: api.cancelInvitation,
    onSuccess: useInvalidate(guardianKeys.mine()),
  });
}
export function useRemoveGuardian() {
  return useMutation({
    mutationFn: api.removeGuardian,
    onSuccess: useInvalidate(guardianKeys.mine()),
  });
}
export function useSetMyBirthDate() {
  return useMutation({
    mutationFn: api.setMyBirthDate,
    onSuccess: useInvalidate(guardianKeys.mine()),
  });
}
export function useUnfollowChild() {
  return useMutation({
    mutationFn: api.unfollowChild,
    onSuccess: useInvalidate(guardianKeys.children()),
  });
}
export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (body: AcceptInvitationRequest) => api.acceptInvitation(token, body),
  });
}

/** Staff's writes on one student's guardians; each refreshes the section. */
export function useStaffGuardians(id: number) {
  const onSuccess = useInvalidate(guardianKeys.student(id));
  return {
    invite: useMutation({
      mutationFn: (body: GuardianInviteRequest) => api.staffInvite(id, body),
      onSuccess,
    }),
    link: useMutation({
      mutationFn: (body: GuardianLinkRequest) => api.staffLink(id, body),
      onSuccess,
    }),
    cancel: useMutation({
      mutationFn: (invitationId: number) => api.staffCancel(id, invitationId),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (guardianId: number) => api.staffRemove(id, guardianId),
      onSuccess,
    }),
    birthDate: useMutation({
      mutationFn: (body: BirthDateRequest) => api.staffBirthDate(id, body),
      onSuccess,
    }),
  };
}
