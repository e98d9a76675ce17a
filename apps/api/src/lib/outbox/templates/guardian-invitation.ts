// A guardian's invitation (docs/product/parents.md): the link that makes a parent account, or adds
// the child to a signed-in parent's. ACCOUNT: it is sent once, because someone asked for it, to a
// person who has no account (so no preferences) yet; by email, or by SMS when the student gave a
// phone number. The words: @academy/strings/messages-guardians.
import * as guardians from '@academy/strings/messages-guardians';
import { letter } from '../email-html.ts';
import { defineTemplate } from '../template.ts';

const say = guardians.invitationMessage;

export const guardianInvitation = defineTemplate<{
  studentName: string;
  acceptUrl: string;
  expiresOn: string;
}>({
  name: 'guardian-invitation',
  purpose: 'ACCOUNT',
  variables: ['studentName', 'acceptUrl', 'expiresOn'],
  email: ({ studentName, acceptUrl, expiresOn }) =>
    letter(say.subject(studentName), [
      { paragraph: say.greeting },
      { paragraph: say.body(studentName) },
      { button: say.action, href: acceptUrl },
      { note: say.expires(expiresOn) },
      { note: say.ignore },
    ]),
  sms: ({ studentName, acceptUrl }) => say.sms(studentName, acceptUrl),
});
