// Guardians (docs/product/parents.md): the student's 보호자 tab (their guardians, invitations and
// birth date), the parent's list of children, and an invitation's public page and acceptance.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  AcceptInvitationRequest,
  AcceptInvitationResponse,
  BirthDateRequest,
  ChildrenResponse,
  GuardianDoneResponse,
  GuardianInvitationResponse,
  GuardianInviteRequest,
  IdParam,
  InvitationPreviewResponse,
  InvitationTokenParam,
  MyGuardiansResponse,
  StudentIdParam,
} from '@academy/api-client/contract';
import * as guardianStrings from '@academy/strings/messages-guardians';
import type { AppEnv } from '../../app-env.ts';
import { optionalAuth, requireRole } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { errorResponses, okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import * as h from './guardians.handlers.ts';

const say = guardianStrings.answers;
const student = requireRole('STUDENT');
const parent = requireRole('PARENT');

export const guardianRoutes = new Hono<AppEnv>()
  .get(
    '/me/guardians',
    describeRoute({
      tags: ['guardians'],
      summary: "The student's guardians and open invitations",
      description:
        'STUDENT. canRemove: whether the student may remove a guardian themselves (aged 19 or more by the birth date; unknown counts as under 19).',
      responses: json(MyGuardiansResponse, 'guardians and invitations', 401, 403),
    }),
    student,
    async (c) =>
      ok(c, await h.guardianView(c.var.deps.database.db, c.var.user.id, false), say.guardians),
  )
  .post(
    '/me/guardians/invitations',
    describeRoute({
      tags: ['guardians'],
      summary: 'Invite a guardian by email or phone',
      description:
        "STUDENT. Exactly one of email and phone. The link (valid 7 days, once) goes out through the outbox (template guardian-invitation). An email that is a student's or staff account is refused (409), as is a second open invitation to the same address or a sixth open one.",
      responses: {
        201: json(GuardianInvitationResponse, 'the invitation')[200],
        ...errorResponses(400, 401, 403, 409),
      },
    }),
    student,
    validate('json', GuardianInviteRequest),
    async (c) =>
      ok(
        c,
        await h.invite(c.var.deps, c.var.user.id, c.req.valid('json'), c.var.user.id),
        say.invited,
        201,
      ),
  )
  .delete(
    '/me/guardians/invitations/:id{[0-9]+}',
    describeRoute({
      tags: ['guardians'],
      summary: 'Cancel an open invitation',
      description: "STUDENT. Another student's invitation answers 404.",
      responses: json(GuardianDoneResponse, 'cancelled', 401, 403, 404),
    }),
    student,
    validate('param', IdParam),
    async (c) => {
      await h.cancelInvitation(c.var.deps.database.db, c.var.user.id, c.req.valid('param').id);
      return ok(c, null, say.cancelled);
    },
  )
  .delete(
    '/me/guardians/:id{[0-9]+}',
    describeRoute({
      tags: ['guardians'],
      summary: 'Remove a guardian (a student aged 19 or more)',
      description:
        'STUDENT. Under 19, or with no birth date, 403: staff remove guardians then (docs/product/parents.md).',
      responses: json(GuardianDoneResponse, 'removed', 401, 403, 404),
    }),
    student,
    validate('param', IdParam),
    async (c) => {
      await h.removeOwnGuardian(c.var.deps.database.db, c.var.user.id, c.req.valid('param').id);
      return ok(c, null, say.removed);
    },
  )
  .put(
    '/me/birth-date',
    describeRoute({
      tags: ['guardians'],
      summary: "The student's own birth date (optional)",
      description:
        'STUDENT. YYYY-MM-DD or null. Once a guardian is linked only staff change it (403).',
      responses: json(GuardianDoneResponse, 'saved', 400, 401, 403),
    }),
    student,
    validate('json', BirthDateRequest),
    async (c) => {
      const { birthDate } = c.req.valid('json');
      await h.setBirthDate(c.var.deps.database.db, c.var.user.id, birthDate, true);
      return ok(c, null, say.birthDateSaved);
    },
  )
  .get(
    '/me/children',
    describeRoute({
      tags: ['guardians'],
      summary: "The parent's children",
      description:
        'PARENT. The students the caller follows, by name, with the lectures each is enrolled in now.',
      responses: json(ChildrenResponse, 'the children', 401, 403),
    }),
    parent,
    async (c) => ok(c, await h.childrenOf(c.var.deps.database.db, c.var.user.id), say.children),
  )
  .delete(
    '/me/children/:studentId{[0-9]+}',
    describeRoute({
      tags: ['guardians'],
      summary: 'Stop following a child',
      description: 'PARENT. A student the caller does not follow answers 404.',
      responses: json(GuardianDoneResponse, 'unfollowed', 401, 403, 404),
    }),
    parent,
    validate('param', StudentIdParam),
    async (c) => {
      await h.unfollow(c.var.deps.database.db, c.var.user.id, c.req.valid('param').studentId);
      return ok(c, null, say.unfollowed);
    },
  )
  .get(
    '/guardian-invitations/:token',
    describeRoute({
      tags: ['guardians'],
      summary: 'An invitation as its link shows it',
      description:
        'Public: the token is the secret. 404 for an unknown token, 410 for an accepted, cancelled or expired one (each its own Korean message).',
      responses: json(InvitationPreviewResponse, 'the invitation', 400, 404, 410),
    }),
    validate('param', InvitationTokenParam),
    async (c) =>
      ok(
        c,
        await h.invitationPreview(c.var.deps.database.db, c.req.valid('param').token),
        say.invitation,
      ),
  )
  .post(
    '/guardian-invitations/:token/accept',
    describeRoute({
      tags: ['guardians'],
      summary: 'Accept an invitation',
      description:
        "Public or signed in. A signed-in PARENT sends {} and the child is added to their account; a signed-in student or staff member is refused (403). A visitor sends a new parent account (name, userId, password, consents as at sign-up); an email that is already an account is 409 (a student's, a parent's or staff's, each its own message). The link then works no more (410).",
      responses: json(AcceptInvitationResponse, 'accepted', 400, 403, 404, 409, 410, 429),
    }),
    optionalAuth(),
    validate('param', InvitationTokenParam),
    validate('json', AcceptInvitationRequest),
    async (c) =>
      ok(
        c,
        await h.acceptInvitation(c, c.req.valid('param').token, c.req.valid('json'), c.get('user')),
        say.accepted,
      ),
  );
