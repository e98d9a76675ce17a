// Banners, notices and the instructor list (reviews: endpoints/reviews.ts) (docs/product/api.md).
import {
  BannerListResponse,
  BannerResponse,
  CreatedResponse,
  NoticeListResponse,
  NoticeResponse,
  PublicInstructorListResponse,
  SiteActivityResponse,
  type BannerOrderRequest,
} from '../contract/index.ts';
import { formData, request } from '../http.ts';

export const activeBanners = () => request(BannerListResponse, 'banners/active');
export const allBanners = () => request(BannerListResponse, 'banners');
export const createBanner = (fields: { title: string; imageFile: Blob; url: string }) =>
  request(BannerResponse, 'banners', { method: 'post', body: formData(fields) });
export const setBannerActive = (id: number, active: boolean) =>
  request(BannerResponse, `banners/${id}/active`, { method: 'patch', json: { active } });
/** A new image replaces the old one; none keeps it. */
export const updateBanner = (
  id: number,
  fields: { title: string; url: string; imageFile?: Blob | null },
) => request(BannerResponse, `banners/${id}`, { method: 'patch', body: formData(fields) });
export const deleteBanner = (id: number) =>
  request(CreatedResponse, `banners/${id}`, { method: 'delete' });
/** The banner order body (not shown in the spec): a list of {id, bannerOrder}. */
export const reorderBanners = (order: BannerOrderRequest) =>
  request(BannerListResponse, 'banners/order', { method: 'put', json: order });

/** The API page is 0-based (docs/product/screens.md). */
export const notices = (page: number, size: number) =>
  request(NoticeListResponse, 'notice/list', { searchParams: { page, size } });
export const notice = (id: number) => request(NoticeResponse, `notice/${id}`);

/** The home page's classroom figures, counted from the database. */
export const siteActivity = () => request(SiteActivityResponse, 'site/activity');

/** The home page's instructors, the active teacher accounts. */
export const publicInstructors = () => request(PublicInstructorListResponse, 'instructors');
