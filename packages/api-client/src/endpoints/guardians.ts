// Guardians (docs/product/parents.md): the student's 보호자 tab, the parent's children, an
// invitation's link and its acceptance, and staff's section of the student page.
import {
  AcceptInvitationResponse,
  ChildrenResponse,
  GuardianDoneResponse,
  GuardianInvitationResponse,
  InvitationPreviewResponse,
  MyGuardiansResponse,
  type AcceptInvitationRequest,
  type BirthDateRequest,
  type GuardianInviteRequest,
  type GuardianLinkRequest,
} from '../contract/index.ts';
import { request } from '../http.ts';

export const myGuardians = () => request(MyGuardiansResponse, 'me/guardians');
export const inviteGuardian = (body: GuardianInviteRequest) =>
  request(GuardianInvitationResponse, 'me/guardians/invitations', { method: 'post', json: body });
export const cancelInvitation = (id: number) =>
  request(GuardianDoneResponse, `me/guardians/invitations/${id}`, { method: 'delete' });
export const removeGuardian = (guardianId: number) =>
  request(GuardianDoneResponse, `me/guardians/${guardianId}`, { method: 'delete' });
export const setMyBirthDate = (body: BirthDateRequest) =>
  request(GuardianDoneResponse, 'me/birth-date', { method: 'put', json: body });

export const myChildren = () => request(ChildrenResponse, 'me/children');
export const unfollowChild = (studentId: number) =>
  request(GuardianDoneResponse, `me/children/${studentId}`, { method: 'delete' });

export const invitationPreview = (token: string) =>
  request(InvitationPreviewResponse, `guardian-invitations/${encodeURIComponent(token)}`);
export const acceptInvitation = (token: string, body: AcceptInvitationRequest) =>
  request(AcceptInvitationResponse, `guardian-invitations/${encodeURIComponent(token)}/accept`, {
    method: 'post',
    json: body,
  });

const student = (id: number) => `admin/students/${id}`;
export const studentGuardians = (id: number) =>
  request(MyGuardiansResponse, `${student(id)}/guardians`);
export const staffInvite = (id: number, body: GuardianInviteRequest) =>
  request(GuardianInvitationResponse, `${student(id)}/guardians/invitations`, {
    method: 'post',
    json: body,
  });
export const staffLink = (id: number, body: GuardianLinkRequest) =>
  request(GuardianDoneResponse, `${student(id)}/guardians`, { method: 'post', json: body });
export const staffCancel = (id: number, invitationId: number) =>
  request(GuardianDoneResponse, `${student(id)}/guardians/invitations/${invitationId}`, {
    method: 'delete',
  });
export const staffRemove = (id: number, guardianId: number) =>
  request(GuardianDoneResponse, `${student(id)}/guardians/${guardianId}`, { method: 'delete' });
export const staffBirthDate = (id: number, body: BirthDateRequest) =>
  request(GuardianDoneResponse, `${student(id)}/birth-date`, { method: 'put', json: body });
