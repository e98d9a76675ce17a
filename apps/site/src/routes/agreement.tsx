import type { ConsentKind } from '@academy/api-client/contract';
import { data, useParams, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { ConsentDocumentPage } from '../features/policies/ConsentDocumentPage.tsx';
import { documentLoader, documentMeta } from '../shared/consent-document-route.ts';
import { NotFound } from './NotFound.tsx';

/** The optional documents' pages: /agreements/privacy-optional and /agreements/marketing. */
const KINDS: Record<string, ConsentKind> = {
  'privacy-optional': 'PRIVACY_OPTIONAL',
  marketing: 'MARKETING',
};

export function loader({ params }: LoaderFunctionArgs) {
  const kind = KINDS[params.kind ?? ''];
  return kind ? documentLoader(kind) : data(undefined, { status: 404 });
}

export const meta = (args: MetaArgs) => {
  const kind = KINDS[args.params.kind ?? ''];
  return kind ? documentMeta(kind, `/agreements/${args.params.kind}`, args) : [];
};

export default function AgreementPage() {
  const kind = KINDS[useParams().kind ?? ''];
  return kind ? <ConsentDocumentPage kind={kind} /> : <NotFound />;
}
