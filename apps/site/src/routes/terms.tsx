import type { MetaArgs } from 'react-router';
import { ConsentDocumentPage } from '../features/policies/ConsentDocumentPage.tsx';
import { documentLoader, documentMeta } from '../shared/consent-document-route.ts';

export const loader = () => documentLoader('TERMS');
export const meta = (args: MetaArgs) => documentMeta('TERMS', '/terms', args);

export default function TermsPage() {
  return <ConsentDocumentPage kind="TERMS" />;
}
