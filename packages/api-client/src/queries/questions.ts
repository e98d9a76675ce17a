// Keys, options and mutations for questions (docs/product/screens.md).
import { hashKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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
export const teacherQuestionsQuery = () =>
  queryOptions({
    queryKey: questionKeys.teacher(),
    queryFn: async () => (await api.teacherQuestions()).data,
  });
export const teacherQuestionQuery = (id: number) =>
  queryOptions({
    queryKey: questionKeys.teacherOne(id),
    queryFn: async () => (await api.teacherQuestion(id)).data,
  });

function useInvalidateQuestions() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: questionKeys.all });
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
