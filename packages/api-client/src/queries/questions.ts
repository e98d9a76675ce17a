// Keys, options and mutations for questions (docs/product/screens.md).
import { hashKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionBoardQuery } from '../contract/staff-boards.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

// My page comes with its list (decision 028): the calls' code loads with the first.
const api = lazyEndpoints(() => import('../endpoints/questions.ts'));
const classroom = lazyEndpoints(() => import('../endpoints/classroom.ts'));

export const questionKeys = {
  all: ['questions'] as const,
  mine: () => [...questionKeys.all, 'mine'] as const,
  mineOne: (id: number) => [...questionKeys.all, 'mine', id] as const,
  lectureOptions: () => [...questionKeys.all, 'lecture-options'] as const,
  teacher: () => [...questionKeys.all, 'teacher'] as const,
  teacherBoard: (query: QuestionBoardQuery) =>
    [...questionKeys.all, 'teacher', 'board', query] as const,
  teacherOne: (id: number) => [...questionKeys.all, 'teacher', id] as const,
};

export const myQuestionsQuery = () =>
  queryOptions({
    queryKey: questionKeys.mine(),
    queryFn: async () => (await api.myQuestions()).data,
  });
export const myQuestionQuery = (id: number) =>
  queryOptions({
    queryKey: questionKeys.mineOne(id),
    queryFn: async () => (await api.myQuestion(id)).data,
  });
export const questionLectureOptionsQuery = () =>
  queryOptions({
    queryKey: questionKeys.lectureOptions(),
    queryFn: async () => (await api.questionLectureOptions()).data,
  });
/**
 * The Q&A board for one view of its filters (status, lecture, student, sort) and page: its groups,
 * and `next`, the cursor of the page after it (null on the last).
 */
export const teacherQuestionsQuery = (query: QuestionBoardQuery = {}) =>
  queryOptions({
    queryKey: questionKeys.teacherBoard(query),
    queryFn: async () => {
      const { data: groups, next } = await api.teacherQuestions(query);
      return { groups, next };
    },
  });
export const teacherQuestionQuery = (id: number) =>
  queryOptions({
    queryKey: questionKeys.teacherOne(id),
    queryFn: async () => (await api.teacherQuestion(id)).data,
  });

/** The admin menu's count of what waits (adminKeys.waiting() in queries/admin.ts). */
const waitingKey = ['admin', 'waiting'] as const;

function useInvalidateQuestions() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: questionKeys.all }),
      client.invalidateQueries({ queryKey: waitingKey }),
    ]);
}

export function useCreateQuestion() {
  const invalidate = useInvalidateQuestions();
  return useMutation({ mutationFn: api.createQuestion, onSuccess: invalidate });
}
export function useAskAboutLecture(lectureId: number) {
  const invalidate = useInvalidateQuestions();
  return useMutation({
    mutationFn: (body: { title: string; content: string }) =>
      classroom.askAboutLecture(lectureId, body),
    onSuccess: invalidate,
  });
}
export function useUpdateQuestion(id: number) {
  const invalidate = useInvalidateQuestions();
  return useMutation({
    mutationFn: (body: { title: string; content: string }) => api.updateQuestion(id, body),
    onSuccess: invalidate,
  });
}
/**
 * The deleted question's own reads are not refetched (they would only answer 404 now: the screen
 * showing it leaves, then drops its entry), and the lists are refreshed without the caller waiting
 * for them, so a deletion leaves the screen at once.
 */
export function useDeleteQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.deleteQuestion,
    onSuccess: (_deleted, id) => {
      const own = [questionKeys.mineOne(id), questionKeys.teacherOne(id)].map((key) =>
        hashKey(key),
      );
      void client.invalidateQueries({
        queryKey: questionKeys.all,
        predicate: (query) => !own.includes(query.queryHash),
      });
    },
  });
}
/** 제출 creates the answer, 수정 updates it (docs/product/screens.md). */
export function useSaveAnswer(id: number, existing: boolean) {
  const invalidate = useInvalidateQuestions();
  return useMutation({
    mutationFn: (content: string) =>
      existing ? api.updateAnswer(id, content) : api.answerQuestion(id, content),
    onSuccess: invalidate,
  });
}
/** A follow-up on my answered question (docs/product/states.md: Question). */
export function useAddFollowUp(id: number) {
  const invalidate = useInvalidateQuestions();
  return useMutation({
    mutationFn: (content: string) => api.addFollowUp(id, content),
    onSuccess: invalidate,
  });
}
/** Photos joined to my unanswered question. */
export function useAttachImages() {
  const invalidate = useInvalidateQuestions();
  return useMutation({
    mutationFn: ({ id, images }: { id: number; images: File[] }) => api.attachImages(id, images),
    onSuccess: invalidate,
  });
}
/** One photo taken off my unanswered question. */
export function useRemoveImage() {
  const invalidate = useInvalidateQuestions();
  return useMutation({
    mutationFn: ({ id, imageId }: { id: number; imageId: number }) => api.removeImage(id, imageId),
    onSuccess: invalidate,
  });
}
/** Staff answer a follow-up. */
export function useAnswerFollowUp(id: number) {
  const invalidate = useInvalidateQuestions();
  return useMutation({
    mutationFn: ({ followUpId, content }: { followUpId: number; content: string }) =>
      api.answerFollowUp(id, followUpId, content),
    onSuccess: invalidate,
  });
}
