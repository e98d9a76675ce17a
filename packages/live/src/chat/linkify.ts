// Links in chat messages become clickable; everything else stays text (nothing is rendered as
// HTML: React escapes each part).
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.y/a."). */
const TRAILING = /[.,;:!?)\]}'"」』。、]+$/;

export function linkify(content: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of content.matchAll(URL_PATTERN)) {
    let address = match[0];
    const trailing = TRAILING.exec(address)?.[0] ?? '';
    address = address.slice(0, address.length - trailing.length);
    let href: string;
    try {
      href = new URL(address).toString();
    } catch {
      continue;
    }
    if (match.index > last) parts.push({ kind: 'text', text: content.slice(last, match.index) });
    parts.push({ kind: 'link', text: address, href });
    last = match.index + address.length;
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) });
  return parts;
}
