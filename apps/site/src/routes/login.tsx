import { siteStrings } from '@academy/strings/site';
import { LoginForm } from '../features/login/LoginForm.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';

export function Component() {
  useDocumentTitle(siteStrings.login.title);
  return <LoginForm />;
}
