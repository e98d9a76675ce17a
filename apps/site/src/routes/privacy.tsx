import type { MetaArgs } from 'react-router';
import { ConsentDocumentPage } from '../features/policies/ConsentDocumentPage.tsx';
import { documentLoader, documentMeta } from '../shared/consent-document-route.ts';

export const loader = () => documentLoader('PRIVACY');
export const meta = (args: MetaArgs) => documentMeta('PRIVACY', '/privacy', args);

export default function PrivacyPage() {
  return <ConsentDocumentPage kind="PRIVACY" />;
}
