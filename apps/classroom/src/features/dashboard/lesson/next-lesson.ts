import type { ClassroomLecture } from '@academy/api-client/contract';

type Detail = ClassroomLecture['chapters'][number]['details'][number];

/**
 * the "다음 강의" in docs/product/learning.md: the first unfinished lesson after `detailId` in the
 * outline's order, else the first unfinished one before it; null when every other lesson is
 * completed.
 */
export function nextUnfinished(lecture: ClassroomLecture, detailId: number): Detail | null {
  const details = lecture.chapters.flatMap((chapter) => chapter.details);
  const at = details.findIndex((detail) => detail.detailId === detailId);
  const ordered = at === -1 ? details : [...details.slice(at + 1), ...details.slice(0, at)];
  return ordered.find((detail) => !detail.isCompleted) ?? null;
}
