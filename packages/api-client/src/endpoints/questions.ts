// Questions for students and teachers (docs/product/api.md). Question creation from my page and the
// form's lecture list (paths the spec leaves not shown) are POST /api/students/me/questions and
// GET /api/students/me/lectures.
import * as v from 'valibot';
import {
  QuestionBoardResponse,
  QuestionGroupsResponse,
  QuestionLectureOptionsResponse,
  QuestionResponse,
  envelope,
  type QuestionBoardQuery,
  type QuestionCreateRequest,
} from '../contract/index.ts';
import { formData, request } from '../http.ts';

const Deleted = envelope(v.null());

export const myQuestions = () => request(QuestionGroupsResponse, 'students/me/questions');
export const myQuestion = (id: number) => request(QuestionResponse, `students/me/questions/${id}`);
export const questionLectureOptions = () =>
  request(QuestionLectureOptionsResponse, 'students/me/lectures');
export const createQuestion = (body: v.InferInput<typeof QuestionCreateRequest>) =>
  request(QuestionResponse, 'students/me/questions', { method: 'post', json: body });
export const updateQuestion = (id: number, body: { title: string; content: string }) =>
  request(QuestionResponse, `students/me/questions/${id}`, { method: 'put', json: body });
export const deleteQuestion = (id: number) =>
  request(Deleted, `students/me/questions/${id}`, { method: 'delete' });

export const addFollowUp = (id: number, content: string) =>
  request(QuestionResponse, `students/me/questions/${id}/follow-ups`, {
    method: 'post',
    json: { content },
  });
export const attachImages = (id: number, images: File[]) =>
  request(QuestionResponse, `students/me/questions/${id}/images`, {
    method: 'post',
    body: formData({ images }),
  });
export const removeImage = (id: number, imageId: number) =>
  request(QuestionResponse, `students/me/questions/${id}/images/${imageId}`, { method: 'delete' });

/**
 * The board's filters, in the query string (empty ones left out); the answer's `next` is the
 * cursor to send as `after` for the page after it.
 */
export const teacherQuestions = (query: QuestionBoardQuery = {}) =>
  request(QuestionBoardResponse, 'teachers/me/questions', {
    searchParams: Object.fromEntries(
      Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
    ) as Record<string, string>,
  });
export const answerFollowUp = (id: number, followUpId: number, content: string) =>
  request(QuestionResponse, `teachers/me/questions/${id}/follow-ups/${followUpId}/answer`, {
    method: 'post',
    json: { content },
  });
export const teacherQuestion = (id: number) =>
  request(QuestionResponse, `teachers/me/questions/${id}`);
export const answerQuestion = (id: number, content: string) =>
  request(QuestionResponse, `teachers/me/questions/${id}/answer`, {
    method: 'post',
    json: { content },
  });
export const updateAnswer = (id: number, content: string) =>
  request(QuestionResponse, `teachers/me/questions/${id}/answer`, {
    method: 'put',
    json: { content },
  });
