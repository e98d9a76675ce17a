import { redirect, type LoaderFunctionArgs } from 'react-router';

// The pass stories' screen moved from /admin/stories to /admin/pass-stories: old links and
// bookmarks land on it with their filter.
export const loader = ({ request }: LoaderFunctionArgs) =>
  redirect(`/admin/pass-stories${new URL(request.url).search}`, 301);
