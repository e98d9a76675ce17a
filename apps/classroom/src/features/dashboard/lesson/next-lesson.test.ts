import { describe, expect, it } from 'vitest';
import { lecture } from '../../../test/fixtures.ts';
import { nextUnfinished } from './next-lesson.ts';

describe('nextUnfinished', () => {
  it('is the first unfinished lesson after the current one, across chapters', () => {
    expect(nextUnfinished(lecture, 101)?.detailId).toBe(102);
    expect(nextUnfinished(lecture, 102)?.detailId).toBe(103);
  });

  it('wraps to an unfinished lesson earlier in the outline', () => {
    expect(nextUnfinished(lecture, 104)?.detailId).toBe(102);
  });

  it('is null when every other lesson is completed', () => {
    const done = {
      ...lecture,
      chapters: lecture.chapters.map((chapter) => ({
        ...chapter,
        details: chapter.details.map((detail) => ({
          ...detail,
          isCompleted: detail.detailId !== 103,
        })),
      })),
    };
    expect(nextUnfinished(done, 103)).toBeNull();
  });
});
