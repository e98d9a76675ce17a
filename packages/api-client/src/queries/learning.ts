// TanStack Query keys, options and mutations for the classroom's learning
// (docs/product/learning.md).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  AttendanceRequest,
  AttendanceUndoRequest,
  GradeQuizRequest,
  LearningSettings,
  WatchReportRequest,
  WatchState,
} from '../contract/index.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';
import { classroomKeys } from './classroom.ts';
import { enrolmentKeys } from './enrolments.ts';

// The classroom opens on the dashboard, read with the page: the calls, their schemas and valibot
// load with the first one (decision 023), not with the page.
const api = lazyEndpoints(() => import('../endpoints/learning.ts'));

export const learningKeys = {
  all: ['learning'] as const,
  dashboard: () => [...learningKeys.all, 'dashboard'] as const,
  lectures: () => [...learningKeys.all, 'lectures'] as const,
  progress: (lectureId: number) => [...learningKeys.all, 'progress', lectureId] as const,
  quizzes: () => [...learningKeys.all, 'quizzes'] as const,
  attempts: (detailId: number) => [...learningKeys.all, 'attempts', detailId] as const,
  achievements: () => [...learningKeys.all, 'achievements'] as const,
  settings: () => [...learningKeys.all, 'settings'] as const,
  watch: (detailId: number) => [...learningKeys.all, 'watch', detailId] as const,
  staffQuiz: (detailId: number) => ['admin', 'quiz', detailId] as const,
  attendance: (lectureId: number) => ['admin', 'attendance', lectureId] as const,
};

const data =
  <T>(call: () => Promise<{ data: T }>) =>
  async () =>
    (await call()).data;

export const learningDashboardQuery = () =>
  queryOptions({ queryKey: learningKeys.dashboard(), queryFn: data(api.learningDashboard) });
export const myLecturesQuery = () =>
  queryOptions({ queryKey: learningKeys.lectures(), queryFn: data(api.myLectures) });
export const lectureProgressQuery = (lectureId: number) =>
  queryOptions({
    queryKey: learningKeys.progress(lectureId),
    queryFn: data(() => api.lectureProgress(lectureId)),
  });
export const myQuizzesQuery = () =>
  queryOptions({ queryKey: learningKeys.quizzes(), queryFn: data(api.myQuizzes) });
export const quizAttemptsQuery = (detailId: number) =>
  queryOptions({
    queryKey: learningKeys.attempts(detailId),
    queryFn: data(() => api.quizAttempts(detailId)),
  });
export const achievementsQuery = () =>
  queryOptions({ queryKey: learningKeys.achievements(), queryFn: data(api.achievements) });
export const learningSettingsQuery = () =>
  queryOptions({ queryKey: learningKeys.settings(), queryFn: data(api.learningSettings) });
/** Where to resume: always fresh (another device may have moved it). */
export const watchStateQuery = (detailId: number) =>
  queryOptions({
    queryKey: learningKeys.watch(detailId),
    queryFn: data(() => api.watchState(detailId)),
    staleTime: 0,
  });
/**
 * The live lessons' attendance follows enrolments (docs/product/learning.md): asked again when the
 * window comes back (an enrolment approved in another tab), after this app's enrolment writes, and
 * every 30 s while the page is in view (another staff member's approval, with no event to say so).
 */
export const attendanceQuery = (lectureId: number) =>
  queryOptions({
    queryKey: learningKeys.attendance(lectureId),
    queryFn: data(() => api.lectureAttendance(lectureId)),
    refetchOnWindowFocus: 'always',
    refetchInterval: ATTENDANCE_REFRESH_MS,
  });
export const ATTENDANCE_REFRESH_MS = 30_000;

/** Marks complete (or take back) lessons: the attendance and the roster's progress. */
export function useAttendanceWrites(lectureId: number) {
  const client = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: learningKeys.attendance(lectureId) }),
      client.invalidateQueries({ queryKey: enrolmentKeys.all }),
    ]);
  };
  return {
    mark: useMutation({
      mutationFn: (body: AttendanceRequest) => api.markAttendance(body),
      onSuccess,
    }),
    undo: useMutation({
      mutationFn: (body: AttendanceUndoRequest) => api.undoAttendance(body),
      onSuccess,
    }),
  };
}

export const staffQuizQuery = (detailId: number) =>
  queryOptions({
    queryKey: learningKeys.staffQuiz(detailId),
    queryFn: data(() => api.staffQuiz(detailId)),
  });

/** A graded attempt changes the attempts, the outline's marks and every panel's figures. */
export function useGradeQuiz(lectureId: number, detailId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: GradeQuizRequest['answers']) =>
      api.gradeQuiz({ lectureDetailId: detailId, answers }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: learningKeys.all }),
        client.invalidateQueries({ queryKey: classroomKeys.lecture(lectureId) }),
      ]);
    },
  });
}

export function useSaveLearningSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<LearningSettings>) => api.saveLearningSettings(body),
    onSuccess: (response) => client.setQueryData(learningKeys.settings(), response.data),
  });
}

/**
 * Sends a watch report (the player's ~10 s batch) and folds the answer into the cache: the
 * lesson's resume state at once, and when the lesson has just completed, the outline's marks and
 * every panel's figures. Rejects when the report did not arrive (the reporter keeps it).
 */
export function useReportWatching(lectureId: number, detailId: number) {
  const client = useQueryClient();
  return useCallback(
    async (report: WatchReportRequest) => {
      const key = learningKeys.watch(detailId);
      const before = client.getQueryData<WatchState>(key);
      const { data: state } = await api.reportWatching(report);
      client.setQueryData(key, state);
      if (state.isCompleted && !before?.isCompleted) {
        await Promise.all([
          client.invalidateQueries({ queryKey: classroomKeys.lecture(lectureId) }),
          client.invalidateQueries({
            queryKey: learningKeys.all,
            predicate: (query) => query.queryKey[1] !== 'watch',
          }),
        ]);
      } else {
        // The continue card and 학습 진도 moved: read again when next shown, not now.
        await client.invalidateQueries({
          queryKey: learningKeys.all,
          predicate: (query) => query.queryKey[1] !== 'watch',
          refetchType: 'none',
        });
      }
      return state;
    },
    [client, lectureId, detailId],
  );
}
