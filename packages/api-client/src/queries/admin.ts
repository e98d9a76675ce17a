// Keys, options and mutations for staff: lectures, assignments, instructors
// (docs/product/screens.md).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmissionBoardQuery } from '../contract/staff-boards.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';
import { enrolmentKeys } from './enrolments.ts';

// The admin's lists come with their pages (decision 028): the calls' code loads with the first.
const lectures = lazyEndpoints(() => import('../endpoints/admin-lectures.ts'));
const assignments = lazyEndpoints(() => import('../endpoints/assignments.ts'));
const staff = lazyEndpoints(() => import('../endpoints/teachers.ts'));

export const adminKeys = {
  all: ['admin'] as const,
  lectures: () => [...adminKeys.all, 'lectures'] as const,
  lecture: (id: number) => [...adminKeys.all, 'lecture', id] as const,
  assignments: () => [...adminKeys.all, 'assignments'] as const,
  assignmentBoard: (query: SubmissionBoardQuery) =>
    [...adminKeys.all, 'assignments', 'board', query] as const,
  /** the menu's counts; questions' mutations clear it by this key too (queries/questions.ts) */
  waiting: () => [...adminKeys.all, 'waiting'] as const,
  submission: (id: number) => [...adminKeys.all, 'submission', id] as const,
  teachers: () => [...adminKeys.all, 'teachers'] as const,
  videos: () => [...adminKeys.all, 'videos'] as const,
};

export const myLecturesQuery = () =>
  queryOptions({
    queryKey: adminKeys.lectures(),
    queryFn: async () => (await lectures.myLectures()).data,
  });
export const adminLectureQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.lecture(id),
    queryFn: async () => (await lectures.adminLecture(id)).data,
  });
/** The assignments board for one view of its filters (status, lecture, student, sort). */
export const assignmentGroupsQuery = (query: SubmissionBoardQuery = {}) =>
  queryOptions({
    queryKey: adminKeys.assignmentBoard(query),
    queryFn: async () => (await assignments.assignmentGroups(query)).data.lectureGroups,
  });
/**
 * What waits for the caller (unanswered questions, submissions without feedback), for the admin
 * menu: read with the layout, kept a minute, refreshed by the writes that change it.
 */
export const staffWaitingQuery = () =>
  queryOptions({
    queryKey: adminKeys.waiting(),
    queryFn: async () => (await assignments.staffWaiting()).data,
    staleTime: 60_000,
  });
export const submissionQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.submission(id),
    queryFn: async () => (await assignments.submission(id)).data,
  });
export const teachersQuery = () =>
  queryOptions({
    queryKey: adminKeys.teachers(),
    queryFn: async () => (await staff.teachers()).data,
  });

/** The uploads a lesson may use; asked again each time a dialog shows it (a new upload appears). */
export const videoLibraryQuery = () =>
  queryOptions({
    queryKey: adminKeys.videos(),
    queryFn: async () => (await lectures.videoLibrary()).data,
    staleTime: 0,
  });

function useInvalidate(...keys: (readonly unknown[])[]) {
  const client = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function useCreateLecture() {
  const invalidate = useInvalidate(adminKeys.lectures(), ['classroom'], ['shop']);
  return useMutation({ mutationFn: lectures.createLecture, onSuccess: invalidate });
}
/** Chapters, details and contents all change one lecture's structure. */
export function useLectureStructure(lectureId: number) {
  const client = useQueryClient();
  const invalidate = useInvalidate(adminKeys.lecture(lectureId), ['classroom']);
  return {
    createChapter: useMutation({ mutationFn: lectures.createChapter, onSuccess: invalidate }),
    createDetail: useMutation({ mutationFn: lectures.createDetail, onSuccess: invalidate }),
    createContent: useMutation({
      mutationFn: lectures.createContent,
      onSuccess: () =>
        Promise.all([invalidate(), client.invalidateQueries({ queryKey: adminKeys.videos() })]),
    }),
    deleteContent: useMutation({ mutationFn: lectures.deleteContent, onSuccess: invalidate }),
  };
}
export function useGiveFeedback(id: number) {
  const invalidate = useInvalidate(
    adminKeys.assignments(),
    adminKeys.submission(id),
    adminKeys.waiting(),
    ['classroom'],
  );
  return useMutation({
    mutationFn: (body: { feedback: string; isCompleted: boolean }) =>
      assignments.giveFeedback(id, body),
    onSuccess: invalidate,
  });
}
export function useRegisterTeacher() {
  // the admin's instructor list reads the profiles (queries/enrolments: enrolmentKeys.teachers())
  const invalidate = useInvalidate(adminKeys.teachers(), enrolmentKeys.teachers());
  return useMutation({ mutationFn: staff.registerTeacher, onSuccess: invalidate });
}
