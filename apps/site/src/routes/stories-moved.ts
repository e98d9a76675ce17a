import { redirect, type LoaderFunctionArgs } from 'react-router';

// The pass stories' page moved from /stories to /pass-stories: old links and bookmarks land on
// it with their filter (a permanent redirect, so search engines carry the address over).
export const loader = ({ request }: LoaderFunctionArgs) =>
  redirect(`/pass-stories${new URL(request.url).search}`, 301);
