// The consent answers a sign-up sends (docs/product/privacy.md), kept apart from the rest of the
// consents' contract: the sign-up page's first visit carries only these.
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import { strictMessage } from './common.ts';

const m = validation.consent;

/** The documents a person consents to, in the order the screens show them. */
export const CONSENT_KINDS = ['TERMS', 'PRIVACY', 'PRIVACY_OPTIONAL', 'MARKETING'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
/** A student must agree to the current version of these to sign up and to go on using the classroom. */
export const REQUIRED_CONSENT_KINDS: readonly ConsentKind[] = ['TERMS', 'PRIVACY'];
export const isRequiredConsent = (kind: ConsentKind) => REQUIRED_CONSENT_KINDS.includes(kind);
/** Where each document's whole text is on the site (its page reads the kind back from the path). */
export const CONSENT_DOCUMENT_PATHS: Record<ConsentKind, string> = {
  TERMS: '/terms',
  PRIVACY: '/privacy',
  PRIVACY_OPTIONAL: '/agreements/privacy-optional',
  MARKETING: '/agreements/marketing',
};

export const ConsentKindSchema = v.picklist(CONSENT_KINDS, m.kindInvalid);

/** One answer to one document: its kind, the version shown, and yes or no. */
export const ConsentChoice = v.strictObject(
  {
    kind: ConsentKindSchema,
    version: v.pipe(
      v.number(m.versionInvalid),
      v.integer(m.versionInvalid),
      v.minValue(1, m.versionInvalid),
      v.maxValue(1_000_000, m.versionInvalid),
    ),
    granted: v.boolean(m.choiceInvalid),
  },
  strictMessage,
);
export type ConsentChoice = v.InferInput<typeof ConsentChoice>;

/** A list of choices, each kind at most once. */
export const ConsentChoices = v.pipe(
  v.array(ConsentChoice, m.noChoice),
  v.maxLength(CONSENT_KINDS.length, m.duplicateKind),
  v.check(
    (choices) => new Set(choices.map((choice) => choice.kind)).size === choices.length,
    m.duplicateKind,
  ),
);
