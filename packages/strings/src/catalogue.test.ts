// Every text of the catalogue is Korean (docs/product/screens.md: the interface language is
// Korean). A value with no Hangul fails unless it is a technical token people do see as is: a URL,
// an email address, a domain, a number, EJU, or the detail types VIDEO, LIVE, QUIZ.
import { describe, expect, it } from 'vitest';

const HANGUL = /[\u3131-\u318E\uAC00-\uD7A3]/;
const ALLOWED = [
  /^https?:\/\/\S*$/i, // URLs
  /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, // emails
  /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, // domains (naver.com)
  /^[\d\s.,:%+\-/()~]+$/, // numbers, times, figures and their ranges
  /^EJU$/,
  /^(VIDEO|LIVE|QUIZ|OTHER)(, ?(VIDEO|LIVE|QUIZ|OTHER))*$/,
];

const isAllowed = (text: string) => HANGUL.test(text) || ALLOWED.some((rule) => rule.test(text));

/** Every string in a catalogue value, with its path; functions are called with a sample. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (typeof value === 'function') {
    // Message builders take numbers or names; one that needs something else is checked by its
    // own tests (a throw here must not hide the rest of the catalogue).
    let sample: unknown;
    try {
      sample = (value as (...args: unknown[]) => unknown)(3, 3, 3);
    } catch {
      return;
    }
    yield* strings(sample, `${path}()`);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* strings(item, `${path}[${index}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${path}.${key}`);
  }
}

const catalogues = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});

describe('string catalogue', () => {
  it('covers every catalogue file', () => {
    const files = Object.keys(catalogues).sort();
    for (const expected of ['ko', 'validation', 'errors', 'site', 'classroom', 'admin']) {
      expect(files).toContain(`./${expected}.ts`);
    }
  });

  it('has no English UI text', () => {
    const offenders: string[] = [];
    for (const [file, module] of Object.entries(catalogues)) {
      for (const [path, text] of strings(module, file)) {
        if (!isAllowed(text.trim())) offenders.push(`${path}: ${JSON.stringify(text)}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('catches English when it appears (the rule can fail)', () => {
    const found = [...strings({ a: { b: 'Save' }, c: () => 'Page 3', d: '저장' }, 'x')]
      .filter(([, text]) => !isAllowed(text))
      .map(([path]) => path);
    expect(found).toEqual(['x.a.b', 'x.c()']);
    expect(isAllowed('https://www.youtube.com/watch?v=1')).toBe(true);
    expect(isAllowed('naver.com')).toBe(true);
    expect(isAllowed('student@academy.test')).toBe(true);
    expect(isAllowed('디테일 유형을 입력하세요. (예: VIDEO, LIVE, QUIZ)')).toBe(true);
    expect(isAllowed('VIDEO, LIVE, QUIZ')).toBe(true);
    expect(isAllowed('95%')).toBe(true);
    expect(isAllowed('Loading...')).toBe(false);
  });
});
