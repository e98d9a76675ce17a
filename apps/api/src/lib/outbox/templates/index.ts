// Every message template, by name. Add one line per template file in this folder.
import type { MessageTemplate } from '../template.ts';
import { feedbackGiven } from './feedback-given.ts';
import { questionAnswered } from './question-answered.ts';

const all: MessageTemplate[] = [questionAnswered, feedbackGiven];

export const templates = new Map(all.map((template) => [template.name, template]));
