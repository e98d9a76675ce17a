// Instructors, for staff: the list and registration (docs/product/screens.md, docs/product/api.md).
// Apart from the sign-in endpoints, so a page that signs people in does not carry the instructor
// schemas.
import {
  TeacherListResponse,
  TeacherRegisterResponse,
  type TeacherRegisterRequest,
} from '../contract/index.ts';
import { formData, request } from '../http.ts';

export const teachers = () => request(TeacherListResponse, 'admin/users/teachers');

/** POST /api/auth/register/teacher, multipart; teachingSubjects is sent once per subject. */
export const registerTeacher = (fields: TeacherRegisterRequest & { imageFile: Blob }) =>
  request(TeacherRegisterResponse, 'auth/register/teacher', {
    method: 'post',
    body: formData(fields as Record<string, string | Blob | string[] | undefined>),
  });
