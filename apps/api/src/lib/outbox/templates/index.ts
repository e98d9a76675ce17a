// Every message template, by name. Add one line per template file in this folder.
import type { MessageTemplate } from '../template.ts';
import { emailVerification } from './email-verification.ts';
import { guardianInvitation } from './guardian-invitation.ts';
import { passwordReset } from './password-reset.ts';
import { weeklyReportTemplate } from './weekly-report.ts';

// (A template typed with its own variables is not assignable to the general type: the cast is
// the registry's, once.)
const all = [
  passwordReset,
  emailVerification,
  guardianInvitation,
  weeklyReportTemplate,
] as unknown as MessageTemplate[];

export const templates = new Map(all.map((template) => [template.name, template]));
