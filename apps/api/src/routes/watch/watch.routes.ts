// Watching is recorded (docs/decisions/017-watch-reports.md): POST /api/lectures/watch takes the
// player's batched intervals (every ~10 s, and a sendBeacon on pagehide), GET /api/lectures/watch
// gives the resume point.
import { api } from '@academy/strings/api';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import {
  WatchReportRequest,
  WatchStateQuery,
  WatchStateResponse,
} from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import type { AppEnv } from '../../app-env.ts';
import { requireAuth } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { readWatchState, reportWatching } from './watch.handlers.ts';

/**
 * A beacon cannot set headers: navigator.sendBeacon(url, string) sends text/plain, which is also
 * what keeps it a "simple" request. JSON and text/plain bodies are both read as JSON. The session
 * travels as the access_token cookie, which the auth middleware accepts for a write only with an
 * Origin of our apps (a beacon sends one), so another site cannot report for a student.
 */
const REPORT_TYPES = ['application/json', 'text/plain'];

export const watchRoutes = new Hono<AppEnv>()
  .post(
    '/lectures/watch',
    describeRoute({
      tags: ['learning'],
      summary: 'Report watched intervals of a video lesson (JSON or a text/plain beacon)',
      description:
        'Intervals are [start, end] seconds of the video. They are merged into the student’s set, so a replayed or duplicated report counts nothing twice. Students only, in lectures whose period has not ended.',
      requestBody: {
        content: {
          'application/json': { schema: resolver(WatchReportRequest) },
          'text/plain': { schema: resolver(WatchReportRequest) },
        },
      },
      responses: json(WatchStateResponse, 'the lesson’s watch state after the merge'),
    }),
    requireAuth(),
    async (c) => {
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!REPORT_TYPES.includes(type)) {
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', api.common.unsupportedMediaType);
      }
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        throw badRequest(validation.common.invalidBody);
      }
      const state = await reportWatching(c.var.deps, c.var.user, body);
      return ok(c, state, api.watch.saved);
    },
  )
  .get(
    '/lectures/watch',
    describeRoute({
      tags: ['learning'],
      summary: 'The resume point and watched time of a video lesson (any device)',
      responses: json(WatchStateResponse, 'the lesson’s watch state'),
    }),
    requireAuth(),
    validate('query', WatchStateQuery),
    async (c) => {
      const { lectureDetailId } = c.req.valid('query');
      return ok(c, await readWatchState(c.var.deps, c.var.user, lectureDetailId), api.watch.state);
    },
  );
