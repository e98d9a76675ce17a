// Pass stories and universities (docs/product/learning.md).
import {
  AdminPassStoryListResponse,
  ErrorEnvelope,
  FeaturedPassStoriesResponse,
  MyPassStoriesResponse,
  PassStoryListResponse,
  PassStoryResponse,
  UniversityListResponse,
  UniversityResponse,
  type AdminPassStoryListQuery,
  type PassStoryCreateInput,
  type PassStoryModerationRequest,
  type UniversityType,
  type UniversityWriteInput,
} from '../contract/index.ts';
import { formData, request } from '../http.ts';

const defined = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number
  >;

export const universities = () => request(UniversityListResponse, 'universities');
/** multipart: the logo is an uploaded image (the API re-encodes it) */
const universityForm = ({ name, type, logoFile }: UniversityWriteInput) =>
  formData({ name, type, logoFile });
export const createUniversity = (body: UniversityWriteInput) =>
  request(UniversityResponse, 'admin/universities', {
    method: 'post',
    body: universityForm(body),
  });
export const updateUniversity = (id: number, body: UniversityWriteInput) =>
  request(UniversityResponse, `admin/universities/${id}`, {
    method: 'put',
    body: universityForm(body),
  });
export const deleteUniversity = (id: number) =>
  request(ErrorEnvelope, `admin/universities/${id}`, { method: 'delete' });

export interface PassStoryFilter {
  page: number;
  size: number;
  type?: UniversityType;
  year?: number;
}
export const passStories = (filter: PassStoryFilter) =>
  request(PassStoryListResponse, 'pass-stories', { searchParams: defined(filter) });
export const featuredPassStories = () =>
  request(FeaturedPassStoriesResponse, 'pass-stories/featured');
export const createPassStory = (body: PassStoryCreateInput) =>
  request(PassStoryResponse, 'pass-stories', { method: 'post', json: body });
export const myPassStories = () => request(MyPassStoriesResponse, 'students/me/pass-stories');

export const staffPassStories = (query: AdminPassStoryListQuery) =>
  request(AdminPassStoryListResponse, 'admin/pass-stories', { searchParams: defined(query) });
export const moderatePassStory = (id: number, body: PassStoryModerationRequest) =>
  request(PassStoryResponse, `admin/pass-stories/${id}`, { method: 'patch', json: body });
