import * as siteStrings from '@academy/strings/site';
import { LoginForm } from '../features/login/LoginForm.tsx';
import { pageMeta } from '../shared/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: siteStrings.login.title,
    description: siteStrings.descriptions.login,
    path: '/login',
  });

export default function LoginPage() {
  return <LoginForm />;
}
