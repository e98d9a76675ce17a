import * as siteStrings from '@academy/strings/site';
import { SignupWizard } from '../features/signup/SignupWizard.tsx';
import { pageMeta } from '../shared/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: siteStrings.signup.title,
    description: siteStrings.descriptions.signup,
    path: '/signup',
  });

export default function SignupPage() {
  return <SignupWizard />;
}
