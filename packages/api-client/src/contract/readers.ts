// Tolerant readers (spec 3): the original server named some fields differently, so the client
// accepts those aliases and turns them into one shape. Our API sends the first name of each.
import * as v from 'valibot';

const idOf = (row: Record<string, unknown>, ...names: string[]) => {
  for (const name of names) if (typeof row[name] === 'number') return row[name] as number;
  return undefined;
};
const textOf = (row: Record<string, unknown>, ...names: string[]) => {
  for (const name of names) if (typeof row[name] === 'string') return row[name] as string;
  return undefined;
};

/** spec 6: roles compare case-insensitively; anything else reads as a student (spec 9 default). */
export function normalizeRole(role: unknown): 'STUDENT' | 'TEACHER' | 'ADMIN' {
  const upper = typeof role === 'string' ? role.trim().toUpperCase() : '';
  return upper === 'TEACHER' || upper === 'ADMIN' ? upper : 'STUDENT';
}

/** design 3: detail types compare case-insensitively; unknown ones read as OTHER. */
export function normalizeDetailType(type: unknown): 'VIDEO' | 'LIVE' | 'QUIZ' | 'OTHER' {
  const upper = typeof type === 'string' ? type.trim().toUpperCase() : '';
  return upper === 'VIDEO' || upper === 'LIVE' || upper === 'QUIZ' ? upper : 'OTHER';
}

const Row = v.record(v.string(), v.unknown());

/** A content block: contentId, and its text as `contents` or `text`. */
export const ContentReader = v.pipe(
  Row,
  v.transform((row) => ({
    contentId: idOf(row, 'contentId', 'id') ?? null,
    contents: textOf(row, 'contents', 'text') ?? null,
    videoId: textOf(row, 'videoId') ?? null,
  })),
);
export type ReadContent = v.InferOutput<typeof ContentReader>;

/** A detail: id as id or detailId, title as title or detailTitle, content as a list or one. */
export const DetailReader = v.pipe(
  Row,
  v.check((row) => idOf(row, 'id', 'detailId') !== undefined, 'a detail needs an id'),
  v.transform((row) => {
    const list = Array.isArray(row.contents) ? row.contents : row.content ? [row.content] : [];
    return {
      detailId: idOf(row, 'id', 'detailId')!,
      detailTitle: textOf(row, 'title', 'detailTitle') ?? '',
      type: normalizeDetailType(row.type),
      contents: list.map((item) => v.parse(ContentReader, item)),
    };
  }),
);
export type ReadDetail = v.InferOutput<typeof DetailReader>;

/** A chapter: id as id, chapterId or lectureChapterId; title as title or chapterTitle. */
export const ChapterReader = v.pipe(
  Row,
  v.check(
    (row) => idOf(row, 'id', 'chapterId', 'lectureChapterId') !== undefined,
    'a chapter needs an id',
  ),
  v.transform((row) => ({
    chapterId: idOf(row, 'id', 'chapterId', 'lectureChapterId')!,
    chapterTitle: textOf(row, 'title', 'chapterTitle') ?? '',
    details: (Array.isArray(row.details) ? row.details : []).map((item) =>
      v.parse(DetailReader, item),
    ),
  })),
);
export type ReadChapter = v.InferOutput<typeof ChapterReader>;

/** A question's lecture title as lectureTitle or lectureName. */
export const questionLectureTitle = (question: {
  lectureTitle?: string | null;
  lectureName?: string | null;
}) => question.lectureTitle ?? question.lectureName ?? '';
