// A teacher answered a student's question while the student was away from the site.
import * as words from '@academy/strings/messages-notify';
import { defineTemplate } from '../template.ts';

export const questionAnswered = defineTemplate<{ title: string; url: string }>({
  name: 'question-answered',
  purpose: 'INFORMATIONAL',
  variables: ['title', 'url'],
  // the id SOLAPI gives the template once Kakao approved it (docs/product/messaging.md)
  alimtalk: {
    templateCode: 'ACADEMY_QUESTION_ANSWERED',
    text: ({ title, url }) => words.questionAnswered.alimtalk(title, url),
  },
  sms: ({ title, url }) => words.questionAnswered.sms(title, url),
});
