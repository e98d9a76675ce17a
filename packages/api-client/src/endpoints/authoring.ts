// docs/decisions/018-staff-authoring.md: staff authoring calls: notices (write, edit, delete,
// images), the lecture lifecycle (edit, status, delete), its structure (rename, retype, delete,
// reorder) and content edits.
import {
  AdminLectureResponse,
  AdminNoticeListResponse,
  AdminNoticeResponse,
  CreatedResponse,
  LectureStatusResponse,
  StoredImageResponse,
  type LectureStatus,
  type NoticeWriteRequest,
  type ReorderRequest,
} from '../contract/index.ts';
import { formData, request } from '../http.ts';
import type { LectureCreateFields } from './admin-lectures.ts';

export const staffNotices = (page: number, size: number) =>
  request(AdminNoticeListResponse, 'admin/notices', { searchParams: { page, size } });
export const staffNotice = (id: number) => request(AdminNoticeResponse, `admin/notices/${id}`);
export const createNotice = (body: NoticeWriteRequest) =>
  request(AdminNoticeResponse, 'admin/notices', { method: 'post', json: body });
export const updateNotice = (id: number, body: NoticeWriteRequest) =>
  request(AdminNoticeResponse, `admin/notices/${id}`, { method: 'put', json: body });
export const deleteNotice = (id: number) =>
  request(CreatedResponse, `admin/notices/${id}`, { method: 'delete' });
export const uploadNoticeImage = (imageFile: Blob) =>
  request(StoredImageResponse, 'admin/notices/images', {
    method: 'post',
    body: formData({ imageFile }),
  });

export type LectureUpdateFields = Omit<LectureCreateFields, 'imageFile'> & {
  imageFile?: Blob | null;
};
export const updateLecture = (id: number, fields: LectureUpdateFields) =>
  request(AdminLectureResponse, `admin/lectures/${id}`, {
    method: 'put',
    body: formData({ ...fields }),
  });
export const setLectureStatus = (id: number, status: LectureStatus) =>
  request(LectureStatusResponse, `admin/lectures/${id}/status`, {
    method: 'put',
    json: { status },
  });
export const deleteLecture = (id: number) =>
  request(CreatedResponse, `admin/lectures/${id}`, { method: 'delete' });
export const reorderLecture = (id: number, body: ReorderRequest) =>
  request(CreatedResponse, `admin/lectures/${id}/reorder`, { method: 'put', json: body });
export const updateChapter = (id: number, title: string) =>
  request(CreatedResponse, `admin/lectures/chapters/${id}`, { method: 'put', json: { title } });
export const deleteChapter = (id: number) =>
  request(CreatedResponse, `admin/lectures/chapters/${id}`, { method: 'delete' });
/** A lesson's title and type and, for a LIVE lesson, its schedule (absent: unchanged). */
export interface DetailUpdateFields {
  title: string;
  type: string;
  liveStartsAt?: string | null;
  liveMinutes?: number | null;
  liveUrl?: string | null;
  isPreview?: boolean;
}
export const updateDetail = (id: number, body: DetailUpdateFields) =>
  request(CreatedResponse, `admin/lectures/details/${id}`, { method: 'put', json: body });
export const deleteDetail = (id: number) =>
  request(CreatedResponse, `admin/lectures/details/${id}`, { method: 'delete' });

export interface ContentUpdateFields {
  contents?: string;
  attachmentDescription?: string;
  videoId?: string | null;
  /** seconds as typed; '' leaves the length to the student's player */
  videoDuration?: string;
  attachmentFiles?: Blob[];
  removeAttachmentIds?: number[];
}
export const updateContent = (
  id: number,
  { attachmentFiles = [], removeAttachmentIds = [], ...fields }: ContentUpdateFields,
) =>
  request(CreatedResponse, `admin/lectures/contents/${id}`, {
    method: 'put',
    body: formData({
      ...fields,
      videoId: fields.videoId ?? '',
      attachmentFiles,
      removeAttachmentIds: removeAttachmentIds.map(String),
    }),
  });
