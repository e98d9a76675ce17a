import type { AdminChapter } from '@academy/api-client/contract';
import { describe, expect, it } from 'vitest';
import { moveChapter, moveDetail, orderBody, stepDetail } from './reorder.ts';

const detail = (detailId: number, chapterId: number) => ({
  detailId,
  lectureChapterId: chapterId,
  detailTitle: `디테일 ${detailId}`,
  type: 'VIDEO' as const,
  detailOrder: 0,
  quizQuestionCount: 0,
  content: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const chapter = (chapterId: number, detailIds: number[]): AdminChapter => ({
  chapterId,
  lectureId: 1,
  chapterTitle: `챕터 ${chapterId}`,
  chapterOrder: 0,
  details: detailIds.map((id) => detail(id, chapterId)),
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const outline = () => [chapter(1, [11, 12]), chapter(2, [21])];

describe('the builder order', () => {
  it('moves chapters and names the whole order', () => {
    expect(orderBody(moveChapter(outline(), 1, 0))).toEqual({
      chapters: [
        { chapterId: 2, detailIds: [21] },
        { chapterId: 1, detailIds: [11, 12] },
      ],
    });
    expect(moveChapter(outline(), 0, 5)).toEqual(outline());
  });

  it('moves a detail into another chapter, which it then belongs to', () => {
    const moved = moveDetail(outline(), { chapterId: 1, index: 1 }, { chapterId: 2, index: 0 });
    expect(orderBody(moved).chapters).toEqual([
      { chapterId: 1, detailIds: [11] },
      { chapterId: 2, detailIds: [12, 21] },
    ]);
    expect(moved[1]!.details[0]!.lectureChapterId).toBe(2);
  });

  it('steps a detail across a chapter edge with the up and down buttons', () => {
    expect(orderBody(stepDetail(outline(), 0, 1, 1)).chapters[1]!.detailIds).toEqual([12, 21]);
    expect(orderBody(stepDetail(outline(), 1, 0, -1)).chapters[0]!.detailIds).toEqual([11, 12, 21]);
    expect(orderBody(stepDetail(outline(), 0, 0, 1)).chapters[0]!.detailIds).toEqual([12, 11]);
    // the very first detail has nowhere up to go
    expect(stepDetail(outline(), 0, 0, -1)).toEqual(outline());
  });
});
