import { describe, expect, it } from 'vitest';
import { validateQuestion } from './QuestionForm.tsx';

const photo = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('the question form rules', () => {
  it('names each missing field with the spec words', () => {
    expect(validateQuestion({ lectureId: null, title: ' ', content: '', images: [] })).toEqual({
      lectureId: '강의를 선택하세요',
      title: '제목을 입력하세요',
      content: '내용을 입력하세요',
    });
    expect(
      validateQuestion({ lectureId: '3', title: '제목', content: '내용', images: [] }),
    ).toEqual({});
  });

  it('takes up to three JPG, PNG or WEBP photos of at most 5 MB', () => {
    const draft = { lectureId: '3', title: '제목', content: '내용' };
    expect(
      validateQuestion({
        ...draft,
        images: [
          photo('a.jpg', 'image/jpeg'),
          photo('b.png', 'image/png'),
          photo('c.webp', 'image/webp'),
        ],
      }),
    ).toEqual({});
    expect(validateQuestion({ ...draft, images: [photo('a.gif', 'image/gif')] })).toEqual({
      images: '사진은 JPG, PNG, WEBP 파일만 첨부할 수 있습니다.',
    });
    expect(
      validateQuestion({ ...draft, images: [photo('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)] }),
    ).toEqual({ images: '사진은 한 장에 5MB 이하여야 합니다.' });
    expect(
      validateQuestion({
        ...draft,
        images: ['1', '2', '3', '4'].map((n) => photo(`${n}.png`, 'image/png')),
      }),
    ).toEqual({ images: '사진은 한 질문에 3장까지 첨부할 수 있습니다.' });
  });
});
