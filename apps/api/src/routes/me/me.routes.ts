// The signed-in student's own account (docs/product/api.md: /api/me; docs/product/roles.md: own
// rows only). The profile edit, the password change, the learning summary and the official EJU
// sittings; the withdrawal stays DELETE /api/users/profile (users.routes.ts).
import * as accounts from '@academy/strings/accounts';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { describeRoute } from 'hono-openapi';
import {
  EjuSittingDeleteResponse,
  EjuSittingListResponse,
  EjuSittingRequest,
  EjuSittingResponse,
  IdParam,
  LearningSummaryResponse,
  PasswordChangeRequest,
  PasswordChangeResponse,
  ProfileUpdateRequest,
  ProfileUpdateResponse,
} from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { requireAccount, requireAuth } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { errorResponses, okJson } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import * as sittings from './eju-sittings.handlers.ts';
import { changePassword, learningSummary, studentOnly, updateProfile } from './me.handlers.ts';

const summaries = accounts.answers.summaries;

/** After requireAuth(): a student (403 in Korean for staff). */
const students = createMiddleware<AppEnv>(async (c, next) => {
  studentOnly(c.var.user);
  await next();
});

export const meRoutes = new Hono<AppEnv>()
  .patch(
    '/me',
    describeRoute({
      tags: ['users'],
      summary: summaries.updateProfile,
      description:
        'The sign-up payload without the password, under the same rules; the email (login id) must stay unique (409).',
      responses: okJson(ProfileUpdateResponse, 'the profile as saved', 400, 401, 403, 409),
    }),
    requireAuth(),
    students,
    validate('json', ProfileUpdateRequest),
    (c) => updateProfile(c, c.req.valid('json')),
  )
  .post(
    '/me/password',
    describeRoute({
      tags: ['users'],
      summary: summaries.changePassword,
      description:
        'Any signed-in user. A wrong current password answers 400 and counts like a failed login (429 with Retry-After past the limit). Every other session of the user is revoked; the calling one stays signed in.',
      responses: okJson(PasswordChangeResponse, 'changed', 400, 401, 429),
    }),
    requireAccount(),
    validate('json', PasswordChangeRequest),
    (c) => changePassword(c, c.req.valid('json')),
  )
  .get(
    '/me/learning-summary',
    describeRoute({
      tags: ['learning'],
      summary: summaries.learningSummary,
      responses: okJson(LearningSummaryResponse, 'the summary', 401),
    }),
    requireAuth(),
    async (c) => ok(c, await learningSummary(c), accounts.answers.summary),
  )
  .get(
    '/me/eju-sittings',
    describeRoute({
      tags: ['users'],
      summary: summaries.listSittings,
      responses: okJson(EjuSittingListResponse, 'newest first', 401, 403),
    }),
    requireAuth(),
    students,
    (c) => sittings.listSittings(c),
  )
  .post(
    '/me/eju-sittings',
    describeRoute({
      tags: ['users'],
      summary: summaries.createSitting,
      responses: {
        201: okJson(EjuSittingResponse, 'created')[200],
        ...errorResponses(400, 401, 403, 409),
      },
    }),
    requireAuth(),
    students,
    validate('json', EjuSittingRequest),
    (c) => sittings.createSitting(c, c.req.valid('json')),
  )
  .put(
    '/me/eju-sittings/:id',
    describeRoute({
      tags: ['users'],
      summary: summaries.updateSitting,
      description: "Another student's sitting answers 404.",
      responses: okJson(EjuSittingResponse, 'updated', 400, 401, 403, 404, 409),
    }),
    requireAuth(),
    students,
    validate('param', IdParam),
    validate('json', EjuSittingRequest),
    (c) => sittings.updateSitting(c, c.req.valid('param').id, c.req.valid('json')),
  )
  .delete(
    '/me/eju-sittings/:id',
    describeRoute({
      tags: ['users'],
      summary: summaries.deleteSitting,
      description: "Another student's sitting answers 404.",
      responses: okJson(EjuSittingDeleteResponse, 'deleted', 400, 401, 403, 404),
    }),
    requireAuth(),
    students,
    validate('param', IdParam),
    (c) => sittings.deleteSitting(c, c.req.valid('param').id),
  );
