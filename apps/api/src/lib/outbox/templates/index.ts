// Every message template, by name. Add one line per template file in this folder.
import type { MessageTemplate } from '../template.ts';
import { weeklyReportTemplate } from './weekly-report.ts';

const all: MessageTemplate[] = [weeklyReportTemplate as unknown as MessageTemplate];

export const templates = new Map(all.map((template) => [template.name, template]));
