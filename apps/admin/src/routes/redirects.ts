import { redirect } from 'react-router';

// The admin's own addresses all sit under /admin: its home is the instructor list, and any
// address outside /admin goes to it.
export const clientLoader = ({ request }: { request: Request }) =>
  redirect(new URL(request.url).pathname.startsWith('/admin') ? '/admin/instructors' : '/admin');
