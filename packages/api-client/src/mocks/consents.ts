// Consents and exports answered like the API (see respond.ts), keeping what a screen writes: a
// grant or withdrawal appends to the history, an export request becomes READY on the next read.
import * as consents from '@academy/strings/consents';
import * as validation from '@academy/strings/validation';
import { http } from 'msw';
import {
  CONSENT_KINDS,
  isRequiredConsent,
  type ConsentChangeRequest,
  type ConsentDocument,
  type DataExport,
  type MyConsents,
} from '../contract/consents.ts';
import { apiPath, okEnvelope, refusal } from './respond.ts';

/** Version `version` of each kind. */
export const sampleConsentDocuments = (version = 1): ConsentDocument[] =>
  CONSENT_KINDS.map((kind, index) => ({
    id: index + 1,
    kind,
    version,
    title: consents.kinds[kind],
    body: `${consents.documentPage.description}\n\n## ${consents.kinds[kind]}\n\n${consents.signup.marketingHint}`,
    required: isRequiredConsent(kind),
    publishedAt: '2026-11-01T00:00:00.000Z',
  }));

/** A student who agreed to version 1 of the required ones and declined marketing. */
export function sampleMyConsents(documents = sampleConsentDocuments()): MyConsents {
  return {
    consents: documents.map((doc) => ({
      kind: doc.kind,
      required: doc.required,
      currentVersion: doc.version,
      answeredVersion: 1,
      granted: doc.kind !== 'MARKETING',
      answeredAt: '2026-11-02T01:00:00.000Z',
      needsAgreement: doc.required && doc.version !== 1,
    })),
    history: documents.map((doc, index) => ({
      id: documents.length - index,
      kind: doc.kind,
      version: 1,
      granted: doc.kind !== 'MARKETING',
      source: 'SIGNUP' as const,
      recordedAt: '2026-11-02T01:00:00.000Z',
    })),
    needsAgreement: documents.some((doc) => doc.required && doc.version !== 1),
  };
}

/** GET /api/consent-documents and /api/consent-documents/:kind. */
export function consentDocumentHandlers(documents = sampleConsentDocuments()) {
  return [
    http.get(apiPath('consent-documents'), () => okEnvelope(documents)),
    http.get(apiPath('consent-documents/:kind'), ({ params }) => {
      const doc = documents.find((row) => row.kind === params.kind);
      return doc ? okEnvelope(doc) : refusal(404, 'NOT_FOUND', consents.answers.noDocument);
    }),
  ];
}

/** GET and POST /api/me/consents over `mine`; withdrawing a required kind is a 400. */
export function myConsentHandlers(mine = sampleMyConsents()) {
  let state = structuredClone(mine);
  return [
    http.get(apiPath('me/consents'), () => okEnvelope(state)),
    http.post(apiPath('me/consents'), async ({ request }) => {
      const body = (await request.json()) as ConsentChangeRequest;
      for (const choice of body.consents) {
        if (isRequiredConsent(choice.kind) && !choice.granted)
          return refusal(
            400,
            'BAD_REQUEST',
            consents.answers.requiredWithdraw(consents.kinds[choice.kind]),
          );
      }
      const at = '2026-11-20T03:00:00.000Z';
      state = {
        consents: state.consents.map((row) => {
          const choice = body.consents.find((given) => given.kind === row.kind);
          return choice
            ? {
                ...row,
                granted: choice.granted,
                answeredVersion: choice.version,
                answeredAt: at,
                needsAgreement: false,
              }
            : row;
        }),
        history: [
          ...body.consents.map((choice, index) => ({
            id: 100 + state.history.length + index,
            ...choice,
            source: isRequiredConsent(choice.kind) ? ('RECONSENT' as const) : ('MYPAGE' as const),
            recordedAt: at,
          })),
          ...state.history,
        ],
        needsAgreement: false,
      };
      state.needsAgreement = state.consents.some((row) => row.needsAgreement);
      return okEnvelope(state);
    }),
  ];
}

/**
 * GET and POST /api/me/data-exports and the link: a new request is PENDING once and READY on the
 * read after; a link is answered for a READY export, which then counts as downloaded.
 */
export function dataExportHandlers(exports: DataExport[] = []) {
  let rows = [...exports];
  return [
    http.get(apiPath('me/data-exports'), () => {
      const answer = okEnvelope(rows);
      rows = rows.map((row) =>
        row.status === 'PENDING'
          ? { ...row, status: 'READY' as const, readyAt: '2026-11-20T03:00:05.000Z' }
          : row,
      );
      return answer;
    }),
    http.post(apiPath('me/data-exports'), () => {
      if (rows.some((row) => row.status === 'PENDING' || row.status === 'READY'))
        return refusal(409, 'CONFLICT', consents.answers.exportBusy);
      const row: DataExport = {
        id: rows.length + 1,
        status: 'PENDING',
        requestedAt: '2026-11-20T03:00:00.000Z',
        readyAt: null,
        downloadedAt: null,
      };
      rows = [row, ...rows];
      return okEnvelope(row);
    }),
    // The browser downloads at once: the export counts as downloaded.
    http.post(apiPath('me/data-exports/:id/link'), ({ params }) => {
      const id = Number(params.id);
      if (!rows.some((row) => row.id === id && row.status === 'READY'))
        return refusal(410, 'GONE', consents.answers.exportGone);
      rows = rows.map((row) =>
        row.id === id
          ? { ...row, status: 'DOWNLOADED' as const, downloadedAt: '2026-11-20T03:01:00.000Z' }
          : row,
      );
      return okEnvelope({
        url: `/api/me/data-exports/${id}/file?token=sample`,
        expiresAt: '2026-11-20T03:15:00.000Z',
      });
    }),
  ];
}

/**
 * GET and POST /api/admin/consent-documents over `documents` (newest first): a new version is the
 * next number of its kind; an empty body is refused like the server.
 */
export function consentHistoryHandlers(documents = sampleConsentDocuments()) {
  let rows = [...documents];
  return [
    http.get(apiPath('admin/consent-documents'), () => okEnvelope(rows)),
    http.post(apiPath('admin/consent-documents'), async ({ request }) => {
      const body = (await request.json()) as {
        kind: ConsentDocument['kind'];
        title: string;
        body: string;
      };
      if (!body.body.trim()) return refusal(400, 'BAD_REQUEST', validation.consent.bodyRequired);
      const version =
        Math.max(0, ...rows.filter((row) => row.kind === body.kind).map((row) => row.version)) + 1;
      const row: ConsentDocument = {
        id: rows.length + 1,
        kind: body.kind,
        version,
        title: body.title,
        body: body.body,
        required: isRequiredConsent(body.kind),
        publishedAt: '2026-11-20T03:00:00.000Z',
      };
      rows = [row, ...rows];
      return okEnvelope(row);
    }),
  ];
}
