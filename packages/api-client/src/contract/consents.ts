// Consents and a person's own data (docs/product/privacy.md, docs/product/api.md): the versioned
// documents staff publish, the consent choices a sign-up and my page send, the consent state and
// history, and the data export's rows and link.
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import { strictMessage } from './common.ts';
import { CONSENT_KINDS, ConsentChoices, ConsentKindSchema } from './consent-choices.ts';
import { envelope } from './envelope.ts';

export * from './consent-choices.ts';

const m = validation.consent;

/** Where a consent record came from. */
export const CONSENT_SOURCES = ['SIGNUP', 'MYPAGE', 'RECONSENT', 'SEED'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const DATA_EXPORT_STATUSES = ['PENDING', 'READY', 'DOWNLOADED', 'EXPIRED'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** At most this many export requests per person in 24 hours (docs/product/limits.md). */
export const DATA_EXPORTS_PER_DAY = 3;

/** POST /api/me/consents: grant or withdraw (a required one is only granted). */
export const ConsentChangeRequest = v.strictObject(
  { consents: v.pipe(ConsentChoices, v.minLength(1, m.noChoice)) },
  strictMessage,
);
export type ConsentChangeRequest = v.InferInput<typeof ConsentChangeRequest>;

/** A published version of a document: immutable once published. */
export const ConsentDocument = v.object({
  id: v.number(),
  kind: v.picklist(CONSENT_KINDS),
  version: v.number(),
  title: v.string(),
  /** plain text: paragraphs split by blank lines, a line starting "## " is a heading */
  body: v.string(),
  required: v.boolean(),
  publishedAt: v.string(),
});
export type ConsentDocument = v.InferOutput<typeof ConsentDocument>;
/** The current version of each kind that has one. */
export const ConsentDocumentListResponse = envelope(v.array(ConsentDocument));
export const ConsentDocumentResponse = envelope(ConsentDocument);

export const ConsentKindParam = v.object({ kind: ConsentKindSchema });

/** POST /api/admin/consent-documents: a new version of one kind (ADMIN). */
export const ConsentPublishRequest = v.strictObject(
  {
    kind: ConsentKindSchema,
    title: v.pipe(
      v.string(m.titleRequired),
      v.trim(),
      v.nonEmpty(m.titleRequired),
      v.maxLength(100, m.titleRequired),
    ),
    body: v.pipe(
      v.string(m.bodyRequired),
      v.trim(),
      v.nonEmpty(m.bodyRequired),
      v.maxLength(50_000, m.bodyRequired),
    ),
  },
  strictMessage,
);
export type ConsentPublishRequest = v.InferInput<typeof ConsentPublishRequest>;

/** One kind as it stands for the caller. */
export const ConsentState = v.object({
  kind: v.picklist(CONSENT_KINDS),
  required: v.boolean(),
  /** the current version (null: nothing published) */
  currentVersion: v.nullable(v.number()),
  /** the version of the caller's latest answer (null: never answered) */
  answeredVersion: v.nullable(v.number()),
  granted: v.boolean(),
  answeredAt: v.nullable(v.string()),
  /** a required kind whose current version the caller has not agreed to */
  needsAgreement: v.boolean(),
});
export type ConsentState = v.InferOutput<typeof ConsentState>;

/** One row of the append-only history. */
export const ConsentRecord = v.object({
  id: v.number(),
  kind: v.picklist(CONSENT_KINDS),
  version: v.number(),
  granted: v.boolean(),
  source: v.picklist(CONSENT_SOURCES),
  recordedAt: v.string(),
});
export type ConsentRecord = v.InferOutput<typeof ConsentRecord>;

export const MyConsents = v.object({
  consents: v.array(ConsentState),
  /** newest first */
  history: v.array(ConsentRecord),
  /** true when any required kind needs agreeing again (a student only) */
  needsAgreement: v.boolean(),
});
export type MyConsents = v.InferOutput<typeof MyConsents>;
export const MyConsentsResponse = envelope(MyConsents);

export const DataExport = v.object({
  id: v.number(),
  status: v.picklist(DATA_EXPORT_STATUSES),
  requestedAt: v.string(),
  readyAt: v.nullable(v.string()),
  downloadedAt: v.nullable(v.string()),
});
export type DataExport = v.InferOutput<typeof DataExport>;
/** newest first */
export const DataExportListResponse = envelope(v.array(DataExport));
export const DataExportResponse = envelope(DataExport);

/** A link that downloads the file once, within `expiresAt`. */
export const DataExportLink = v.object({ url: v.string(), expiresAt: v.string() });
export type DataExportLink = v.InferOutput<typeof DataExportLink>;
export const DataExportLinkResponse = envelope(DataExportLink);

export const DataExportFileQuery = v.object({
  token: v.pipe(v.string(m.linkInvalid), v.maxLength(100)),
});
