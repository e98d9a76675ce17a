import type { AdminLecture, DetailContent } from '@academy/api-client/contract';
import { describe, expect, it } from 'vitest';
import { emptyParts } from './publish-check.ts';
import { builderLecture } from './testing.ts';

const content = (fields: Partial<DetailContent>): DetailContent => ({
  contentId: 1,
  contents: null,
  videoId: null,
  videoDuration: null,
  playerUrl: null,
  attachmentDescription: null,
  attachments: [],
  ...fields,
});

describe('what publishing warns of', () => {
  it('names a video without a video, a quiz without questions and an empty other lesson', () => {
    expect(emptyParts(builderLecture)).toEqual([
      '영상 "유형 소개 영상": 영상이 없습니다.',
      '퀴즈 "유형 확인 퀴즈": 문제가 없습니다.',
      '기타 "받아쓰기 과제": 내용이 없습니다.',
    ]);
  });

  it('names a chapter without lessons, and a lecture without chapters', () => {
    const [first] = builderLecture.chapters;
    expect(emptyParts({ ...builderLecture, chapters: [{ ...first!, details: [] }] })).toEqual([
      '챕터 "1장. 청해 유형": 디테일이 없습니다.',
    ]);
    expect(emptyParts({ ...builderLecture, chapters: [] })).toEqual(['챕터가 하나도 없습니다.']);
  });

  it('finds nothing once each lesson has what it needs (a live lesson is its own form’s)', () => {
    const filled: AdminLecture = {
      ...builderLecture,
      chapters: builderLecture.chapters.map((chapter) => ({
        ...chapter,
        details: [
          ...chapter.details.map((detail) =>
            detail.type === 'VIDEO'
              ? { ...detail, content: content({ videoId: 'vid1' }) }
              : detail.type === 'QUIZ'
                ? { ...detail, quizQuestionCount: 2 }
                : { ...detail, content: content({ contents: '받아쓰기 안내' }) },
          ),
          { ...chapter.details[0]!, detailId: 99, type: 'LIVE' as const },
        ],
      })),
    };
    expect(emptyParts(filled)).toEqual([]);
  });
});
