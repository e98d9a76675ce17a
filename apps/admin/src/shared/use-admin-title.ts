import { adminStrings } from '@academy/strings/admin';
import { authoringStrings } from '@academy/strings/authoring';
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
  if (path === '/admin/notices') return authoringStrings.titles.notices;
  if (path === '/admin/notices/new') return authoringStrings.titles.noticeNew;
  if (/^\/admin\/notices\/\d+\/edit$/.test(path)) return authoringStrings.titles.noticeEdit;
  return t.fallback;
}

export const useAdminTitle = () => adminTitle(useLocation().pathname);
