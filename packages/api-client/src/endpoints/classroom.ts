// The classroom's calls (docs/product/api.md).
import {
  ClassroomDetailContentResponse,
  ClassroomLectureResponse,
  ClassroomListResponse,
  QuestionResponse,
  ShopLectureListResponse,
  SubmissionStatusResponse,
} from '../contract/index.ts';
import { request } from '../http.ts';

export const classroomLectures = () => request(ClassroomListResponse, 'lectures/list');
export const classroomLecture = (lectureId: number) =>
  request(ClassroomLectureResponse, `lectures/${lectureId}`);
export const detailContent = (lectureDetailId: number, type?: string) =>
  request(ClassroomDetailContentResponse, 'lectures/detail', {
    method: 'post',
    json: { lectureDetailId, type },
  });
export const submitLink = (lectureDetailId: number, reviewUrl: string) =>
  request(SubmissionStatusResponse, 'lectures/submit-link', {
    method: 'post',
    json: { lectureDetailId, reviewUrl: reviewUrl.trim() },
  });
export const submissionStatus = (lectureDetailId: number) =>
  request(SubmissionStatusResponse, 'lectures/submission', { searchParams: { lectureDetailId } });
export const askAboutLecture = (lectureId: number, body: { title: string; content: string }) =>
  request(QuestionResponse, `lectures/${lectureId}/questions`, { method: 'post', json: body });
/** The purchase page (public) (docs/product/screens.md). */
export const shopLectures = () => request(ShopLectureListResponse, 'shop/lectures');
