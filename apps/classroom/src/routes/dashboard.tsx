import { prefetch } from '@academy/api-client/prefetch';
import { afterSessionCheck } from '@academy/auth/route-loaders';
import {
  classroomLectureQuery,
  classroomLecturesQuery,
} from '@academy/api-client/queries/classroom';
import { LoadingState } from '@academy/ui/LoadingState';
import { queryClient } from '@academy/ui/app-root';
import * as classroomStrings from '@academy/strings/classroom';
import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { Dashboard } from '../features/dashboard/Dashboard.tsx';

// spec 2.7: the learning panels are only downloaded when a student opens one, so the dashboard's
// first visit does not carry them (issue 8 budget).
const LearningPanel = lazy(() =>
  import('../features/panels/LearningPanel.tsx').then((module) => ({
    default: module.LearningPanel,
  })),
);

export const meta = () => [{ title: classroomStrings.documentTitle(classroomStrings.title) }];

/** The lecture list, and the chosen lecture's outline: read on the server for the first page
 *  (decision 028), and with the page's code on later ones. */
const dashboardReads = (client: QueryClient, request: Request) => {
  const lectureId = Number(new URL(request.url).searchParams.get('lecture'));
  return [
    client.prefetchQuery(classroomLecturesQuery()),
    ...(Number.isSafeInteger(lectureId) && lectureId > 0
      ? [client.prefetchQuery(classroomLectureQuery(lectureId))]
      : []),
  ];
};
export const loader = ({ request }: LoaderFunctionArgs) =>
  prefetch((client) => dashboardReads(client, request));
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  afterSessionCheck(() => Promise.all(dashboardReads(queryClient, request)));

export default function DashboardPage() {
  return (
    <Dashboard
      renderView={(view) => (
        <Suspense fallback={<LoadingState />}>
          <LearningPanel view={view} />
        </Suspense>
      )}
    />
  );
}
