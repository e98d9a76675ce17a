// A lesson's captions (docs/product/player-controls.md): staff list, upload and delete a lesson's
// WebVTT tracks; the classroom reads a track's text behind the learning rule. Handlers in
// captions.handlers.ts.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  CAPTION_MAX_BYTES,
  CaptionDeletedResponse,
  CaptionListResponse,
  CaptionPath,
  CaptionTextResponse,
  CaptionTrackResponse,
  CaptionUploadRequest,
  IdParam,
} from '@academy/api-client/contract';
import * as player from '@academy/strings/player';
import type { AppEnv } from '../../app-env.ts';
import { requireAuth, requireStaff } from '../../lib/auth/middleware.ts';
import { FORM_FIELDS_BYTES, formBodyLimit } from '../../lib/body-limit.ts';
import { ok } from '../../lib/envelope.ts';
import { errorResponses, jsonContent, okJson } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import * as h from './captions.handlers.ts';

const m = player.messages;
const tags = ['lectures'];

export const captionRoutes = new Hono<AppEnv>()
  .get(
    '/admin/details/:id{[0-9]+}/captions',
    describeRoute({
      tags,
      summary: "A lesson's caption tracks (staff who manage the lesson)",
      responses: okJson(CaptionListResponse, 'the tracks', 401, 403, 404),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) =>
      ok(c, await h.listCaptions(c.var.deps, c.var.user, c.req.valid('param').id), m.captions),
  )
  .post(
    '/admin/details/:id{[0-9]+}/captions',
    describeRoute({
      tags,
      summary:
        'Upload a WebVTT track, multipart {lang: ko|ja, label, file} (staff; Idempotency-Key accepted)',
      description:
        '415 for a file that is not WebVTT (no WEBVTT header, not UTF-8), 400 for a cue timing that does not parse or no cue, 413 above 512 KB, 409 when the language has a track already.',
      responses: {
        201: { description: 'the track', ...jsonContent(CaptionTrackResponse) },
        ...errorResponses(400, 401, 403, 404, 409, 413, 415),
      },
    }),
    requireStaff(),
    formBodyLimit(
      CAPTION_MAX_BYTES + FORM_FIELDS_BYTES,
      m.captionTooLarge(CAPTION_MAX_BYTES / 1024),
    ),
    validate('param', IdParam),
    validate('form', CaptionUploadRequest),
    async (c) => {
      const form = c.req.valid('form');
      const track = await h.addCaption(c.var.deps, c.var.user, c.req.valid('param').id, form);
      return ok(c, track, m.captionAdded, 201);
    },
  )
  .delete(
    '/admin/details/:id{[0-9]+}/captions/:captionId{[0-9]+}',
    describeRoute({
      tags,
      summary: 'Delete a caption track (staff)',
      responses: okJson(CaptionDeletedResponse, 'the deleted id', 401, 403, 404),
    }),
    requireStaff(),
    validate('param', CaptionPath),
    async (c) => {
      const { id, captionId } = c.req.valid('param');
      return ok(c, await h.deleteCaption(c.var.deps, c.var.user, id, captionId), m.captionDeleted);
    },
  )
  .get(
    '/lectures/details/:id{[0-9]+}/captions/:captionId{[0-9]+}',
    describeRoute({
      tags,
      summary:
        "A caption track's WebVTT text (the learning rule: an open, unpaused enrolment, or staff)",
      responses: okJson(CaptionTextResponse, 'the track with its text', 401, 403, 404),
    }),
    requireAuth(),
    validate('param', CaptionPath),
    async (c) => {
      const { id, captionId } = c.req.valid('param');
      return ok(c, await h.readCaption(c.var.deps, c.var.user, id, captionId), m.caption);
    },
  );
