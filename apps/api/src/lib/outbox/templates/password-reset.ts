// The password-reset link (docs/product/security.md: password reset): an ACCOUNT message, always
// sent, by email only.
import * as messagesAccount from '@academy/strings/messages-account';
import { letter } from '../email-html.ts';
import { defineTemplate } from '../template.ts';

const t = messagesAccount.resetEmail;

export const passwordReset = defineTemplate<{ name: string; link: string; minutes: number }>({
  name: 'password-reset',
  purpose: 'ACCOUNT',
  variables: ['name', 'link', 'minutes'],
  email: ({ name, link, minutes }) =>
    letter(t.subject, [
      { paragraph: t.greeting(name) },
      { paragraph: t.body },
      { button: t.button, href: link },
      { note: t.validFor(minutes) },
      { note: t.notYou },
    ]),
});
