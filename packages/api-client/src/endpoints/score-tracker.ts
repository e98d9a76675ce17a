// The score tracker (docs/product/mock-exams.md: Score tracker): a student's own, one student's for
// staff, and the universities' EJU subject sets admins keep.
import {
  ScoreTrackerResponse,
  UniversitySubjectsListResponse,
  UniversitySubjectsResponse,
  type SubjectSetRequest,
} from '../contract/score-tracker.ts';
import { request } from '../http.ts';

export const myScoreTracker = () => request(ScoreTrackerResponse, 'me/score-tracker');
export const studentScoreTracker = (studentId: number) =>
  request(ScoreTrackerResponse, `admin/students/${studentId}/score-tracker`);
export const universitySubjects = () =>
  request(UniversitySubjectsListResponse, 'admin/universities/subjects');
export const saveUniversitySubjects = (id: number, body: SubjectSetRequest) =>
  request(UniversitySubjectsResponse, `admin/universities/${id}/subjects`, {
    method: 'put',
    json: body,
  });
