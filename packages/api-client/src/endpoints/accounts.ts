// The signed-in student's own account (docs/product/api.md: /api/me): the profile edit, the
// password change, the learning summary and the official EJU sittings.
import {
  EjuSittingDeleteResponse,
  EjuSittingListResponse,
  EjuSittingResponse,
  LearningSummaryResponse,
  PasswordChangeResponse,
  ProfileUpdateResponse,
  type EjuSittingRequest,
  type PasswordChangeRequest,
  type ProfileUpdateRequest,
} from '../contract/index.ts';
import { request } from '../http.ts';

export const updateProfile = (body: ProfileUpdateRequest) =>
  request(ProfileUpdateResponse, 'me', { method: 'patch', json: body });
export const changePassword = (body: PasswordChangeRequest) =>
  request(PasswordChangeResponse, 'me/password', { method: 'post', json: body });
export const learningSummary = () => request(LearningSummaryResponse, 'me/learning-summary');
export const ejuSittings = () => request(EjuSittingListResponse, 'me/eju-sittings');
export const createEjuSitting = (body: EjuSittingRequest) =>
  request(EjuSittingResponse, 'me/eju-sittings', { method: 'post', json: body });
export const updateEjuSitting = (id: number, body: EjuSittingRequest) =>
  request(EjuSittingResponse, `me/eju-sittings/${id}`, { method: 'put', json: body });
export const deleteEjuSitting = (id: number) =>
  request(EjuSittingDeleteResponse, `me/eju-sittings/${id}`, { method: 'delete' });
