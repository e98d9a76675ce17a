// Authentication (docs/product/api.md, docs/product/security.md; decision record 004): login,
// refresh, logout, student sign-up (/register = /signup), the email check and instructor
// registration. Sessions are in auth.handlers.ts, accounts in auth.accounts.ts, the attempt limits
// in auth.limits.ts.
import { api } from '@academy/strings/api';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  CheckEmailQuery,
  CheckEmailResponse,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  LogoutResponse,
  RefreshRequest,
  RefreshResponse,
  SignupRequest,
  SignupResponse,
  TeacherRegisterRequest,
  TeacherRegisterResponse,
} from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { formBodyLimit, PHOTO_FORM_MAX_BYTES } from '../../lib/body-limit.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
import { errorResponses, jsonContent, okJson } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { checkEmail, registerTeacher, signup } from './auth.accounts.ts';
import { login, logout, refresh } from './auth.handlers.ts';

// The limits the tests count against.
export { LOGIN_LIMITS, SIGNUP_LIMIT } from './auth.limits.ts';

export const authRoutes = new Hono<AppEnv>()
  .post(
    '/auth/login',
    describeRoute({
      tags: ['auth'],
      summary: api.docs.summaries.login,
      description:
        'Browsers (Origin is one of the app origins) receive the refresh token only as the HttpOnly `refresh_token` cookie; other clients get `data.refreshToken`. Failed attempts are limited per account and per address (429 with Retry-After).',
      responses: okJson(LoginResponse, 'signed in', 400, 401, 429),
    }),
    validate('json', LoginRequest),
    (c) => login(c, c.req.valid('json')),
  )
  .post(
    '/auth/refresh',
    describeRoute({
      tags: ['auth'],
      summary: api.docs.summaries.refresh,
      description:
        'Rotates the refresh token. Browsers send nothing (the HttpOnly cookie travels, and the Origin must be an app origin); other clients send {refreshToken} and get the successor in data.refreshToken. A token used twice (after a 10 s grace for retries) revokes its whole session.',
      responses: okJson(RefreshResponse, 'rotated', 400, 401, 403),
    }),
    validate('json', RefreshRequest),
    (c) => refresh(c, c.req.valid('json')),
  )
  .post(
    '/auth/logout',
    describeRoute({
      tags: ['auth'],
      summary: api.docs.summaries.logout,
      requestBody: {
        required: false,
        ...jsonContent(LogoutRequest),
      },
      description:
        'Revokes the session named by the access token (bearer or cookie), the refresh cookie or the body token, and clears the cookies. Always answers 200, so signing out never fails for the user.',
      responses: okJson(LogoutResponse, 'signed out', 400),
    }),
    (c) => logout(c),
  )
  .post(
    '/auth/register',
    describeRoute({
      tags: ['auth'],
      summary: api.docs.summaries.register,
      description:
        'Always creates a STUDENT. The body is a strict allow-list: a role or any other field is refused with 400.',
      responses: { 201: okJson(SignupResponse, 'created')[200], ...errorResponses(400, 409) },
    }),
    validate('json', SignupRequest),
    (c) => signup(c, c.req.valid('json')),
  )
  .post(
    '/auth/signup',
    describeRoute({
      tags: ['auth'],
      summary: api.docs.summaries.signup,
      responses: { 201: okJson(SignupResponse, 'created')[200], ...errorResponses(400, 409) },
    }),
    validate('json', SignupRequest),
    (c) => signup(c, c.req.valid('json')),
  )
  .get(
    '/auth/check-email',
    describeRoute({
      tags: ['auth'],
      summary: api.docs.summaries.checkEmail,
      description: 'Limited per address (429 with Retry-After).',
      responses: okJson(CheckEmailResponse, 'checked', 400, 429),
    }),
    validate('query', CheckEmailQuery),
    (c) => checkEmail(c, c.req.valid('query').email),
  )
  .post(
    '/auth/register/teacher',
    describeRoute({
      tags: ['auth', 'teachers'],
      summary: api.docs.summaries.registerTeacher,
      description:
        'multipart/form-data: userId, password, name, imageFile (PNG/JPEG/WebP/GIF by content, at most 5 MB), teachingSubjects (repeated, the subjects of TEACHING_SUBJECTS in the contract), optional bankName, accountNumber, accountHolder, businessNumber. The account and registration numbers are encrypted at rest and answered only masked.',
      responses: {
        201: okJson(TeacherRegisterResponse, 'created')[200],
        ...errorResponses(400, 401, 403, 409, 413, 415),
      },
    }),
    requireStaff(),
    formBodyLimit(PHOTO_FORM_MAX_BYTES, api.files.imageTooLarge),
    validate('form', TeacherRegisterRequest),
    (c) => registerTeacher(c, c.req.valid('form')),
  );
