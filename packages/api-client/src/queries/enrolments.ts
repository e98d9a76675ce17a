// Keys, options and mutations for enrolments, the roster and teachers' profiles
// (docs/product/learning.md).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RosterQuery } from '../contract/index.ts';
import type { TeacherUpdateFields } from '../endpoints/enrolments.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

// My page comes with its list (decision 028): the calls' code loads with the first.
const api = lazyEndpoints(() => import('../endpoints/enrolments.ts'));

export const enrolmentKeys = {
  all: ['enrolments'] as const,
  roster: (lectureId: number, query: RosterQuery = {}) =>
    [...enrolmentKeys.all, 'roster', lectureId, query] as const,
  students: (q: string) => [...enrolmentKeys.all, 'students', q] as const,
  student: (id: number) => [...enrolmentKeys.all, 'student', id] as const,
  teachers: () => [...enrolmentKeys.all, 'teachers'] as const,
};

export const rosterQuery = (lectureId: number, query: RosterQuery = {}) =>
  queryOptions({
    queryKey: enrolmentKeys.roster(lectureId, query),
    queryFn: async () => (await api.roster(lectureId, query)).data,
  });
export const studentSearchQuery = (q: string) =>
  queryOptions({
    queryKey: enrolmentKeys.students(q),
    queryFn: async () => (await api.searchStudents(q)).data,
    enabled: q.trim().length > 0,
  });
export const studentPageQuery = (id: number) =>
  queryOptions({
    queryKey: enrolmentKeys.student(id),
    queryFn: async () => (await api.studentPage(id)).data,
  });
export const teacherProfilesQuery = () =>
  queryOptions({
    queryKey: enrolmentKeys.teachers(),
    queryFn: async () => (await api.teacherProfiles()).data,
  });

function useInvalidate(...keys: (readonly unknown[])[]) {
  const client = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * Every enrolment write changes the roster, the queue, the classroom and the live lessons'
 * attendance (it lists open enrolments only).
 */
export function useEnrolmentWrites() {
  const invalidate = useInvalidate(
    enrolmentKeys.all,
    ['classroom'],
    ['learning'],
    ['admin', 'attendance'],
  );
  return {
    enrol: useMutation({ mutationFn: api.enrol, onSuccess: invalidate }),
    bulkEnrol: useMutation({ mutationFn: api.bulkEnrol, onSuccess: invalidate }),
    update: useMutation({
      mutationFn: ({ id, endsOn }: { id: number; endsOn: string | null }) =>
        api.updateEnrolment(id, endsOn),
      onSuccess: invalidate,
    }),
    end: useMutation({ mutationFn: api.endEnrolment, onSuccess: invalidate }),
  };
}

export function useTeacherWrites() {
  const invalidate = useInvalidate(enrolmentKeys.teachers(), ['admin', 'teachers']);
  return {
    update: useMutation({
      mutationFn: ({ id, fields }: { id: number; fields: TeacherUpdateFields }) =>
        api.updateTeacher(id, fields),
      onSuccess: invalidate,
    }),
    setActive: useMutation({
      mutationFn: ({ id, active }: { id: number; active: boolean }) =>
        api.setTeacherActive(id, active),
      onSuccess: invalidate,
    }),
  };
}
