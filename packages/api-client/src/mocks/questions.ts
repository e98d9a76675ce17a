// Questions, a student's and a teacher's, answered like the API (see respond.ts)
// (docs/product/api.md).
import { api } from '@academy/strings/api';
import { http } from 'msw';
import type { FollowUp, Question, QuestionGroup } from '../contract/index.ts';
import { apiPath, okEnvelope } from './respond.ts';

const one = apiPath('students/me/questions/:id');

const at = '2026-11-21T09:00:00.000Z';

/**
 * GET, PUT and DELETE of my questions, over `questions` (a PUT answers the edited question), and
 * the follow-ups and photos added to them or removed (kept, so the next read has them).
 */
export function myQuestionHandlers(questions: Question[]) {
  const kept = questions.map((question) => ({ ...question }));
  const find = (id: unknown) => kept.find((question) => question.id === Number(id));
  return [
    http.get(apiPath('students/me/questions/:id'), ({ params }) => okEnvelope(find(params.id))),
    http.put(one, async ({ params, request }) => {
      const body = (await request.json()) as Pick<Question, 'title' | 'content'>;
      return okEnvelope({ ...find(params.id), ...body });
    }),
    http.delete(one, () => okEnvelope(null)),
    http.post(apiPath('students/me/questions/:id/follow-ups'), async ({ params, request }) => {
      const { content } = (await request.json()) as { content: string };
      const question = find(params.id)!;
      const followUp: FollowUp = {
        id: 900 + question.followUps.length,
        content,
        createdAt: at,
        answer: null,
      };
      question.followUps = [...question.followUps, followUp];
      question.isAnswered = false;
      return okEnvelope(question);
    }),
    http.post(apiPath('students/me/questions/:id/images'), async ({ params, request }) => {
      const files = (await request.formData()).getAll('images');
      const question = find(params.id)!;
      question.images = [
        ...question.images,
        ...files.map((_, index) => ({
          id: 700 + question.images.length + index,
          url: `/api/question-images/${700 + question.images.length + index}`,
        })),
      ];
      return okEnvelope(question);
    }),
    http.delete(apiPath('students/me/questions/:id/images/:imageId'), ({ params }) => {
      const question = find(params.id)!;
      question.images = question.images.filter((image) => image.id !== Number(params.imageId));
      return okEnvelope(question);
    }),
  ];
}

/** GET my questions, grouped by lecture. */
export function myQuestionListHandlers(groups: QuestionGroup[]) {
  return [http.get(apiPath('students/me/questions'), () => okEnvelope(groups))];
}

/**
 * GET the questions on a teacher's lectures, grouped by lecture (docs/product/screens.md), with
 * the board's status and lecture filters applied as the API does.
 */
export function teacherQuestionHandlers(groups: QuestionGroup[]) {
  return [
    http.get(apiPath('teachers/me/questions'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const lectureId = Number(params.get('lectureId')) || null;
      const shown = groups
        .filter((group) => lectureId === null || group.lectureId === lectureId)
        .map((group) => ({
          ...group,
          questions: group.questions.filter(
            (question) =>
              !status || status === 'ALL' || (status === 'ANSWERED') === question.isAnswered,
          ),
        }))
        .filter((group) => group.questions.length > 0);
      return okEnvelope(shown);
    }),
  ];
}

/** GET one question on a teacher's lectures and POST the answer to its open follow-up (kept). */
export function teacherQuestionDetailHandlers(questions: Question[]) {
  const kept = questions.map((question) => ({ ...question }));
  const find = (id: unknown) => kept.find((question) => question.id === Number(id));
  return [
    http.get(apiPath('teachers/me/questions/:id'), ({ params }) => okEnvelope(find(params.id))),
    http.post(
      apiPath('teachers/me/questions/:id/follow-ups/:followUpId/answer'),
      async ({ params, request }) => {
        const { content } = (await request.json()) as { content: string };
        const question = find(params.id)!;
        question.followUps = question.followUps.map((followUp) =>
          followUp.id === Number(params.followUpId)
            ? {
                ...followUp,
                answer: {
                  content,
                  teacherName: question.answer?.teacherName ?? api.questions.teacherFallbackName,
                  createdAt: at,
                  updatedAt: at,
                },
              }
            : followUp,
        );
        question.isAnswered = true;
        return okEnvelope(question);
      },
    ),
  ];
}
