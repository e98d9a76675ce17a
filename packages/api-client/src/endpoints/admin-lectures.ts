// Lecture management for staff (docs/product/api.md).
import {
  AdminLectureResponse,
  CreatedResponse,
  LectureListResponse,
  VideoListResponse,
} from '../contract/index.ts';
import { formData, request } from '../http.ts';

export interface LectureCreateFields {
  title: string;
  subtitle?: string;
  description?: string;
  imageFile: Blob;
  price?: number | string;
  period?: number | string;
  category?: string;
  course?: string;
  target?: string;
  url?: string;
  textbookName?: string;
  /** won; empty: not sold online */
  textbookPrice?: number | string;
  /** 'true' / 'false' (docs/product/player-controls.md); absent keeps what is stored */
  watermark?: 'true' | 'false';
  pauseMaxCount?: number | string;
  pauseMaxDays?: number | string;
}

export interface ContentCreateFields {
  lectureDetailId: number;
  contents?: string;
  attachmentDescription?: string;
  videoId?: string | null;
  /** whole seconds, as typed (empty: unknown) */
  videoDuration?: string;
  attachmentFiles?: Blob[];
}

export const myLectures = () => request(LectureListResponse, 'admin/lectures/my-lectures');
export const adminLecture = (lectureId: number) =>
  request(AdminLectureResponse, `admin/lectures/${lectureId}`);
export const createLecture = (fields: LectureCreateFields) =>
  request(CreatedResponse, 'admin/lectures', { method: 'post', body: formData({ ...fields }) });
/** A new chapter's order is the current chapter count (docs/product/states.md). */
export const createChapter = (body: { lectureId: number; title: string; chapterOrder: number }) =>
  request(CreatedResponse, 'admin/lectures/chapters', { method: 'post', json: body });
/** A new detail's order is its chapter's current detail count (docs/product/states.md). */
export const createDetail = (body: {
  lectureChapterId: number;
  title: string;
  type: string;
  detailOrder: number;
}) => request(CreatedResponse, 'admin/lectures/details', { method: 'post', json: body });
export const createContent = ({ attachmentFiles = [], ...fields }: ContentCreateFields) =>
  request(CreatedResponse, 'admin/lectures/contents', {
    method: 'post',
    body: formData({ ...fields, attachmentFiles }),
  });
export const deleteContent = (contentId: number) =>
  request(CreatedResponse, `admin/lectures/contents/${contentId}`, { method: 'delete' });
/** The finished uploads a lesson may use (the content dialog's video picker). */
export const videoLibrary = () => request(VideoListResponse, 'videos');
