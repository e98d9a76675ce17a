import { policies } from '@academy/strings/policies';
import * as siteStrings from '@academy/strings/site';
import { PolicyPage } from '../features/policies/PolicyPage.tsx';
import { pageMeta } from '../shared/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: policies.privacy.title,
    description: siteStrings.descriptions.policy,
    path: '/privacy',
  });

export default function PrivacyPage() {
  return <PolicyPage {...policies.privacy} />;
}
