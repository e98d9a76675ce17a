import { policies } from '@academy/strings/policies';
import * as siteStrings from '@academy/strings/site';
import { PolicyPage } from '../features/policies/PolicyPage.tsx';
import { pageMeta } from '../shared/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: policies.terms.title,
    description: siteStrings.descriptions.policy,
    path: '/terms',
  });

export default function TermsPage() {
  return <PolicyPage {...policies.terms} />;
}
