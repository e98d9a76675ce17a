// Guardians (docs/product/parents.md): a student's invitations of a parent by email or phone, the
// links a student sees and may remove (aged 19 or more), the parent's list of children, an
// invitation's public page and its acceptance (a new PARENT account or the signed-in parent), and
// staff's links from the student's page.
import * as v from 'valibot';
import * as guardians from '@academy/strings/messages-guardians';
import * as validation from '@academy/strings/validation';
import { Email, MobilePhone, NewPassword } from './auth.ts';
import { IsoDateTime, strictMessage } from './common.ts';
import { ConsentChoices } from './consent-choices.ts';
import { envelope } from './envelope.ts';

const say = guardians.validation;

/** Pending invitations a student may have at once. */
export const MAX_PENDING_INVITATIONS = 5;

/** An invitation's link token: 43 characters of base64url (256 bits). */
export const InvitationToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/));
export const InvitationTokenParam = v.object({ token: InvitationToken });

/** Invite by email or by phone: exactly one of the two. */
export const GuardianInviteRequest = v.pipe(
  v.strictObject({ email: v.optional(Email), phone: v.optional(MobilePhone) }, strictMessage),
  v.check((input) => input.email !== undefined || input.phone !== undefined, say.addressRequired),
  v.check((input) => input.email === undefined || input.phone === undefined, say.oneAddress),
);
export type GuardianInviteRequest = v.InferInput<typeof GuardianInviteRequest>;

/** A guardian linked to a student, as the student (or staff) sees them. */
export const GuardianLink = v.object({
  guardianId: v.number(),
  name: v.string(),
  /** masked for staff lists; the student sees it whole */
  email: v.string(),
  linkedAt: IsoDateTime,
  /** linked by staff (true) or by accepting an invitation (false) */
  linkedByStaff: v.boolean(),
});
export type GuardianLink = v.InferOutput<typeof GuardianLink>;

export const InvitationState = v.picklist(['PENDING', 'EXPIRED']);

/** An invitation not yet accepted nor cancelled (expired ones stay listed until cancelled). */
export const GuardianInvitation = v.object({
  id: v.number(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  createdAt: IsoDateTime,
  expiresAt: IsoDateTime,
  state: InvitationState,
  invitedByStaff: v.boolean(),
});
export type GuardianInvitation = v.InferOutput<typeof GuardianInvitation>;

export const MyGuardians = v.object({
  guardians: v.array(GuardianLink),
  invitations: v.array(GuardianInvitation),
  /** whether the student may remove a guardian themselves (aged 19 or more by the birth date) */
  canRemove: v.boolean(),
  birthDate: v.nullable(v.string()),
});
export type MyGuardians = v.InferOutput<typeof MyGuardians>;
export const MyGuardiansResponse = envelope(MyGuardians);
export const GuardianInvitationResponse = envelope(GuardianInvitation);
export const GuardianDoneResponse = envelope(v.null());

/** A child the parent follows: /children lists them, each opening /children/:studentId. */
export const Child = v.object({
  studentId: v.number(),
  name: v.string(),
  /** lectures the child is enrolled in now */
  lectureCount: v.number(),
  linkedAt: IsoDateTime,
});
export type Child = v.InferOutput<typeof Child>;
export const ChildrenResponse = envelope(v.array(Child));

/** What the invitation's link shows before it is accepted. */
export const InvitationPreview = v.object({
  studentName: v.string(),
  /** the address it was sent to, for the account form's email (null when sent by phone) */
  email: v.nullable(v.string()),
  expiresAt: IsoDateTime,
});
export type InvitationPreview = v.InferOutput<typeof InvitationPreview>;
export const InvitationPreviewResponse = envelope(InvitationPreview);

/**
 * Accepting: a visitor sends the new parent account (name, email, password and the sign-up's
 * consents); a signed-in parent sends nothing ({}).
 */
export const NewParentAccount = v.strictObject(
  {
    name: v.pipe(
      v.string(validation.signup.nameMin),
      v.trim(),
      v.minLength(2, validation.signup.nameMin),
      v.maxLength(50, validation.common.tooLong(50)),
    ),
    userId: Email,
    password: NewPassword,
    consents: v.optional(ConsentChoices, []),
  },
  strictMessage,
);
export type NewParentAccount = v.InferInput<typeof NewParentAccount>;
export const AcceptInvitationRequest = v.union([
  NewParentAccount,
  v.strictObject({}, strictMessage),
]);
export type AcceptInvitationRequest = v.InferInput<typeof AcceptInvitationRequest>;
export const AcceptedInvitation = v.object({
  studentId: v.number(),
  studentName: v.string(),
  /** a new account was made (the page then signs in with it) */
  created: v.boolean(),
});
export const AcceptInvitationResponse = envelope(AcceptedInvitation);

/** Staff link an existing parent account by its email. */
export const GuardianLinkRequest = v.strictObject({ email: Email }, strictMessage);
export type GuardianLinkRequest = v.InferInput<typeof GuardianLinkRequest>;

/** The optional birth date (YYYY-MM-DD, not in the future); null clears it. */
export const BirthDate = v.pipe(
  v.string(say.birthDateInvalid),
  v.trim(),
  v.isoDate(say.birthDateInvalid),
  v.check((day) => day <= new Date().toISOString().slice(0, 10), say.birthDateFuture),
);
export const BirthDateRequest = v.strictObject({ birthDate: v.nullable(BirthDate) }, strictMessage);
export type BirthDateRequest = v.InferInput<typeof BirthDateRequest>;

export const StudentIdParam = v.object({
  studentId: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
});
export const GuardianParams = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
  guardianId: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
});
export const InvitationParams = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
  invitationId: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
});
