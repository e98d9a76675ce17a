// Keys, options and the subject set mutation of the score tracker
// (docs/product/mock-exams.md: Score tracker).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubjectSetRequest } from '../contract/score-tracker.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

// The tracker's page comes with its data (decision 028): the calls' code loads with the first.
const api = lazyEndpoints(() => import('../endpoints/score-tracker.ts'));

export const scoreTrackerKeys = {
  all: ['score-tracker'] as const,
  mine: () => [...scoreTrackerKeys.all, 'me'] as const,
  student: (studentId: number) => [...scoreTrackerKeys.all, 'student', studentId] as const,
  subjects: () => [...scoreTrackerKeys.all, 'university-subjects'] as const,
};

export const myScoreTrackerQuery = () =>
  queryOptions({
    queryKey: scoreTrackerKeys.mine(),
    queryFn: async () => (await api.myScoreTracker()).data,
  });
export const studentScoreTrackerQuery = (studentId: number) =>
  queryOptions({
    queryKey: scoreTrackerKeys.student(studentId),
    queryFn: async () => (await api.studentScoreTracker(studentId)).data,
  });
export const universitySubjectsQuery = () =>
  queryOptions({
    queryKey: scoreTrackerKeys.subjects(),
    queryFn: async () => (await api.universitySubjects()).data,
  });

/** Admins: a university's subject set; every tracker reads it, so all of them refresh. */
export function useSaveUniversitySubjects() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SubjectSetRequest }) =>
      api.saveUniversitySubjects(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: scoreTrackerKeys.all }),
  });
}
