import { siteStrings } from '@academy/strings/site';
import { SignupWizard } from '../features/signup/SignupWizard.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';

export function Component() {
  useDocumentTitle(siteStrings.signup.title);
  return <SignupWizard />;
}
