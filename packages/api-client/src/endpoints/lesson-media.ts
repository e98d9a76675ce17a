// A lesson's captions and 수강 일시정지 (docs/product/player-controls.md): the classroom reads a track's
// text and pauses or resumes an enrolment; staff manage a lesson's tracks and a student's pauses.
import {
  CaptionDeletedResponse,
  CaptionListResponse,
  CaptionTextResponse,
  CaptionTrackResponse,
  PauseStatusListResponse,
  PauseStatusResponse,
  type CaptionLang,
} from '../contract/index.ts';
import { formData, request } from '../http.ts';

export const captionText = (detailId: number, captionId: number) =>
  request(CaptionTextResponse, `lectures/details/${detailId}/captions/${captionId}`);

export const lessonCaptions = (detailId: number) =>
  request(CaptionListResponse, `admin/details/${detailId}/captions`);
export const uploadCaption = (
  detailId: number,
  fields: { lang: CaptionLang; label: string; file: File },
) =>
  request(CaptionTrackResponse, `admin/details/${detailId}/captions`, {
    method: 'post',
    body: formData({ ...fields }),
  });
export const deleteCaption = (detailId: number, captionId: number) =>
  request(CaptionDeletedResponse, `admin/details/${detailId}/captions/${captionId}`, {
    method: 'delete',
  });

export const myPauses = (enrolmentId: number) =>
  request(PauseStatusResponse, `me/enrolments/${enrolmentId}/pauses`);
export const pauseEnrolment = (enrolmentId: number, days: number) =>
  request(PauseStatusResponse, `me/enrolments/${enrolmentId}/pauses`, {
    method: 'post',
    json: { days },
  });
export const resumeEnrolment = (enrolmentId: number) =>
  request(PauseStatusResponse, `me/enrolments/${enrolmentId}/pauses`, { method: 'delete' });

export const studentPauses = (studentId: number) =>
  request(PauseStatusListResponse, `admin/students/${studentId}/pauses`);
export const undoPause = (pauseId: number, reason: string) =>
  request(PauseStatusResponse, `admin/enrolment-pauses/${pauseId}/undo`, {
    method: 'post',
    json: { reason },
  });
