// A student's textbook left the academy while they were away from the site.
import * as words from '@academy/strings/admin-orders';
import { defineTemplate } from '../template.ts';

export const textbookShipped = defineTemplate<{ title: string; url: string }>({
  name: 'textbook-shipped',
  purpose: 'INFORMATIONAL',
  variables: ['title', 'url'],
  // the id SOLAPI gives the template once Kakao approved it (docs/product/messaging.md)
  alimtalk: {
    templateCode: 'ACADEMY_TEXTBOOK_SHIPPED',
    text: ({ title, url }) => words.notify.alimtalk(title, url),
  },
  sms: ({ title, url }) => words.notify.sms(title, url),
});
