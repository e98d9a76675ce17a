// The email-verification link a sign-up (or an email change) sends (docs/product/security.md:
// email verification): an ACCOUNT message, always sent, by email only.
import * as messagesAccount from '@academy/strings/messages-account';
import { letter } from '../email-html.ts';
import { defineTemplate } from '../template.ts';

const t = messagesAccount.verifyEmail;

export const emailVerification = defineTemplate<{ name: string; link: string; hours: number }>({
  name: 'email-verification',
  purpose: 'ACCOUNT',
  variables: ['name', 'link', 'hours'],
  email: ({ name, link, hours }) =>
    letter(t.subject, [
      { paragraph: t.greeting(name) },
      { paragraph: t.body },
      { button: t.button, href: link },
      { note: t.validFor(hours) },
      { note: t.notYou },
    ]),
});
