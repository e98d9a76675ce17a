// Guardians (docs/product/parents.md): invitations by email or phone written to the outbox in the
// same transaction, their acceptance (a new PARENT account or the signed-in parent), the links a
// student sees, removal by age (19 or more: the student; under 19 or unknown: staff) and the
// parent's list of children.
import { randomBytes } from 'node:crypto';
import * as guardianStrings from '@academy/strings/messages-guardians';
import { and, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type {
  Child,
  GuardianInvitation,
  GuardianInviteRequest,
  GuardianLink,
  MyGuardians,
  NewParentAccount,
} from '@academy/api-client/contract';
import { MAX_PENDING_INVITATIONS } from '@academy/api-client/contract/guardians';
import type { AppEnv, AppServices, AuthUser, Tx } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { guardianInvitations } from '../../db/schema/guardian-invitations.ts';
import { guardianLinks } from '../../db/schema/guardians.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword } from '../../lib/auth/passwords.ts';
import { hashToken } from '../../lib/auth/sessions.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { maskEmail } from '../../lib/masking.ts';
import { enqueueMessage } from '../../lib/outbox/enqueue.ts';
import { seoulDay } from '../../lib/seoul-time.ts';
import { appOrigins } from '../../env.ts';
import { takeSignupAttempt } from '../auth/auth.limits.ts';
import { emailEquals } from '../auth/auth.queries.ts';
import { checkSignupConsents, recordSignupConsents } from '../consents/consents.handlers.ts';

const errors = guardianStrings.errors;
const DAY_MS = 24 * 60 * 60 * 1000;
type Reader = Pick<Database, 'select'>;

/** Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD day; null when unknown. */
export function ageOn(birthDate: string | null, day: string): number | null {
  if (!birthDate) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** A student removes a guardian themselves from 19 (in Seoul's today); unknown counts as under. */
export function mayRemoveOwnGuardian(birthDate: string | null, day = seoulDay()) {
  const age = ageOn(birthDate, day);
  return age !== null && age >= guardianStrings.ADULT_AGE;
}

/** A student's row (not withdrawn), or 404. */
export async function studentOf(db: Reader, studentId: number) {
  const [student] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.studentContact,
      birthDate: users.birthDate,
    })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'STUDENT'), isNull(users.withdrawnAt)))
    .limit(1);
  if (!student) throw notFound(errors.studentNotFound);
  return student;
}

const iso = (at: Date) => at.toISOString();

async function linksOf(db: Reader, studentId: number, mask: boolean): Promise<GuardianLink[]> {
  const rows = await db
    .select({
      guardianId: guardianLinks.guardianId,
      name: users.name,
      email: users.email,
      linkedAt: guardianLinks.createdAt,
      linkedBy: guardianLinks.linkedBy,
    })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(and(eq(guardianLinks.studentId, studentId), isNull(users.withdrawnAt)))
    .orderBy(guardianLinks.createdAt);
  return rows.map((row) => ({
    guardianId: row.guardianId,
    name: row.name,
    email: mask ? maskEmail(row.email) : row.email,
    linkedAt: iso(row.linkedAt),
    linkedByStaff: row.linkedBy !== null,
  }));
}

/** Invitations neither accepted nor cancelled, newest first (expired ones until cancelled). */
async function openInvitations(db: Reader, studentId: number): Promise<GuardianInvitation[]> {
  const rows = await db
    .select()
    .from(guardianInvitations)
    .where(
      and(
        eq(guardianInvitations.studentId, studentId),
        isNull(guardianInvitations.acceptedAt),
        isNull(guardianInvitations.cancelledAt),
      ),
    )
    .orderBy(sql`${guardianInvitations.id} desc`);
  return rows.map((row) => invitationView(row, studentId));
}

function invitationView(
  row: typeof guardianInvitations.$inferSelect,
  studentId: number,
): GuardianInvitation {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
    state: row.expiresAt.getTime() > Date.now() ? 'PENDING' : 'EXPIRED',
    invitedByStaff: row.invitedBy !== null && row.invitedBy !== studentId,
  };
}

/** What the student's 보호자 tab (or the staff's section, emails masked) shows. */
export async function guardianView(
  db: Reader,
  studentId: number,
  mask: boolean,
): Promise<MyGuardians> {
  const student = await studentOf(db, studentId);
  const [guardians, invitations] = await Promise.all([
    linksOf(db, studentId, mask),
    openInvitations(db, studentId),
  ]);
  return {
    guardians,
    invitations,
    canRemove: mayRemoveOwnGuardian(student.birthDate),
    birthDate: student.birthDate,
  };
}

/** Refuses an email that is a student's or staff's account, or a parent's already linked. */
async function checkInvitedEmail(db: Reader, studentId: number, email: string) {
  const [account] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(emailEquals(email), isNull(users.withdrawnAt)))
    .limit(1);
  if (!account) return;
  if (account.id === studentId) throw badRequest(errors.ownAddress, { field: 'email' });
  if (account.role === 'STUDENT') throw conflict(errors.addressIsStudent);
  if (account.role !== 'PARENT') throw conflict(errors.addressIsStaff);
  const [linked] = await db
    .select({ id: guardianLinks.id })
    .from(guardianLinks)
    .where(and(eq(guardianLinks.studentId, studentId), eq(guardianLinks.guardianId, account.id)))
    .limit(1);
  if (linked) throw conflict(errors.alreadyFollowing);
}

const stillOpen = () =>
  and(
    isNull(guardianInvitations.acceptedAt),
    isNull(guardianInvitations.cancelledAt),
    gt(guardianInvitations.expiresAt, sql`now()`),
  );

/**
 * Invites a guardian for the student, by the student (`invitedBy` = the student) or staff. The
 * token leaves only in the message; the row keeps its hash.
 */
export async function invite(
  deps: AppServices,
  studentId: number,
  input: v.InferOutput<typeof GuardianInviteRequest>,
  invitedBy: number,
): Promise<GuardianInvitation> {
  const { db } = deps.database;
  const student = await studentOf(db, studentId);
  const email = input.email?.toLowerCase() ?? null;
  const phone = input.phone ?? null;
  if (phone && phone === student.phone) throw badRequest(errors.ownAddress, { field: 'phone' });
  if (email) await checkInvitedEmail(db, studentId, email);
  const pending = await db
    .select({ email: guardianInvitations.email, phone: guardianInvitations.phone })
    .from(guardianInvitations)
    .where(and(eq(guardianInvitations.studentId, studentId), stillOpen()));
  if (pending.some((row) => (email && row.email === email) || (phone && row.phone === phone)))
    throw conflict(errors.invitationPending);
  if (pending.length >= MAX_PENDING_INVITATIONS)
    throw conflict(errors.tooManyPending(MAX_PENDING_INVITATIONS));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + guardianStrings.INVITATION_DAYS * DAY_MS);
  const acceptUrl = `${appOrigins(deps.env).site}/guardian/accept?token=${token}`;
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(guardianInvitations)
      .values({ studentId, email, phone, tokenHash: hashToken(token), invitedBy, expiresAt })
      .returning();
    await enqueueMessage(tx, {
      template: 'guardian-invitation',
      variables: { studentName: student.name, acceptUrl, expiresOn: seoulDay(expiresAt) },
      dedupeKey: `guardian-invitation:${inserted!.id}`,
      to: email ? { email } : { phone: phone! },
    });
    return inserted!;
  });
  return invitationView(row, studentId);
}

/** Cancels one of the student's open invitations; its link stops working. */
export async function cancelInvitation(db: Database, studentId: number, invitationId: number) {
  const cancelled = await db
    .update(guardianInvitations)
    .set({ cancelledAt: sql`now()` })
    .where(
      and(
        eq(guardianInvitations.id, invitationId),
        eq(guardianInvitations.studentId, studentId),
        isNull(guardianInvitations.acceptedAt),
        isNull(guardianInvitations.cancelledAt),
      ),
    )
    .returning({ id: guardianInvitations.id });
  if (cancelled.length === 0) throw notFound(errors.invitationNotFound);
}

/** Removes a guardian link (the caller decided who may). */
export async function removeLink(db: Database, studentId: number, guardianId: number) {
  const removed = await db
    .delete(guardianLinks)
    .where(and(eq(guardianLinks.studentId, studentId), eq(guardianLinks.guardianId, guardianId)))
    .returning({ id: guardianLinks.id });
  if (removed.length === 0) throw notFound(errors.guardianNotFound);
}

/** The student's own removal: only from 19 (docs/product/parents.md). */
export async function removeOwnGuardian(db: Database, studentId: number, guardianId: number) {
  const student = await studentOf(db, studentId);
  if (!mayRemoveOwnGuardian(student.birthDate)) throw forbidden(errors.removalNeedsStaff);
  await removeLink(db, studentId, guardianId);
}

/** Staff link an existing PARENT account, found by its email. */
export async function linkExisting(db: Database, studentId: number, email: string, by: number) {
  await studentOf(db, studentId);
  const [account] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(emailEquals(email), isNull(users.withdrawnAt)))
    .limit(1);
  if (account?.role === 'STUDENT') throw conflict(errors.addressIsStudent);
  if (!account || account.role !== 'PARENT') throw notFound(errors.parentAccountNotFound);
  const linked = await db
    .insert(guardianLinks)
    .values({ studentId, guardianId: account.id, linkedBy: by })
    .onConflictDoNothing()
    .returning({ id: guardianLinks.id });
  if (linked.length === 0) throw conflict(errors.alreadyFollowing);
}

/** The birth date (null clears it). A student changes their own only while no guardian is linked. */
export async function setBirthDate(
  db: Database,
  studentId: number,
  birthDate: string | null,
  bySelf: boolean,
) {
  await studentOf(db, studentId);
  if (bySelf) {
    const [linked] = await db
      .select({ id: guardianLinks.id })
      .from(guardianLinks)
      .where(eq(guardianLinks.studentId, studentId))
      .limit(1);
    if (linked) throw forbidden(errors.birthDateLocked);
  }
  await db.update(users).set({ birthDate }).where(eq(users.id, studentId));
}

/** The children a parent follows, by name, with the lectures each is enrolled in now. */
export async function childrenOf(db: Reader, parentId: number): Promise<Child[]> {
  const rows = await db
    .select({ studentId: users.id, name: users.name, linkedAt: guardianLinks.createdAt })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.studentId))
    .where(and(eq(guardianLinks.guardianId, parentId), isNull(users.withdrawnAt)))
    .orderBy(users.name, users.id);
  if (rows.length === 0) return [];
  const counts = await db
    .select({ userId: enrolments.userId, lectures: count() })
    .from(enrolments)
    .innerJoin(lectures, eq(lectures.id, enrolments.lectureId))
    .where(
      and(
        inArray(
          enrolments.userId,
          rows.map((row) => row.studentId),
        ),
        eq(enrolments.status, 'ACTIVE'),
        or(isNull(enrolments.endsAt), gt(enrolments.endsAt, sql`now()`)),
      ),
    )
    .groupBy(enrolments.userId);
  const countOf = new Map(counts.map((row) => [row.userId, Number(row.lectures)]));
  return rows.map((row) => ({
    studentId: row.studentId,
    name: row.name,
    lectureCount: countOf.get(row.studentId) ?? 0,
    linkedAt: iso(row.linkedAt),
  }));
}

/** A parent stops following a child. */
export async function unfollow(db: Database, parentId: number, studentId: number) {
  const removed = await db
    .delete(guardianLinks)
    .where(and(eq(guardianLinks.studentId, studentId), eq(guardianLinks.guardianId, parentId)))
    .returning({ id: guardianLinks.id });
  if (removed.length === 0) throw notFound(errors.childNotFound);
}

const gone = (message: string) => new ApiError(410, 'GONE', message);

/** The invitation a link's token names, still open, with its student; else 404 or 410. */
async function openInvitation(db: Reader, token: string) {
  const [row] = await db
    .select({ invitation: guardianInvitations, studentName: users.name })
    .from(guardianInvitations)
    .innerJoin(users, eq(users.id, guardianInvitations.studentId))
    .where(and(eq(guardianInvitations.tokenHash, hashToken(token)), isNull(users.withdrawnAt)))
    .limit(1);
  if (!row) throw notFound(errors.invitationNotFound);
  const { invitation } = row;
  if (invitation.acceptedAt) throw gone(errors.invitationAccepted);
  if (invitation.cancelledAt) throw gone(errors.invitationCancelled);
  if (invitation.expiresAt.getTime() <= Date.now()) throw gone(errors.invitationExpired);
  return row;
}

/** What the link's page shows. */
export async function invitationPreview(db: Reader, token: string) {
  const { invitation, studentName } = await openInvitation(db, token);
  return { studentName, email: invitation.email, expiresAt: iso(invitation.expiresAt) };
}

/** Marks the invitation accepted by `guardianId` and links them, or throws (already used). */
async function acceptInto(tx: Tx, invitationId: number, studentId: number, guardianId: number) {
  const taken = await tx
    .update(guardianInvitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: guardianId })
    .where(and(eq(guardianInvitations.id, invitationId), stillOpen()))
    .returning({ id: guardianInvitations.id });
  if (taken.length === 0) throw gone(errors.invitationAccepted);
  await tx.insert(guardianLinks).values({ studentId, guardianId }).onConflictDoNothing();
}

/**
 * Accepts an invitation: a signed-in parent into their account (the body is {}), or a visitor
 * with a new PARENT account (name, email, password, the sign-up's consents).
 */
export async function acceptInvitation(
  c: Context<AppEnv>,
  token: string,
  body: v.InferOutput<typeof NewParentAccount> | Record<string, never>,
  caller: AuthUser | undefined,
) {
  const { db } = c.var.deps.database;
  const { invitation, studentName } = await openInvitation(db, token);
  const answer = { studentId: invitation.studentId, studentName };
  if (caller) {
    if (caller.role !== 'PARENT') throw forbidden(errors.acceptNotParent);
    await db.transaction((tx) => acceptInto(tx, invitation.id, invitation.studentId, caller.id));
    return { ...answer, created: false };
  }
  if (!('userId' in body)) throw badRequest(guardianStrings.accept.missingAccount);
  await takeSignupAttempt(c, guardianStrings.accept.newAccount);
  const [existing] = await db
    .select({ role: users.role })
    .from(users)
    .where(emailEquals(body.userId))
    .limit(1);
  if (existing) {
    if (existing.role === 'STUDENT') throw conflict(errors.emailIsStudent);
    if (existing.role === 'PARENT') throw conflict(errors.emailIsParent);
    throw conflict(errors.emailIsStaff);
  }
  const documents = await checkSignupConsents(db, body.consents);
  const passwordHash = await hashPassword(body.password);
  try {
    await db.transaction(async (tx) => {
      const [parent] = await tx
        .insert(users)
        .values({ email: body.userId, name: body.name, passwordHash, role: 'PARENT' })
        .returning({ id: users.id });
      await recordSignupConsents(tx, parent!.id, documents, body.consents);
      await acceptInto(tx, invitation.id, invitation.studentId, parent!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(errors.emailIsParent);
    throw error;
  }
  return { ...answer, created: true };
}
