import { redirect } from 'react-router';

// The classroom's home is the dashboard (a redirect from the server, or the router in the browser).
export const loader = () => redirect('/dashboard');
