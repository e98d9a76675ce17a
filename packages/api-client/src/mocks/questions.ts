// spec 7.3: a student's questions, answered like the API (see api.ts).
import { http } from 'msw';
import type { Question } from '../contract/index.ts';
import { apiPath, okEnvelope } from './api.ts';

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
