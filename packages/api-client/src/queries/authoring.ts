// docs/decisions/018-staff-authoring.md: keys, options and mutations for staff authoring (notices,
// the lecture lifecycle and its structure). Every change refreshes the lists and public views it
// shows in.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  LectureStatus,
  NoticeWriteRequest,
  QuizEditRequest,
  ReorderRequest,
} from '../contract/index.ts';
import * as api from '../endpoints/authoring.ts';
import { saveStaffQuiz } from '../endpoints/learning.ts';
import { adminKeys } from './admin.ts';
import { inOrder } from './in-order.ts';
import { learningKeys } from './learning.ts';
import { noticeKeys } from './site-content.ts';

export const staffNoticeKeys = {
  all: ['admin', 'notices'] as const,
  list: (page: number, size: number) => [...staffNoticeKeys.all, 'list', page, size] as const,
  one: (id: number) => [...staffNoticeKeys.all, 'one', id] as const,
};

export const staffNoticesQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: staffNoticeKeys.list(page, size),
    queryFn: async () => (await api.staffNotices(page, size)).data,
    placeholderData: keepPreviousData,
  });
export const staffNoticeQuery = (id: number) =>
  queryOptions({
    queryKey: staffNoticeKeys.one(id),
    queryFn: async () => (await api.staffNotice(id)).data,
  });

function useInvalidate(...keys: (readonly unknown[])[]) {
  const client = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function useSaveNotice(id?: number) {
  const invalidate = useInvalidate(staffNoticeKeys.all, noticeKeys.all);
  return useMutation({
    mutationFn: (body: NoticeWriteRequest) =>
      id === undefined ? api.createNotice(body) : api.updateNotice(id, body),
    onSuccess: invalidate,
  });
}
export function useDeleteNotice() {
  const invalidate = useInvalidate(staffNoticeKeys.all, noticeKeys.all);
  return useMutation({ mutationFn: api.deleteNotice, onSuccess: invalidate });
}
export function useUploadNoticeImage() {
  return useMutation({
    mutationFn: async (file: Blob) => (await api.uploadNoticeImage(file)).data,
  });
}

/** Everything that changes what one lecture shows: its own view, the lists, shop and classroom. */
export function useLectureLifecycle(lectureId: number) {
  const client = useQueryClient();
  const invalidate = useInvalidate(
    adminKeys.lecture(lectureId),
    adminKeys.lectures(),
    ['classroom'],
    ['shop'],
  );
  return {
    update: useMutation({
      mutationFn: (fields: api.LectureUpdateFields) => api.updateLecture(lectureId, fields),
      onSuccess: invalidate,
    }),
    setStatus: useMutation({
      mutationFn: (status: LectureStatus) => api.setLectureStatus(lectureId, status),
      onSuccess: invalidate,
    }),
    remove: useMutation({ mutationFn: () => api.deleteLecture(lectureId) }),
    // Each save sends the whole outline: quick moves are saved one after another.
    reorder: useMutation({
      ...inOrder(client, [...adminKeys.lecture(lectureId), 'reorder'], invalidate),
      mutationFn: (body: ReorderRequest) => api.reorderLecture(lectureId, body),
    }),
    updateChapter: useMutation({
      mutationFn: ({ id, title }: { id: number; title: string }) => api.updateChapter(id, title),
      onSuccess: invalidate,
    }),
    deleteChapter: useMutation({ mutationFn: api.deleteChapter, onSuccess: invalidate }),
    updateDetail: useMutation({
      mutationFn: ({ id, ...body }: api.DetailUpdateFields & { id: number }) =>
        api.updateDetail(id, body),
      onSuccess: invalidate,
    }),
    deleteDetail: useMutation({ mutationFn: api.deleteDetail, onSuccess: invalidate }),
    updateContent: useMutation({
      mutationFn: ({ id, ...fields }: api.ContentUpdateFields & { id: number }) =>
        api.updateContent(id, fields),
      onSuccess: invalidate,
    }),
  };
}

/** The quiz editor saves the whole question set and the pass score. */
export function useSaveStaffQuiz(lectureId: number, detailId: number) {
  const invalidate = useInvalidate(learningKeys.staffQuiz(detailId), adminKeys.lecture(lectureId), [
    'classroom',
  ]);
  return useMutation({
    mutationFn: (body: QuizEditRequest) => saveStaffQuiz(detailId, body),
    onSuccess: invalidate,
  });
}
