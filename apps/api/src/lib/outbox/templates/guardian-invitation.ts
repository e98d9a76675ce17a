// A guardian's invitation (docs/product/parents.md): the link that makes a parent account, or adds
// the child to a signed-in parent's. ACCOUNT: it is sent once, because someone asked for it, to a
// person who has no account (so no preferences) yet; by email, or by SMS when the student gave a
// phone number. The words: @academy/strings/messages-guardians.
import * as guardians from '@academy/strings/messages-guardians';
import { defineTemplate } from '../template.ts';

const say = guardians.invitationMessage;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const guardianInvitation = defineTemplate<{
  studentName: string;
  acceptUrl: string;
  expiresOn: string;
}>({
  name: 'guardian-invitation',
  purpose: 'ACCOUNT',
  variables: ['studentName', 'acceptUrl', 'expiresOn'],
  email: ({ studentName, acceptUrl, expiresOn }) => ({
    subject: say.subject(studentName),
    text: [
      say.greeting,
      '',
      say.body(studentName),
      '',
      `${say.action}: ${acceptUrl}`,
      '',
      say.expires(expiresOn),
      say.ignore,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(say.greeting)}</p>`,
      `<p>${escapeHtml(say.body(studentName))}</p>`,
      `<p><a href="${escapeHtml(acceptUrl)}">${escapeHtml(say.action)}</a></p>`,
      `<p>${escapeHtml(say.expires(expiresOn))}<br>${escapeHtml(say.ignore)}</p>`,
    ].join('\n'),
  }),
  sms: ({ studentName, acceptUrl }) => say.sms(studentName, acceptUrl),
});
