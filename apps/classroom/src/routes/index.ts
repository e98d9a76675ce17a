import { redirect } from 'react-router';

// The classroom's home is the dashboard.
export const clientLoader = () => redirect('/dashboard');
