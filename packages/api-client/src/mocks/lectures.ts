// docs/product/states.md, docs/product/api.md: staff's lectures, their contents and quizzes,
// answered like the API (see respond.ts).
import { http } from 'msw';
import type {
  AdminLecture,
  DetailCreateRequest,
  LectureListItem,
  LectureStatus,
  ReorderRequest,
  QuizEditRequest,
  QuizForStaff,
  VideoListItem,
  VideoUploadSession,
} from '../contract/index.ts';
import { apiPath, okEnvelope } from './respond.ts';

/** GET the lectures staff manage (docs/product/screens.md). */
export function staffLectureHandlers(lectures: LectureListItem[]) {
  return [http.get(apiPath('admin/lectures/my-lectures'), () => okEnvelope(lectures))];
}

/**
 * A lecture as its builder reads and changes it: GET it, POST a detail (added to its chapter), PUT
 * its whole order, PUT its status. What was written is read back.
 */
export function lectureBuilderHandlers(lecture: AdminLecture) {
  let current = structuredClone(lecture);
  let nextId = 500;
  return [
    http.get(apiPath('admin/lectures/:id'), () => okEnvelope(current)),
    http.post(apiPath('admin/lectures/details'), async ({ request }) => {
      const sent = (await request.json()) as DetailCreateRequest;
      const id = nextId++;
      const at = new Date(0).toISOString();
      current = {
        ...current,
        chapters: current.chapters.map((chapter) =>
          chapter.chapterId === sent.lectureChapterId
            ? {
                ...chapter,
                details: [
                  ...chapter.details,
                  {
                    detailId: id,
                    lectureChapterId: chapter.chapterId,
                    detailTitle: sent.title,
                    type: sent.type,
                    detailOrder: sent.detailOrder,
                    content: null,
                    quizQuestionCount: 0,
                    createdAt: at,
                    updatedAt: at,
                  },
                ],
              }
            : chapter,
        ),
      };
      return okEnvelope({ id });
    }),
    http.put(apiPath('admin/lectures/:id/reorder'), async ({ request }) => {
      const order = (await request.json()) as ReorderRequest;
      const details = current.chapters.flatMap((chapter) => chapter.details);
      current = {
        ...current,
        chapters: order.chapters.map(({ chapterId, detailIds }) => ({
          ...current.chapters.find((chapter) => chapter.chapterId === chapterId)!,
          details: detailIds.map((id) => details.find((detail) => detail.detailId === id)!),
        })),
      };
      return okEnvelope({ id: current.lectureId });
    }),
    http.put(apiPath('admin/lectures/:id/status'), async ({ request }) => {
      const { status } = (await request.json()) as { status: LectureStatus };
      current = { ...current, status };
      return okEnvelope({ lectureId: current.lectureId, status });
    }),
  ];
}

/** GET a lesson's quiz and PUT it whole, over `quiz` (a saved quiz is kept). */
export function staffQuizHandlers(quiz: QuizForStaff) {
  let current = quiz;
  return [
    http.get(apiPath('admin/details/:id/quiz'), () => okEnvelope(current)),
    http.put(apiPath('admin/details/:id/quiz'), async ({ request }) => {
      const sent = (await request.json()) as QuizEditRequest;
      // saved as the server saves it: new ids for the questions and options sent
      current = {
        ...current,
        ...sent,
        passScore: sent.passScore ?? current.passScore,
        maxAttempts: sent.maxAttempts ?? current.maxAttempts,
        revealAnswers: sent.revealAnswers ?? current.revealAnswers,
        questions: sent.questions.map((question, q) => ({
          quizId: 1000 + q,
          question: question.question,
          explanation: question.explanation ?? null,
          options: question.options.map((option, o) => ({
            optionId: 1000 + q * 10 + o,
            ...option,
          })),
        })),
      };
      return okEnvelope(current);
    }),
  ];
}

/** POST a lecture, POST and PUT a content; each answers the row's id. */
export function lectureAuthoringHandlers() {
  let nextId = 31;
  return [
    http.post(apiPath('admin/lectures'), () => okEnvelope({ id: nextId++ })),
    http.post(apiPath('admin/lectures/contents'), () => okEnvelope({ id: nextId++ })),
    http.put(apiPath('admin/lectures/contents/:id'), ({ params }) =>
      okEnvelope({ id: Number(params.id) }),
    ),
  ];
}

/**
 * POST /api/videos/upload-sessions, answering `session` (packages/video-upload asks at the page's
 * own origin, not through the api-client; apiPath matches any origin).
 */
export const videoSessionPath = apiPath('videos/upload-sessions');
export function videoSessionHandlers(session: VideoUploadSession) {
  return [http.post(videoSessionPath, () => okEnvelope(session))];
}

/** GET /api/videos: the finished uploads staff may pick for a lesson. */
export function videoLibraryHandlers(videos: VideoListItem[]) {
  return [http.get(apiPath('videos'), () => okEnvelope(videos))];
}
