// The lecture outline's order as the builder moves things (docs/decisions/018-staff-authoring.md):
// chapters among themselves, a detail within its chapter or into another one; the result is the
// whole order the server's PUT /api/admin/lectures/{id}/reorder takes.
import type { AdminChapter, ReorderRequest } from '@academy/api-client/contract';

export type Outline = AdminChapter[];

export function moveChapter(outline: Outline, from: number, to: number): Outline {
  if (from === to || to < 0 || to >= outline.length) return outline;
  const next = [...outline];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Moves a detail from one chapter's position to another's (the same chapter or not). */
export function moveDetail(
  outline: Outline,
  from: { chapterId: number; index: number },
  to: { chapterId: number; index: number },
): Outline {
  const source = outline.find((chapter) => chapter.chapterId === from.chapterId);
  const target = outline.find((chapter) => chapter.chapterId === to.chapterId);
  const moved = source?.details[from.index];
  if (!source || !target || !moved) return outline;
  if (from.chapterId === to.chapterId && from.index === to.index) return outline;
  return outline.map((chapter) => {
    let details = chapter.details;
    if (chapter.chapterId === from.chapterId) details = details.filter((_, i) => i !== from.index);
    if (chapter.chapterId === to.chapterId) {
      details = [...details];
      details.splice(to.index, 0, { ...moved, lectureChapterId: to.chapterId });
    }
    return details === chapter.details ? chapter : { ...chapter, details };
  });
}

/**
 * One step up or down for the buttons: within the chapter, or across its edge into the previous
 * chapter's end or the next chapter's start.
 */
export function stepDetail(outline: Outline, chapterIndex: number, index: number, step: -1 | 1) {
  const chapter = outline[chapterIndex];
  if (!chapter) return outline;
  const target = index + step;
  if (target >= 0 && target < chapter.details.length) {
    return moveDetail(
      outline,
      { chapterId: chapter.chapterId, index },
      { chapterId: chapter.chapterId, index: target },
    );
  }
  const neighbour = outline[chapterIndex + step];
  if (!neighbour) return outline;
  return moveDetail(
    outline,
    { chapterId: chapter.chapterId, index },
    { chapterId: neighbour.chapterId, index: step === 1 ? 0 : neighbour.details.length },
  );
}

export const orderBody = (outline: Outline): ReorderRequest => ({
  chapters: outline.map((chapter) => ({
    chapterId: chapter.chapterId,
    detailIds: chapter.details.map((detail) => detail.detailId),
  })),
});
