import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ChapterReader,
  normalizeDetailType,
  normalizeRole,
  questionLectureTitle,
} from './readers.ts';

describe('tolerant readers (spec 3)', () => {
  it('reads a chapter whose id and title come under any of their names', () => {
    for (const row of [
      { id: 1, title: '1장' },
      { chapterId: 1, chapterTitle: '1장' },
      { lectureChapterId: 1, title: '1장' },
    ]) {
      expect(v.parse(ChapterReader, row)).toMatchObject({
        chapterId: 1,
        chapterTitle: '1장',
        details: [],
      });
    }
    expect(() => v.parse(ChapterReader, { title: '아이디 없음' })).toThrow('a chapter needs an id');
  });

  it('reads a detail with a contents list or a single content', () => {
    const list = v.parse(ChapterReader, {
      id: 1,
      title: '1장',
      details: [
        {
          detailId: 7,
          detailTitle: '영상',
          type: 'video',
          contents: [{ contentId: 3, contents: '설명', videoId: 'v1' }],
        },
        { id: 8, title: '퀴즈', type: 'Quiz', content: { id: 4, text: '본문' } },
      ],
    });
    expect(list.details[0]).toEqual({
      detailId: 7,
      detailTitle: '영상',
      type: 'VIDEO',
      contents: [{ contentId: 3, contents: '설명', videoId: 'v1' }],
    });
    expect(list.details[1]).toEqual({
      detailId: 8,
      detailTitle: '퀴즈',
      type: 'QUIZ',
      contents: [{ contentId: 4, contents: '본문', videoId: null }],
    });
  });

  it('compares roles and types case-insensitively', () => {
    expect(normalizeRole('teacher')).toBe('TEACHER');
    expect(normalizeRole(' Admin ')).toBe('ADMIN');
    expect(normalizeRole('unknown')).toBe('STUDENT');
    expect(normalizeDetailType('live')).toBe('LIVE');
    expect(normalizeDetailType('podcast')).toBe('OTHER');
  });

  it("reads a question's lecture title under either name", () => {
    expect(questionLectureTitle({ lectureName: '독해' })).toBe('독해');
    expect(questionLectureTitle({ lectureTitle: '수학', lectureName: '독해' })).toBe('수학');
  });
});
