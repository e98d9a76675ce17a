import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('makes http(s) addresses links and keeps the rest as text', () => {
    expect(linkify('자료: https://example.com/a?b=1 참고하세요')).toEqual([
      { kind: 'text', text: '자료: ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' 참고하세요' },
    ]);
  });

  it('leaves sentence punctuation after an address out of the link', () => {
    expect(linkify('보세요 http://x.test/p.')).toEqual([
      { kind: 'text', text: '보세요 ' },
      { kind: 'link', text: 'http://x.test/p', href: 'http://x.test/p' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes, and markup stays text', () => {
    const text = 'javascript:alert(1) <a href="https://evil.test">x</a>';
    const parts = linkify(text);
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual([
      'https://evil.test',
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });
});
