import { RouteError } from '@academy/ui/RouteError';
import { Outlet } from 'react-router';

/**
 * A screen that fails (a render error, a chunk that no longer loads) shows the Korean error with
 * a retry in place of the screen, keeping the sidebar.
 */
export const ErrorBoundary = () => <RouteError inLayout />;

export default function ScreenBoundary() {
  return <Outlet />;
}
