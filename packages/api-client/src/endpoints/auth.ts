// spec 7.1: authentication and the signed-in user. Login and sign-up paths the spec leaves
// 'not shown' are POST /api/auth/login {username, password} and POST /api/auth/register.
import {
  CheckEmailResponse,
  LoginResponse,
  LogoutResponse,
  RefreshResponse,
  SignupResponse,
  TeacherRegisterResponse,
  UserResponse,
  WithdrawResponse,
  type LoginRequest,
  type SignupRequest,
  type TeacherRegisterRequest,
} from '../contract/index.ts';
import { formData, request } from '../http.ts';

export const login = (body: LoginRequest) =>
  request(LoginResponse, 'auth/login', { method: 'post', json: body });
export const logout = () => request(LogoutResponse, 'auth/logout', { method: 'post', json: {} });
export const refresh = () => request(RefreshResponse, 'auth/refresh', { method: 'post', json: {} });
export const register = (body: SignupRequest) =>
  request(SignupResponse, 'auth/register', { method: 'post', json: body });
export const checkEmail = (email: string) =>
  request(CheckEmailResponse, 'auth/check-email', { searchParams: { email } });
export const userInfo = () => request(UserResponse, 'users/info');
export const deleteProfile = () => request(WithdrawResponse, 'users/profile', { method: 'delete' });

/** POST /api/auth/register/teacher, multipart; teachingSubjects is sent once per subject. */
export const registerTeacher = (fields: TeacherRegisterRequest & { imageFile: Blob }) =>
  request(TeacherRegisterResponse, 'auth/register/teacher', {
    method: 'post',
    body: formData(fields as Record<string, string | Blob | string[] | undefined>),
  });
