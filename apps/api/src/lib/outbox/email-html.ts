// An email from one list of parts, as plain text and as HTML: a plain one-column letter with
// inline styles only (mail clients drop <style> blocks, and the admin's preview frame allows only
// style attributes). Every text goes through escapeHtml, so a variable can never add markup.
import type { RenderedEmail } from './template.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

export type LetterPart =
  | { paragraph: string }
  | { button: string; href: string }
  | { note: string }
  | { heading: string }
  | { list: string[] };

const listHtml = (items: string[]) =>
  `<ul style="margin:0 0 16px;padding-left:20px">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** The plain-text twin of the same parts: one block each, a blank line between. */
function letterText(parts: LetterPart[]) {
  return parts
    .map((part) => {
      if ('button' in part) return `${part.button}: ${part.href}`;
      if ('note' in part) return part.note;
      if ('heading' in part) return `${part.heading}:`;
      if ('list' in part) return part.list.map((item) => `- ${item}`).join('\n');
      return part.paragraph;
    })
    .join('\n\n');
}

/** An email: its subject, and its parts as plain text and as HTML. */
export function letter(subject: string, parts: LetterPart[]): RenderedEmail {
  return { subject, text: letterText(parts), html: letterHtml(subject, parts) };
}

/** An email body: paragraphs, headings, lists, a link drawn as a button, small notes. */
function letterHtml(title: string, parts: LetterPart[]) {
  const body = parts
    .map((part) => {
      if ('button' in part) {
        const href = escapeHtml(part.href);
        return `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;background:#1c7ed6;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(part.button)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#868e96;word-break:break-all">${href}</p>`;
      }
      if ('note' in part)
        return `<p style="margin:0 0 12px;font-size:13px;color:#868e96">${escapeHtml(part.note)}</p>`;
      if ('heading' in part)
        return `<h2 style="margin:24px 0 8px;font-size:16px">${escapeHtml(part.heading)}</h2>`;
      if ('list' in part) return listHtml(part.list);
      return `<p style="margin:0 0 16px">${escapeHtml(part.paragraph)}</p>`;
    })
    .join('');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="margin:0;padding:24px;background:#f8f9fa;font-family:sans-serif;color:#212529;line-height:1.6"><div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">${body}</div></body></html>`;
}
