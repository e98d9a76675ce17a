// Keys, options and mutations for a lesson's captions and 수강 일시정지
// (docs/product/player-controls.md).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaptionLang } from '../contract/index.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';
import { classroomKeys } from './classroom.ts';
import { enrolmentKeys } from './enrolments.ts';
import { learningKeys } from './learning.ts';

const api = lazyEndpoints(() => import('../endpoints/lesson-media.ts'));

export const lessonMediaKeys = {
  captionText: (detailId: number, captionId: number) => ['captions', detailId, captionId] as const,
  lessonCaptions: (detailId: number) => ['admin', 'captions', detailId] as const,
  myPauses: (enrolmentId: number) => ['pauses', 'mine', enrolmentId] as const,
  studentPauses: (studentId: number) => [...enrolmentKeys.all, 'pauses', studentId] as const,
};

/** A track's text: it does not change once uploaded (a new upload is a new id). */
export const captionTextQuery = (detailId: number, captionId: number) =>
  queryOptions({
    queryKey: lessonMediaKeys.captionText(detailId, captionId),
    queryFn: async () => (await api.captionText(detailId, captionId)).data,
    staleTime: Infinity,
  });

export const lessonCaptionsQuery = (detailId: number) =>
  queryOptions({
    queryKey: lessonMediaKeys.lessonCaptions(detailId),
    queryFn: async () => (await api.lessonCaptions(detailId)).data,
  });

export function useCaptionWrites(detailId: number) {
  const client = useQueryClient();
  const onSuccess = () =>
    client.invalidateQueries({ queryKey: lessonMediaKeys.lessonCaptions(detailId) });
  return {
    upload: useMutation({
      mutationFn: (fields: { lang: CaptionLang; label: string; file: File }) =>
        api.uploadCaption(detailId, fields),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (captionId: number) => api.deleteCaption(detailId, captionId),
      onSuccess,
    }),
  };
}

export const myPausesQuery = (enrolmentId: number) =>
  queryOptions({
    queryKey: lessonMediaKeys.myPauses(enrolmentId),
    queryFn: async () => (await api.myPauses(enrolmentId)).data,
  });

/** A pause or a resume changes the cards' days left and whether the lessons open. */
export function usePauseWrites(enrolmentId: number) {
  const client = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: lessonMediaKeys.myPauses(enrolmentId) }),
      client.invalidateQueries({ queryKey: learningKeys.all }),
      client.invalidateQueries({ queryKey: classroomKeys.all }),
    ]);
  };
  return {
    pause: useMutation({
      mutationFn: (days: number) => api.pauseEnrolment(enrolmentId, days),
      onSuccess,
    }),
    resume: useMutation({ mutationFn: () => api.resumeEnrolment(enrolmentId), onSuccess }),
  };
}

export const studentPausesQuery = (studentId: number) =>
  queryOptions({
    queryKey: lessonMediaKeys.studentPauses(studentId),
    queryFn: async () => (await api.studentPauses(studentId)).data,
  });

export function useUndoPause(studentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pauseId, reason }: { pauseId: number; reason: string }) =>
      api.undoPause(pauseId, reason),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: lessonMediaKeys.studentPauses(studentId) }),
  });
}
