import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { allOf, contractResolver, firstError } from './contract-resolver.ts';

const Request = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('이름을 입력하세요'),
    v.minLength(2, '두 글자 이상'),
  ),
  scores: v.object({ first: v.number('점수를 입력하세요') }),
});

describe('contractResolver', () => {
  it('answers nothing for a valid request and the first message of each field otherwise', () => {
    const resolve = contractResolver<{ name: string; scores: { first: number } }>(Request);
    expect(resolve({ name: '김철수', scores: { first: 1 } })).toEqual({});
    expect(resolve({ name: ' ', scores: { first: NaN } })).toEqual({
      name: '이름을 입력하세요',
      'scores.first': '점수를 입력하세요',
    });
  });

  it('checks the request built from the values and shows each issue on its form field', () => {
    const resolve = contractResolver<{ fullName: string; first: string }>(Request, {
      toInput: (values) => ({
        name: values.fullName,
        scores: { first: values.first === '' ? undefined : Number(values.first) },
      }),
      field: (path) => ({ name: 'fullName', 'scores.first': 'first' })[path],
    });
    expect(resolve({ fullName: '김', first: '' })).toEqual({
      fullName: '두 글자 이상',
      first: '점수를 입력하세요',
    });
  });

  it('drops an issue mapped to null, and allOf keeps the first message of a field', () => {
    const resolve = contractResolver<{ name: string }>(Request, {
      field: (path) => (path.startsWith('scores') ? null : undefined),
    });
    expect(resolve({ name: '' })).toEqual({ name: '이름을 입력하세요' });
    const extra = () => ({ name: '다른 메시지', other: '추가' });
    expect(allOf(resolve, extra)({ name: '' })).toEqual({
      name: '이름을 입력하세요',
      other: '추가',
    });
  });
});

describe('firstError', () => {
  it('answers the message of the first field in screen order that has one', () => {
    expect(firstError({ url: '링크', title: '제목' }, ['title', 'imageFile', 'url'])).toBe('제목');
    expect(firstError({ url: '링크' }, ['title', 'imageFile', 'url'])).toBe('링크');
    expect(firstError({}, ['title'])).toBeNull();
  });
});
