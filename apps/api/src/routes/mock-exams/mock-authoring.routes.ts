// Staff's authoring of EJU mock exams and the question bank (docs/product/mock-exams.md: 출제와
// 문제은행). Staff only; the bank is the academy's (a teacher edits only the items they wrote), a
// mock is its creator's (a teacher sees only their own). Handlers in mock-authoring.handlers.ts and
// question-bank.handlers.ts.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  BankItemResponse,
  BankItemWrite,
  BankListQuery,
  BankPageResponse,
  BankUploadRequest,
  BankUploadResponse,
  IdParam,
  IdString,
  MockAuthoringDetailResponse,
  MockAuthoringDoneResponse,
  MockCreateRequest,
  MockItemsRequest,
  MockListResponse,
  MockPublishRequest,
  MockScaleRequest,
  MockSectionsRequest,
  MockTitleRequest,
} from '@academy/api-client/contract';
import * as ma from '@academy/strings/mock-authoring';
import type { AppEnv } from '../../app-env.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
import { FORM_FIELDS_BYTES, formBodyLimit } from '../../lib/body-limit.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { AUDIO_MAX_BYTES, IMAGE_MAX_BYTES } from '../../lib/files.ts';
import { jsonContent, okJson } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { api } from '@academy/strings/api';
import {
  createMock,
  deleteMock,
  mockList,
  publishMock,
  readMock,
  renameMock,
  saveItems,
  saveScale,
  saveSections,
  unpublishMock,
} from './mock-authoring.handlers.ts';
import {
  bankAudio,
  bankItem,
  bankPage,
  createBankItem,
  deleteBankItem,
  updateBankItem,
} from './question-bank.handlers.ts';

const staff = requireStaff();
const m = ma.messages;
const SectionParam = v.object({ id: IdString, sectionId: IdString });
const bankTag = ['admin question bank'];
const mockTag = ['admin mock exams'];
const created = (schema: Parameters<typeof jsonContent>[0], description: string) => ({
  201: { description, ...jsonContent(schema) },
});

export const questionBankRoutes = new Hono<AppEnv>()
  .get(
    '/admin/question-bank',
    describeRoute({
      tags: bankTag,
      summary: 'The question bank, newest first (staff)',
      description:
        'Every staff member reads every item. Filters: sectionKind, kind, unit (part of it), difficulty (1-5), q (part of the stem). page (zero-based), size 1-100 (default 20); `total` counts the items the filters keep.',
      responses: okJson(BankPageResponse, 'a page of items', 400, 401, 403),
    }),
    staff,
    validate('query', BankListQuery),
    async (c) => ok(c, await bankPage(c.var.deps, c.var.user, c.req.valid('query')), m.bankList),
  )
  .post(
    '/admin/question-bank',
    describeRoute({
      tags: bankTag,
      summary: 'Write a bank item (staff; Idempotency-Key accepted)',
      description:
        'kind within the section kind (eju.ts SECTION_ITEM_KINDS). CHOICE and LISTENING: 4-6 non-empty options and answerIndex among them; LISTENING needs audioKey; WRITING: exactly two prompts, no options. imageKey and audioKey must be keys the bank uploads answered.',
      responses: {
        ...created(BankItemResponse, 'the item'),
        ...okJson(BankItemResponse, '', 400, 401, 403),
      },
    }),
    staff,
    validate('json', BankItemWrite),
    async (c) =>
      ok(c, await createBankItem(c.var.deps, c.var.user, c.req.valid('json')), m.bankCreated, 201),
  )
  .post(
    '/admin/question-bank/audio',
    describeRoute({
      tags: bankTag,
      summary: "Upload a listening item's audio, multipart {file}: MP3, M4A, Ogg or WAV by content",
      description:
        'Stored under audio/, never served by /api/files; the answer is the key to put in an item (url null). 415 for anything else, 413 above 20 MB.',
      responses: {
        ...created(BankUploadResponse, 'the stored key'),
        ...okJson(BankUploadResponse, '', 400, 401, 403, 413, 415),
      },
    }),
    staff,
    formBodyLimit(AUDIO_MAX_BYTES + FORM_FIELDS_BYTES, api.files.audioTooLarge),
    validate('form', BankUploadRequest),
    async (c) => {
      const file = c.req.valid('form').file;
      const stored = await c.var.deps.files.storeAudio(file);
      return ok(c, { key: stored.key, url: null, name: stored.name }, m.audioStored, 201);
    },
  )
  .post(
    '/admin/question-bank/images',
    describeRoute({
      tags: bankTag,
      summary: "Upload an item's image, multipart {file}: checked by content, re-encoded to WebP",
      responses: {
        ...created(BankUploadResponse, 'the stored key and its address'),
        ...okJson(BankUploadResponse, '', 400, 401, 403, 413, 415),
      },
    }),
    staff,
    formBodyLimit(IMAGE_MAX_BYTES + FORM_FIELDS_BYTES, api.files.imageTooLarge),
    validate('form', BankUploadRequest),
    async (c) => {
      const file = c.req.valid('form').file;
      const stored = await c.var.deps.files.storeImage(file, { maxWidth: 1600, maxHeight: 1600 });
      return ok(c, { key: stored.key, url: stored.url, name: stored.name }, m.imageStored, 201);
    },
  )
  .get(
    '/admin/question-bank/:id{[0-9]+}',
    describeRoute({
      tags: bankTag,
      summary: 'One bank item, whole, with its answer (staff)',
      responses: okJson(BankItemResponse, 'the item', 401, 403, 404),
    }),
    staff,
    validate('param', IdParam),
    async (c) => ok(c, await bankItem(c.var.deps, c.var.user, c.req.valid('param').id), m.bankItem),
  )
  .put(
    '/admin/question-bank/:id{[0-9]+}',
    describeRoute({
      tags: bankTag,
      summary: 'Edit a bank item (its author or an admin)',
      description:
        'The same rules as writing one. An item a mock uses keeps its section kind (409).',
      responses: okJson(BankItemResponse, 'the item', 400, 401, 403, 404, 409),
    }),
    staff,
    validate('param', IdParam),
    validate('json', BankItemWrite),
    async (c) =>
      ok(
        c,
        await updateBankItem(c.var.deps, c.var.user, c.req.valid('param').id, c.req.valid('json')),
        m.bankUpdated,
      ),
  )
  .delete(
    '/admin/question-bank/:id{[0-9]+}',
    describeRoute({
      tags: bankTag,
      summary: 'Delete a bank item (its author or an admin); 409 while a mock uses it',
      responses: okJson(MockAuthoringDoneResponse, 'the deleted id', 401, 403, 404, 409),
    }),
    staff,
    validate('param', IdParam),
    async (c) =>
      ok(c, await deleteBankItem(c.var.deps, c.var.user, c.req.valid('param').id), m.bankDeleted),
  )
  .get(
    '/admin/question-bank/:id{[0-9]+}/audio',
    describeRoute({
      tags: bankTag,
      summary: "A listening item's audio for staff (Range requests answered 206)",
      responses: {
        200: { description: 'the audio' },
        206: { description: 'the range asked for' },
        401: { description: 'not signed in' },
        403: { description: 'not staff' },
        404: { description: 'no such item or no audio' },
      },
    }),
    staff,
    validate('param', IdParam),
    async (c) => {
      const audio = await bankAudio(c.var.deps, c.req.valid('param').id, c.req.header('range'));
      const headers: Record<string, string> = {
        'Content-Type': audio.mime,
        'Accept-Ranges': 'bytes',
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      };
      if (audio.status === 416) {
        return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${audio.total}` });
      }
      if (audio.status === 206) {
        headers['Content-Range'] = `bytes ${audio.start}-${audio.end}/${audio.total}`;
      }
      headers['Content-Length'] = String(audio.bytes.length);
      if (audio.bytes.length === 0 && audio.status === 200) throw notFound(ma.errors.bankNotFound);
      return c.body(audio.bytes, audio.status, headers);
    },
  );

export const mockAuthoringRoutes = new Hono<AppEnv>()
  .get(
    '/admin/mock-exams',
    describeRoute({
      tags: mockTag,
      summary: 'Mocks, newest first, with their counts (a teacher: their own; an admin: all)',
      responses: okJson(MockListResponse, 'the mocks', 401, 403),
    }),
    staff,
    async (c) => ok(c, await mockList(c.var.deps, c.var.user), m.mockList),
  )
  .post(
    '/admin/mock-exams',
    describeRoute({
      tags: mockTag,
      summary: "Create a mock from its subject's template (sections, order, time limits)",
      description: 'A draft owned by the caller. Idempotency-Key accepted.',
      responses: {
        ...created(MockAuthoringDetailResponse, 'the mock'),
        ...okJson(MockAuthoringDetailResponse, '', 400, 401, 403),
      },
    }),
    staff,
    validate('json', MockCreateRequest),
    async (c) =>
      ok(c, await createMock(c.var.deps, c.var.user, c.req.valid('json')), m.mockCreated, 201),
  )
  .get(
    '/admin/mock-exams/:id{[0-9]+}',
    describeRoute({
      tags: mockTag,
      summary: 'A mock for its editor: sections in order with items, points, raw maximum, scale',
      description:
        'scale.linear: no table of staff (or one that no longer fits), the linear table shown as an estimate. 記述 has none (null). frozen: a sitting exists.',
      responses: okJson(MockAuthoringDetailResponse, 'the mock', 401, 403, 404),
    }),
    staff,
    validate('param', IdParam),
    async (c) => ok(c, await readMock(c.var.deps, c.var.user, c.req.valid('param').id), m.mock),
  )
  .patch(
    '/admin/mock-exams/:id{[0-9]+}',
    describeRoute({
      tags: mockTag,
      summary: 'Rename a mock',
      responses: okJson(MockAuthoringDetailResponse, 'the mock', 400, 401, 403, 404),
    }),
    staff,
    validate('param', IdParam),
    validate('json', MockTitleRequest),
    async (c) =>
      ok(
        c,
        await renameMock(
          c.var.deps,
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('json').title,
        ),
        m.mockUpdated,
      ),
  )
  .delete(
    '/admin/mock-exams/:id{[0-9]+}',
    describeRoute({
      tags: mockTag,
      summary: 'Delete a mock; 409 once any sitting exists',
      responses: okJson(MockAuthoringDoneResponse, 'the deleted id', 401, 403, 404, 409),
    }),
    staff,
    validate('param', IdParam),
    async (c) =>
      ok(c, await deleteMock(c.var.deps, c.var.user, c.req.valid('param').id), m.mockDeleted),
  )
  .put(
    '/admin/mock-exams/:id{[0-9]+}/sections',
    describeRoute({
      tags: mockTag,
      summary: 'Replace the sections: the whole ordered list ({id?, kind, timeLimitSeconds})',
      description:
        "A listed id keeps its items; a section not listed is removed with its items. Kinds within the subject's, each once; time 1-240 minutes. 409 once a sitting exists.",
      responses: okJson(MockAuthoringDetailResponse, 'the mock', 400, 401, 403, 404, 409),
    }),
    staff,
    validate('param', IdParam),
    validate('json', MockSectionsRequest),
    async (c) =>
      ok(
        c,
        await saveSections(
          c.var.deps,
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('json').sections,
        ),
        m.sectionsSaved,
      ),
  )
  .put(
    '/admin/mock-exams/:id{[0-9]+}/sections/:sectionId{[0-9]+}/items',
    describeRoute({
      tags: mockTag,
      summary: "Replace a section's items, in order, with their points",
      description:
        "Bank items of the section's kind, each once; a 記述 section holds exactly one. A changed raw maximum resets the section's table to linear. 409 once a sitting exists.",
      responses: okJson(MockAuthoringDetailResponse, 'the mock', 400, 401, 403, 404, 409),
    }),
    staff,
    validate('param', SectionParam),
    validate('json', MockItemsRequest),
    async (c) => {
      const { id, sectionId } = c.req.valid('param');
      return ok(
        c,
        await saveItems(c.var.deps, c.var.user, id, sectionId, c.req.valid('json').items),
        m.itemsSaved,
      );
    },
  )
  .put(
    '/admin/mock-exams/:id{[0-9]+}/sections/:sectionId{[0-9]+}/scale',
    describeRoute({
      tags: mockTag,
      summary: "Set a section's raw-to-scaled table (null: linear)",
      description:
        "table[raw] for raw 0 to the section's points, never decreasing, within its scale; 記述 refuses one. Editable after sittings: the graded scores of the section are re-scaled in the same transaction.",
      responses: okJson(MockAuthoringDetailResponse, 'the mock', 400, 401, 403, 404),
    }),
    staff,
    validate('param', SectionParam),
    validate('json', MockScaleRequest),
    async (c) => {
      const { id, sectionId } = c.req.valid('param');
      return ok(
        c,
        await saveScale(c.var.deps, c.var.user, id, sectionId, c.req.valid('json').table),
        m.scaleSaved,
      );
    },
  )
  .post(
    '/admin/mock-exams/:id{[0-9]+}/publish',
    describeRoute({
      tags: mockTag,
      summary: 'Publish a mock: its window and targets (lectures, students), replacing the targets',
      description:
        'Every section needs an item; opensAt before closesAt, closesAt ahead; a teacher targets only their own lectures; users must be students. Targeted students are notified when the window opens (now, or by a job at opensAt), once per mock.',
      responses: okJson(MockAuthoringDetailResponse, 'the mock', 400, 401, 403, 404),
    }),
    staff,
    validate('param', IdParam),
    validate('json', MockPublishRequest),
    async (c) =>
      ok(
        c,
        await publishMock(c.var.deps, c.var.user, c.req.valid('param').id, c.req.valid('json')),
        m.published,
      ),
  )
  .post(
    '/admin/mock-exams/:id{[0-9]+}/unpublish',
    describeRoute({
      tags: mockTag,
      summary: 'Back to a draft (targets and window cleared); 409 once a sitting exists',
      responses: okJson(MockAuthoringDetailResponse, 'the mock', 401, 403, 404, 409),
    }),
    staff,
    validate('param', IdParam),
    async (c) =>
      ok(c, await unpublishMock(c.var.deps, c.var.user, c.req.valid('param').id), m.unpublished),
  );
