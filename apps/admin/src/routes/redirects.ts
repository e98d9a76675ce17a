import { redirect, type LoaderFunctionArgs } from 'react-router';

// The admin's own addresses all sit under /admin: its home is the instructor list, and any
// address outside /admin goes to it (a redirect from the server, or the router in the browser).
export const loader = ({ request }: LoaderFunctionArgs) =>
  redirect(new URL(request.url).pathname.startsWith('/admin') ? '/admin/instructors' : '/admin');
