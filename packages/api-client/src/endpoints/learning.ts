// docs/decisions/017-watch-reports.md: the classroom's learning calls (watch reports and resume,
// graded quizzes, the panels' reads, settings) and the staff's quiz editor and completion
// threshold.
import {
  AchievementsResponse,
  AttendanceResponse,
  AttendanceUndoResponse,
  LectureAttendanceResponse,
  type AttendanceRequest,
  type AttendanceUndoRequest,
  CompletionThresholdResponse,
  LearningDashboardResponse,
  LearningLecture,
  LearningQuizListResponse,
  LearningSettingsResponse,
  LectureProgressResponse,
  QuizAttemptsResponse,
  QuizForStaffResponse,
  QuizGradeResponse,
  WatchStateResponse,
  envelope,
  type GradeQuizRequest,
  type LearningSettings,
  type QuizEditRequest,
  type WatchReportRequest,
} from '../contract/index.ts';
import * as v from 'valibot';
import { apiUrl } from '../http-config.ts';
import { request } from '../http.ts';

export const WATCH_PATH = 'lectures/watch';

/** A report while the page lives (JSON, bearer token, the answer read). */
export const reportWatching = (report: WatchReportRequest) =>
  request(WatchStateResponse, WATCH_PATH, { method: 'post', json: report });

/**
 * The last report as the page goes away (pagehide): navigator.sendBeacon cannot set headers, so
 * the body goes as text/plain and the session cookie authenticates it. False when the browser
 * would not queue it (then the caller keeps the intervals for the next visit).
 */
export function beaconWatching(report: WatchReportRequest): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(apiUrl(WATCH_PATH), JSON.stringify(report));
}

export const watchState = (lectureDetailId: number) =>
  request(WatchStateResponse, WATCH_PATH, { searchParams: { lectureDetailId } });

export const gradeQuiz = (body: GradeQuizRequest) =>
  request(QuizGradeResponse, 'lectures/grade-quiz', { method: 'post', json: body });
export const quizAttempts = (lectureDetailId: number) =>
  request(QuizAttemptsResponse, 'lectures/quiz-attempts', { searchParams: { lectureDetailId } });

export const learningDashboard = () => request(LearningDashboardResponse, 'learning/dashboard');
export const myLectures = () => request(envelope(v.array(LearningLecture)), 'learning/lectures');
export const lectureProgress = (lectureId: number) =>
  request(LectureProgressResponse, `learning/lectures/${lectureId}/progress`);
export const myQuizzes = () => request(LearningQuizListResponse, 'learning/quizzes');
export const achievements = () => request(AchievementsResponse, 'learning/achievements');
export const learningSettings = () => request(LearningSettingsResponse, 'learning/settings');
export const saveLearningSettings = (body: Partial<LearningSettings>) =>
  request(LearningSettingsResponse, 'learning/settings', { method: 'put', json: body });

export const staffQuiz = (detailId: number) =>
  request(QuizForStaffResponse, `admin/details/${detailId}/quiz`);
export const saveStaffQuiz = (detailId: number, body: QuizEditRequest) =>
  request(QuizForStaffResponse, `admin/details/${detailId}/quiz`, { method: 'put', json: body });
/**
 * Staff read who attended the lecture's LIVE lessons and mark a student present
 * (docs/product/learning.md).
 */
export const lectureAttendance = (lectureId: number) =>
  request(LectureAttendanceResponse, `admin/lectures/${lectureId}/attendance`);
export const markAttendance = (body: AttendanceRequest) =>
  request(AttendanceResponse, 'admin/lectures/attendance', { method: 'put', json: body });
export const undoAttendance = (body: AttendanceUndoRequest) =>
  request(AttendanceUndoResponse, 'admin/lectures/attendance/undo', { method: 'post', json: body });
export const saveCompletionThreshold = (lectureId: number, completionThreshold: number) =>
  request(CompletionThresholdResponse, `admin/lectures/${lectureId}/completion`, {
    method: 'put',
    json: { completionThreshold },
  });
