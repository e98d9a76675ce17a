// A student's sitting of an EJU mock exam (docs/product/mock-exams.md#sitting): their mocks, the
// sitting on the server's clock, answers saved one by one, listening audio handed out once. Students
// only (staff 403, parents 403); a mock the student may not sit is 404.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  IdParam,
  SavedAnswerResponse,
  SaveSittingAnswerRequest,
  SittingAudioResponse,
  SittingItemParam,
  SittingResponse,
  StudentMockResponse,
  StudentMocksResponse,
} from '@academy/api-client/contract';
import { api } from '@academy/strings/api';
import * as sittingStrings from '@academy/strings/mock-sitting';
import type { AppEnv } from '../../app-env.ts';
import { requireRole } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { verifySignedUrl } from '../../lib/signed-url.ts';
import { validate } from '../../lib/validate.ts';
import {
  audioKeyOf,
  audioPath,
  byteRange,
  handOutAudio,
  listMocks,
  mockOverview,
  nextSection,
  readSitting,
  saveAnswer,
  startSitting,
  submitSitting,
} from './mock-sittings.handlers.ts';

const messages = sittingStrings.messages;
const students = () => requireRole('STUDENT');

export const mockSittingRoutes = new Hono<AppEnv>()
  .get(
    '/mock-exams',
    describeRoute({
      tags: ['mock-exams'],
      summary: "The student's mocks: open, upcoming and finished, with their own sitting",
      description:
        'Published mocks targeted at the student by name or through an open enrolment in a targeted lecture. Students only.',
      responses: json(StudentMocksResponse, 'the mocks', 401, 403),
    }),
    students(),
    async (c) => ok(c, await listMocks(c.var.deps, c.var.user), messages.list),
  )
  .get(
    '/mock-exams/:id{[0-9]+}',
    describeRoute({
      tags: ['mock-exams'],
      summary: "A mock's overview: sections, time limits, window and the student's sitting",
      responses: json(StudentMockResponse, 'the mock', 401, 403, 404),
    }),
    students(),
    validate('param', IdParam),
    async (c) =>
      ok(c, await mockOverview(c.var.deps, c.var.user, c.req.valid('param').id), messages.overview),
  )
  .post(
    '/mock-exams/:id{[0-9]+}/sitting',
    describeRoute({
      tags: ['mock-exams'],
      summary: 'Start the sitting (its first section starts now); a second start answers the same',
      description:
        'Within the window only (409 outside). Idempotency-Key accepted. 201 when started now, 200 for the existing sitting.',
      responses: json(SittingResponse, 'the sitting', 401, 403, 404, 409),
    }),
    students(),
    validate('param', IdParam),
    async (c) => {
      const { created, sitting } = await startSitting(
        c.var.deps,
        c.var.user,
        c.req.valid('param').id,
      );
      return ok(c, sitting, messages.started, created ? 201 : 200);
    },
  )
  .get(
    '/mock-exams/:id{[0-9]+}/sitting',
    describeRoute({
      tags: ['mock-exams'],
      summary:
        'The sitting now: server time, each section, the running one with its deadline, items (no answers) and saved answers',
      responses: json(SittingResponse, 'the sitting', 401, 403, 404),
    }),
    students(),
    validate('param', IdParam),
    async (c) =>
      ok(c, await readSitting(c.var.deps, c.var.user, c.req.valid('param').id), messages.sitting),
  )
  .put(
    '/mock-exams/:id{[0-9]+}/sitting/answers/:itemId{[0-9]+}',
    describeRoute({
      tags: ['mock-exams'],
      summary: 'Save an answer to an item of the running section (the latest wins)',
      description:
        '{choice} for a choice or listening item, {promptIndex, text} (at most 500 characters) for 記述. 409 after the section ended or for another section; 404 for an item not in the mock.',
      responses: json(SavedAnswerResponse, 'the saved answer', 400, 401, 403, 404, 409),
    }),
    students(),
    validate('param', SittingItemParam),
    validate('json', SaveSittingAnswerRequest),
    async (c) => {
      const { id, itemId } = c.req.valid('param');
      const answer = await saveAnswer(c.var.deps, c.var.user, id, itemId, c.req.valid('json'));
      return ok(c, answer, messages.saved);
    },
  )
  .post(
    '/mock-exams/:id{[0-9]+}/sitting/audio/:itemId{[0-9]+}',
    describeRoute({
      tags: ['mock-exams'],
      summary: "A listening item's audio link, handed out once per sitting (409 the second time)",
      responses: json(SittingAudioResponse, 'a short-lived signed link', 400, 401, 403, 404, 409),
    }),
    students(),
    validate('param', SittingItemParam),
    async (c) => {
      const { id, itemId } = c.req.valid('param');
      return ok(c, await handOutAudio(c.var.deps, c.var.user, id, itemId), messages.audio);
    },
  )
  .get(
    '/mock-exams/:id{[0-9]+}/sitting/audio/:itemId{[0-9]+}/stream',
    describeRoute({
      tags: ['mock-exams'],
      summary: "A listening item's audio, by the signed link the sitting handed out",
      description:
        "The signature (expires, u, sig) is the check: an <audio> element sends no bearer header. Range requests are answered within the link's short life.",
      responses: {
        200: { description: 'the audio' },
        206: { description: 'a range of it' },
        403: { description: 'a bad or expired signature' },
        404: { description: 'no such audio' },
      },
    }),
    validate('param', SittingItemParam),
    async (c) => {
      const { id, itemId } = c.req.valid('param');
      const pathname = audioPath(id, itemId);
      const subject = c.req.query('u');
      if (
        !subject ||
        !verifySignedUrl(
          c.var.deps.env,
          pathname,
          c.req.query('expires'),
          c.req.query('sig'),
          Date.now(),
          subject,
        )
      ) {
        throw new ApiError(403, 'FORBIDDEN', api.common.signedUrlInvalid);
      }
      const key = await audioKeyOf(c.var.deps.database.db, id, itemId);
      const file = key ? await c.var.deps.files.storage.open(key) : null;
      if (!file) throw notFound(sittingStrings.errors.audioMissing);
      const bytes = new Uint8Array(await new Response(file.body).arrayBuffer());
      const headers = {
        'Content-Type': file.meta.mime,
        'Accept-Ranges': 'bytes',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Cross-Origin-Resource-Policy': 'same-site',
      };
      const range = byteRange(c.req.header('range'), bytes.length);
      if (range === 'invalid') {
        return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${bytes.length}` });
      }
      if (range) {
        return c.body(bytes.slice(range.start, range.end + 1), 206, {
          ...headers,
          'Content-Range': `bytes ${range.start}-${range.end}/${bytes.length}`,
          'Content-Length': String(range.end - range.start + 1),
        });
      }
      return c.body(bytes, 200, { ...headers, 'Content-Length': String(bytes.length) });
    },
  )
  .post(
    '/mock-exams/:id{[0-9]+}/sitting/next',
    describeRoute({
      tags: ['mock-exams'],
      summary: 'End the running section now and start the next; on the last, submit',
      responses: json(SittingResponse, 'the sitting', 401, 403, 404),
    }),
    students(),
    validate('param', IdParam),
    async (c) =>
      ok(c, await nextSection(c.var.deps, c.var.user, c.req.valid('param').id), messages.next),
  )
  .post(
    '/mock-exams/:id{[0-9]+}/sitting/submit',
    describeRoute({
      tags: ['mock-exams'],
      summary: 'End the sitting now (choices graded at once; 記述 waits for a teacher)',
      responses: json(SittingResponse, 'the sitting', 401, 403, 404),
    }),
    students(),
    validate('param', IdParam),
    async (c) =>
      ok(
        c,
        await submitSitting(c.var.deps, c.var.user, c.req.valid('param').id),
        messages.submitted,
      ),
  );
