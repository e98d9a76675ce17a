// Version 1 of each consent document (docs/product/privacy.md): every start publishes it for a kind
// that has none (a fresh database, in any environment), so a sign-up always has texts to agree to.
// Later versions are an admin's (POST /api/admin/consent-documents).
import * as consents from '@academy/strings/consents';
import { policies, type PolicySection } from '@academy/strings/policies';
import { CONSENT_KINDS, type ConsentKind } from '@academy/api-client/contract/consents';
import type { Database } from './client.ts';
import { consentDocuments } from './schema/privacy.ts';

/** A policy page's text as a document body: "## " headings and blank-line paragraphs. */
const bodyOf = (intro: string, sections: readonly PolicySection[]) =>
  [intro, ...sections.flatMap((section) => [`## ${section.heading}`, ...section.paragraphs])].join(
    '\n\n',
  );

const FIRST: Record<ConsentKind, { title: string; body: string }> = {
  TERMS: {
    title: policies.terms.title,
    body: bodyOf(policies.terms.intro, policies.terms.sections),
  },
  PRIVACY: {
    title: policies.privacy.title,
    body: bodyOf(policies.privacy.intro, policies.privacy.sections),
  },
  PRIVACY_OPTIONAL: consents.firstVersions.PRIVACY_OPTIONAL,
  MARKETING: consents.firstVersions.MARKETING,
};

/** Publishes version 1 of each kind that has no version yet; answers the kinds it published. */
export async function publishFirstVersions(db: Database) {
  const rows = await db
    .insert(consentDocuments)
    .values(CONSENT_KINDS.map((kind) => ({ kind, version: 1, ...FIRST[kind] })))
    .onConflictDoNothing()
    .returning({ id: consentDocuments.id, kind: consentDocuments.kind });
  return rows;
}
