// Every message template, by name. Add one line per template file in this folder.
import type { MessageTemplate } from '../template.ts';
import { guardianInvitation } from './guardian-invitation.ts';

const all: MessageTemplate[] = [guardianInvitation as MessageTemplate];

export const templates = new Map(all.map((template) => [template.name, template]));
