// docs/product/api.md: signing up: the email check and registration, POST /api/auth/register (a
// path the spec leaves 'not shown'). The session's own calls are in session.ts.
import { CheckEmailResponse, SignupResponse, type SignupRequest } from '../contract/index.ts';
import { request } from '../http.ts';

export const register = (body: SignupRequest) =>
  request(SignupResponse, 'auth/register', { method: 'post', json: body });
export const checkEmail = (email: string) =>
  request(CheckEmailResponse, 'auth/check-email', { searchParams: { email } });
