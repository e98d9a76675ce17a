import { policies } from '@academy/strings/policies';
import { PolicyPage } from '../features/policies/PolicyPage.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';

export function Component() {
  useDocumentTitle(policies.terms.title);
  return <PolicyPage {...policies.terms} />;
}
