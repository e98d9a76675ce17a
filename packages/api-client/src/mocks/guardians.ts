// Guardians answered like the API (see respond.ts; docs/product/parents.md): the student's tab
// keeps what a screen writes (an invitation, a cancellation, a removal), and the parent's list.
import * as guardianStrings from '@academy/strings/messages-guardians';
import { http } from 'msw';
import type {
  Child,
  GuardianInvitation,
  GuardianInviteRequest,
  MyGuardians,
} from '../contract/index.ts';
import { apiPath, okEnvelope, refusal } from './respond.ts';

/** One guardian named `guardianName` (the test or story gives the words) and one open invitation. */
export const sampleGuardians = (
  guardianName: string,
  overrides: Partial<MyGuardians> = {},
): MyGuardians => ({
  guardians: [
    {
      guardianId: 40,
      name: guardianName,
      email: 'parent@academy.test',
      linkedAt: '2026-11-02T01:00:00.000Z',
      linkedByStaff: true,
    },
  ],
  invitations: [
    {
      id: 7,
      email: 'dad@example.com',
      phone: null,
      createdAt: '2026-11-20T01:00:00.000Z',
      expiresAt: '2026-11-27T01:00:00.000Z',
      state: 'PENDING',
      invitedByStaff: false,
    },
  ],
  canRemove: false,
  birthDate: null,
  ...overrides,
});

/**
 * GET, invite, cancel and remove over `state`; an invitation to `studentEmail` is refused as the
 * server refuses a student's address.
 */
export function myGuardianHandlers(state: MyGuardians, studentEmail = 'seojun.lee@academy.test') {
  let next = 100;
  return [
    http.get(apiPath('me/guardians'), () => okEnvelope(state)),
    http.post(apiPath('me/guardians/invitations'), async ({ request }) => {
      const body = (await request.json()) as GuardianInviteRequest;
      if (body.email === studentEmail)
        return refusal(409, 'CONFLICT', guardianStrings.errors.addressIsStudent);
      const invitation: GuardianInvitation = {
        id: (next += 1),
        email: body.email ?? null,
        phone: body.phone ?? null,
        createdAt: '2026-11-28T01:00:00.000Z',
        expiresAt: '2026-12-05T01:00:00.000Z',
        state: 'PENDING',
        invitedByStaff: false,
      };
      state.invitations = [invitation, ...state.invitations];
      return okEnvelope(invitation, guardianStrings.answers.invited);
    }),
    http.delete(apiPath('me/guardians/invitations/:id'), ({ params }) => {
      state.invitations = state.invitations.filter((item) => item.id !== Number(params.id));
      return okEnvelope(null, guardianStrings.answers.cancelled);
    }),
    http.delete(apiPath('me/guardians/:id'), ({ params }) => {
      if (!state.canRemove)
        return refusal(403, 'FORBIDDEN', guardianStrings.errors.removalNeedsStaff);
      state.guardians = state.guardians.filter((item) => item.guardianId !== Number(params.id));
      return okEnvelope(null, guardianStrings.answers.removed);
    }),
  ];
}

/** Children named `names`, the first enrolled in three lectures. */
export const sampleChildren = (names: string[]): Child[] =>
  names.map((name, index) => ({
    studentId: index + 1,
    name,
    lectureCount: index === 0 ? 3 : 0,
    linkedAt: '2026-11-02T01:00:00.000Z',
  }));

/** The parent's children, and stopping following one. */
export function myChildrenHandlers(children: Child[]) {
  let list = children;
  return [
    http.get(apiPath('me/children'), () => okEnvelope(list)),
    http.delete(apiPath('me/children/:studentId'), ({ params }) => {
      list = list.filter((child) => child.studentId !== Number(params.studentId));
      return okEnvelope(null, guardianStrings.answers.unfollowed);
    }),
  ];
}
