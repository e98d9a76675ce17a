// Pass stories and universities (issue 21).
import {
  AdminStoryListResponse,
  ErrorEnvelope,
  FeaturedStoriesResponse,
  MyStoriesResponse,
  StoryListResponse,
  StoryResponse,
  UniversityListResponse,
  UniversityResponse,
  type AdminStoryListQuery,
  type StoryCreateInput,
  type StoryModerationRequest,
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

export interface StoryFilter {
  page: number;
  size: number;
  type?: UniversityType;
  year?: number;
}
export const stories = (filter: StoryFilter) =>
  request(StoryListResponse, 'stories', { searchParams: defined(filter) });
export const featuredStories = () => request(FeaturedStoriesResponse, 'stories/featured');
export const createStory = (body: StoryCreateInput) =>
  request(StoryResponse, 'stories', { method: 'post', json: body });
export const myStories = () => request(MyStoriesResponse, 'students/me/stories');

export const staffStories = (query: AdminStoryListQuery) =>
  request(AdminStoryListResponse, 'admin/stories', { searchParams: defined(query) });
export const moderateStory = (id: number, body: StoryModerationRequest) =>
  request(StoryResponse, `admin/stories/${id}`, { method: 'patch', json: body });
