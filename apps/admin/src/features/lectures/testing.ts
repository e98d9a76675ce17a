// Story data: a lecture with two chapters (a video, a quiz; an assignment), every lesson still
// empty.
import type { AdminLecture } from '@academy/api-client/contract';

const at = '2026-11-20T00:00:00.000Z';
const detail = (
  detailId: number,
  chapterId: number,
  title: string,
  type: 'VIDEO' | 'QUIZ' | 'OTHER',
  order: number,
) => ({
  detailId,
  lectureChapterId: chapterId,
  detailTitle: title,
  type,
  detailOrder: order,
  content: null,
  quizQuestionCount: 0,
  createdAt: at,
  updatedAt: at,
});

export const builderLecture: AdminLecture = {
  lectureId: 9,
  title: 'EJU 일본어 청해 집중반',
  subtitle: null,
  description: null,
  price: 150000,
  period: 60,
  thumbnailUrl: null,
  thumbnailWidth: null,
  thumbnailHeight: null,
  category: '일본어',
  course: null,
  target: null,
  url: null,
  textbookName: null,
  textbookPrice: null,
  teacherId: 2,
  teacherName: '박서연',
  status: 'DRAFT',
  chapters: [
    {
      chapterId: 1,
      lectureId: 9,
      chapterTitle: '1장. 청해 유형',
      chapterOrder: 0,
      createdAt: at,
      updatedAt: at,
      details: [
        detail(11, 1, '유형 소개 영상', 'VIDEO', 0),
        detail(12, 1, '유형 확인 퀴즈', 'QUIZ', 1),
      ],
    },
    {
      chapterId: 2,
      lectureId: 9,
      chapterTitle: '2장. 실전',
      chapterOrder: 1,
      createdAt: at,
      updatedAt: at,
      details: [detail(21, 2, '받아쓰기 과제', 'OTHER', 0)],
    },
  ],
};
