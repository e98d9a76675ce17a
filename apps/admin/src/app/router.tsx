import { routerAfterSessionCheck } from '@academy/auth/first-render';
import { createBrowserRouter } from 'react-router';
import { adminRoutes } from './routes.tsx';

export const Router = routerAfterSessionCheck(createBrowserRouter(adminRoutes));
