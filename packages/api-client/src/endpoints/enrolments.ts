// Enrolments, the roster and instructors' profiles (docs/product/learning.md).
import {
  BulkEnrolResponse,
  EnrolmentResponse,
  RosterResponse,
  StudentPageResponse,
  StudentSearchResponse,
  TeacherProfileListResponse,
  TeacherProfileResponse,
  type BulkEnrolRequest,
  type EnrolRequest,
  type RosterQuery,
} from '../contract/index.ts';
import { apiUrl } from '../http-config.ts';
import { formData, request } from '../http.ts';

export const searchStudents = (q: string) =>
  request(StudentSearchResponse, 'admin/students', { searchParams: { q } });
export const enrol = (body: EnrolRequest) =>
  request(EnrolmentResponse, 'admin/enrolments', { method: 'post', json: body });
export const bulkEnrol = (body: BulkEnrolRequest) =>
  request(BulkEnrolResponse, 'admin/enrolments/bulk', { method: 'post', json: body });
export const updateEnrolment = (id: number, endsOn: string | null) =>
  request(EnrolmentResponse, `admin/enrolments/${id}`, { method: 'patch', json: { endsOn } });
export const endEnrolment = (id: number) =>
  request(EnrolmentResponse, `admin/enrolments/${id}/end`, { method: 'post', json: {} });

/** The roster's filters as query text (empty ones left out). */
export function rosterSearch(query: RosterQuery = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}
export const roster = (lectureId: number, query: RosterQuery = {}) =>
  request(RosterResponse, `admin/lectures/${lectureId}/roster`, {
    searchParams: rosterSearch(query),
  });
/**
 * The CSV download's address (same origin: the browser sends the session cookie), with the
 * reason the export is recorded with (the server refuses an export without one).
 */
export const rosterCsvUrl = (lectureId: number, query: RosterQuery, reason: string) => {
  const params = rosterSearch({ ...query, format: 'csv', reason });
  return apiUrl(`admin/lectures/${lectureId}/roster?${params.toString()}`);
};
export const studentPage = (id: number) => request(StudentPageResponse, `admin/students/${id}`);

export const teacherProfiles = () => request(TeacherProfileListResponse, 'admin/teachers');
export const teacherProfile = (id: number) =>
  request(TeacherProfileResponse, `admin/teachers/${id}`);
export interface TeacherUpdateFields {
  name: string;
  teachingSubjects: string[];
  introduction?: string;
  imageFile?: Blob | null;
}
export const updateTeacher = (id: number, { imageFile, ...fields }: TeacherUpdateFields) =>
  request(TeacherProfileResponse, `admin/teachers/${id}`, {
    method: 'put',
    body: formData({ ...fields, ...(imageFile ? { imageFile } : {}) }),
  });
export const setTeacherActive = (id: number, active: boolean) =>
  request(TeacherProfileResponse, `admin/teachers/${id}/${active ? 'reactivate' : 'deactivate'}`, {
    method: 'post',
    json: {},
  });
