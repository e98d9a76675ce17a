// What is still empty in a lecture about to be published
// (docs/decisions/044-lesson-rows-and-publishing.md): publishing asks first and names these. A
// LIVE lesson is not judged here: what it needs (its time and link) is its own form's.
import type { AdminLecture } from '@academy/api-client/contract';
import { authoringStrings } from '@academy/strings/authoring';

const t = authoringStrings.lecture;

/** One line per empty part, in outline order; none when every part has something. */
export function emptyParts(lecture: AdminLecture): string[] {
  if (lecture.chapters.length === 0) return [t.noChapters];
  return lecture.chapters.flatMap((chapter) => {
    if (chapter.details.length === 0) return [t.emptyChapter(chapter.chapterTitle)];
    return chapter.details.flatMap((detail) => {
      const { content } = detail;
      switch (detail.type) {
        case 'VIDEO':
          return content?.videoId ? [] : [t.emptyVideo(detail.detailTitle)];
        case 'QUIZ':
          return detail.quizQuestionCount > 0 ? [] : [t.emptyQuiz(detail.detailTitle)];
        case 'OTHER':
          return content?.contents || content?.attachments.length || content?.videoId
            ? []
            : [t.emptyOther(detail.detailTitle)];
        default:
          return [];
      }
    });
  });
}
