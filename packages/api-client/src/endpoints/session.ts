// The session: login, refresh, logout, the signed-in user and withdrawal (docs/product/api.md).
// Apart from the sign-up's endpoints (auth.ts), so the session, which every app loads, carries none
// of its schemas.
import {
  LoginResponse,
  LogoutResponse,
  RefreshResponse,
  UserResponse,
  WithdrawResponse,
  type LoginRequest,
  type WithdrawRequest,
} from '../contract/index.ts';
import { request } from '../http.ts';

/** POST /api/auth/login {username, password} answering data.token (the spec leaves it 'not shown'). */
export const login = (body: LoginRequest) =>
  request(LoginResponse, 'auth/login', { method: 'post', json: body });
export const logout = () => request(LogoutResponse, 'auth/logout', { method: 'post', json: {} });
export const refresh = () => request(RefreshResponse, 'auth/refresh', { method: 'post', json: {} });
export const userInfo = () => request(UserResponse, 'users/info');
/** DELETE /api/users/profile {password}: the account's password confirms the withdrawal. */
export const deleteProfile = (body: WithdrawRequest) =>
  request(WithdrawResponse, 'users/profile', { method: 'delete', json: body });
