// Staff-written rich text (notices, docs/decisions/018-staff-authoring.md) is sanitised on the
// server before it is stored: the site renders it as HTML, so only an allow-list of tags and
// attributes survives. Scripts, styles, event handlers, frames and javascript: links are dropped;
// links open safely; images come only from our own uploads (/api/files/...) or https.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // script and style are dropped with their text, not kept as visible text
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // the editor's h1 would compete with the page's own heading
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        target: '_blank',
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    !(frame.attribs.src?.startsWith('/api/files/') || frame.attribs.src?.startsWith('https://')),
};

/** The HTML staff may store: the allow-list above, everything else removed. */
export const sanitizeRichText = (html: string) => sanitizeHtml(html, OPTIONS).trim();

/** Whether sanitised HTML shows anything (text or an image). */
export const hasVisibleContent = (html: string) =>
  /<img\s/i.test(html) ||
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';
