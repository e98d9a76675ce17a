// Consents and a person's own data (docs/product/api.md, docs/product/privacy.md): the public
// current texts, the admin's new versions, the caller's consents, and 내 정보 내려받기.
import * as consents from '@academy/strings/consents';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  ConsentChangeRequest,
  ConsentDocumentListResponse,
  ConsentDocumentResponse,
  ConsentKindParam,
  ConsentPublishRequest,
  DataExportFileQuery,
  DataExportLinkResponse,
  DataExportListResponse,
  DataExportResponse,
  IdParam,
  MyConsentsResponse,
} from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { requireAccount, requireRole } from '../../lib/auth/middleware.ts';
import { errorResponses, okJson } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import * as documents from './consents.handlers.ts';
import * as exports from './data-exports.handlers.ts';

const summaries = consents.answers.summaries;
const created = (schema: Parameters<typeof okJson>[0], ...errors: number[]) => ({
  201: okJson(schema, 'created')[200],
  ...errorResponses(...errors),
});

export const consentRoutes = new Hono<AppEnv>()
  .get(
    '/consent-documents',
    describeRoute({
      tags: ['consents'],
      summary: summaries.documents,
      description: "Public. The newest version of each kind that has one, in the kinds' order.",
      responses: okJson(ConsentDocumentListResponse, 'the current texts'),
    }),
    (c) => documents.listCurrent(c),
  )
  .get(
    '/consent-documents/:kind',
    describeRoute({
      tags: ['consents'],
      summary: summaries.document,
      description: 'Public. 404 while nothing is published for the kind.',
      responses: okJson(ConsentDocumentResponse, 'the current text', 400, 404),
    }),
    validate('param', ConsentKindParam),
    (c) => documents.currentOf(c, c.req.valid('param').kind),
  )
  .get(
    '/admin/consent-documents',
    describeRoute({
      tags: ['consents'],
      summary: summaries.history,
      responses: okJson(ConsentDocumentListResponse, 'every version, newest first', 401, 403),
    }),
    requireRole('ADMIN'),
    (c) => documents.listAll(c),
  )
  .post(
    '/admin/consent-documents',
    describeRoute({
      tags: ['consents'],
      summary: summaries.publish,
      description:
        'ADMIN. Publishes the next version of the kind (published versions are never changed or removed). An empty title or body is refused (400). A new version of a required kind asks every student to agree again.',
      responses: created(ConsentDocumentResponse, 400, 401, 403, 409),
    }),
    requireRole('ADMIN'),
    validate('json', ConsentPublishRequest),
    (c) => documents.publish(c, c.req.valid('json')),
  )
  .get(
    '/me/consents',
    describeRoute({
      tags: ['consents'],
      summary: summaries.myConsents,
      description:
        "Any signed-in user: each kind's standing answer against its current version, the whole history (newest first), and needsAgreement (a student whose agreed version of a required kind is not the current one).",
      responses: okJson(MyConsentsResponse, 'the consents', 401),
    }),
    requireAccount(),
    (c) => documents.myConsents(c),
  )
  .post(
    '/me/consents',
    describeRoute({
      tags: ['consents'],
      summary: summaries.changeConsents,
      description:
        'Each choice names the kind, the version shown and yes or no; every change is a new record. A version other than the current one is 409; withdrawing a required kind is 400 (that is the account withdrawal).',
      responses: okJson(MyConsentsResponse, 'the consents as they now stand', 400, 401, 409),
    }),
    requireAccount(),
    validate('json', ConsentChangeRequest),
    (c) => documents.changeConsents(c, c.req.valid('json').consents),
  )
  .get(
    '/me/data-exports',
    describeRoute({
      tags: ['consents'],
      summary: summaries.exports,
      responses: okJson(DataExportListResponse, 'newest first', 401),
    }),
    requireAccount(),
    (c) => exports.listExports(c),
  )
  .post(
    '/me/data-exports',
    describeRoute({
      tags: ['consents'],
      summary: summaries.requestExport,
      description:
        'Starts a PENDING export that the worker builds in the background. 409 while another is PENDING or READY; 429 past 3 requests in 24 hours.',
      responses: created(DataExportResponse, 401, 409, 429),
    }),
    requireAccount(),
    (c) => exports.requestExport(c),
  )
  .post(
    '/me/data-exports/:id/link',
    describeRoute({
      tags: ['consents'],
      summary: summaries.exportLink,
      description:
        "A READY export's download address, valid 15 minutes and once (a new link replaces the last). 409 while PENDING, 410 once downloaded or expired, 404 for another person's export.",
      responses: okJson(DataExportLinkResponse, 'the link', 400, 401, 404, 409, 410),
    }),
    requireAccount(),
    validate('param', IdParam),
    (c) => exports.exportLink(c, c.req.valid('param').id),
  )
  .get(
    '/me/data-exports/:id/file',
    describeRoute({
      tags: ['consents'],
      summary: summaries.exportFile,
      description:
        "The owner's session and the link's token. The JSON file as an attachment, once; then the file is deleted. A used, replaced or expired link answers 410 in Korean; another person's export 404.",
      responses: {
        200: {
          description: 'the file',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
        ...errorResponses(400, 401, 404, 410),
      },
    }),
    requireAccount(),
    validate('param', IdParam),
    validate('query', DataExportFileQuery),
    (c) => exports.downloadExport(c, c.req.valid('param').id, c.req.valid('query').token),
  );
