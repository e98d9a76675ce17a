// Every message template, by name. Add one line per template file in this folder.
import type { MessageTemplate } from '../template.ts';
import { emailVerification } from './email-verification.ts';
import { feedbackGiven } from './feedback-given.ts';
import { guardianInvitation } from './guardian-invitation.ts';
import { passwordReset } from './password-reset.ts';
import { questionAnswered } from './question-answered.ts';
import { textbookShipped } from './textbook-shipped.ts';
import { weeklyReportTemplate } from './weekly-report.ts';

const all: MessageTemplate[] = [
  passwordReset,
  emailVerification,
  guardianInvitation,
  questionAnswered,
  feedbackGiven,
  weeklyReportTemplate,
  textbookShipped,
];

export const templates = new Map(all.map((template) => [template.name, template]));
