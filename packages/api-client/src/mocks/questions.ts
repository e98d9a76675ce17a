// Questions, a student's and a teacher's, answered like the API (see respond.ts)
// (docs/product/api.md).
import { http } from 'msw';
import type { Question, QuestionGroup } from '../contract/index.ts';
import { apiPath, okEnvelope } from './respond.ts';

const one = apiPath('students/me/questions/:id');

/** GET, PUT and DELETE of my questions, over `questions` (a PUT answers the edited question). */
export function myQuestionHandlers(questions: Question[]) {
  const find = (id: unknown) => questions.find((question) => question.id === Number(id));
  return [
    http.get(apiPath('students/me/questions/:id'), ({ params }) => okEnvelope(find(params.id))),
    http.put(one, async ({ params, request }) => {
      const body = (await request.json()) as Pick<Question, 'title' | 'content'>;
      return okEnvelope({ ...find(params.id), ...body });
    }),
    http.delete(one, () => okEnvelope(null)),
  ];
}

/** GET my questions, grouped by lecture. */
export function myQuestionListHandlers(groups: QuestionGroup[]) {
  return [http.get(apiPath('students/me/questions'), () => okEnvelope(groups))];
}

/** GET the questions on a teacher's lectures, grouped by lecture (docs/product/screens.md). */
export function teacherQuestionHandlers(groups: QuestionGroup[]) {
  return [http.get(apiPath('teachers/me/questions'), () => okEnvelope(groups))];
}
