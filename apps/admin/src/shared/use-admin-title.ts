import { adminStrings } from '@academy/strings/admin';
import { reviewStrings, storyStrings } from '@academy/strings/reviews';
import { useLocation } from 'react-router';

const t = adminStrings.titles;

/** spec 2.1: the header title by route; anything else shows 관리자. */
export function adminTitle(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/admin/instructors') return t.instructors;
  if (path === '/admin/instructors/new') return t.instructorsNew;
  if (path === '/admin/assignments') return t.assignments;
  if (path === '/admin/qna') return t.qna;
  if (path === '/admin/banners') return t.banners;
  if (path === '/admin/lectures') return t.lectures;
  if (path === '/admin/lectures/new') return t.lecturesNew;
  if (path === '/admin/reviews') return reviewStrings.adminTitle;
  if (path === '/admin/stories') return storyStrings.adminTitle;
  return t.fallback;
}

export const useAdminTitle = () => adminTitle(useLocation().pathname);
