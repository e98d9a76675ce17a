import { describe, expect, it } from 'vitest';
import { validateQuestion } from './QuestionForm.tsx';

describe('the question form rules (spec 5)', () => {
  it('names each missing field with the spec words', () => {
    expect(validateQuestion({ lectureId: null, title: ' ', content: '' })).toEqual({
      lectureId: '강의를 선택하세요',
      title: '제목을 입력하세요',
      content: '내용을 입력하세요',
    });
    expect(validateQuestion({ lectureId: '3', title: '제목', content: '내용' })).toEqual({});
  });
});
