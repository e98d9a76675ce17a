// A teacher gave feedback on a student's assignment while the student was away from the site.
import * as words from '@academy/strings/messages-notify';
import { defineTemplate } from '../template.ts';

export const feedbackGiven = defineTemplate<{ title: string; url: string }>({
  name: 'feedback-given',
  purpose: 'INFORMATIONAL',
  variables: ['title', 'url'],
  // the id SOLAPI gives the template once Kakao approved it (docs/product/messaging.md)
  alimtalk: {
    templateCode: 'ACADEMY_FEEDBACK_GIVEN',
    text: ({ title, url }) => words.feedbackGiven.alimtalk(title, url),
  },
  sms: ({ title, url }) => words.feedbackGiven.sms(title, url),
});
