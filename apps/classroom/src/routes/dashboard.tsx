import { firstReads } from '@academy/app-frame/route-loaders';
import {
  classroomLectureQuery,
  classroomLecturesQuery,
} from '@academy/api-client/queries/classroom';
import { learningDashboardQuery } from '@academy/api-client/queries/learning';
import { isStudent } from '@academy/auth/roles';
import { LoadingState } from '@academy/ui/LoadingState';
import * as classroomStrings from '@academy/strings/classroom';
import { lazy, Suspense } from 'react';
import { Dashboard } from '../features/dashboard/Dashboard.tsx';
import { THEME_MENU_IN_HEADER } from '../shared/theme-menu-handle.ts';
import { DashboardPanel } from '../features/panels/DashboardPanel.tsx';

// docs/product/screens.md: the classroom opens on the 대시보드 panel, which comes with the page; the
// other learning panels are only downloaded when a student opens one, so the first visit does not
// carry them (docs/performance.md: budget).
const LearningPanel = lazy(() =>
  import('../features/panels/LearningPanel.tsx').then((module) => ({
    default: module.LearningPanel,
  })),
);

export const meta = () => [{ title: classroomStrings.documentTitle(classroomStrings.title) }];

// The page's first reads (decision 028): the lecture list, and the chosen lecture's outline or,
// with nothing chosen, a student's dashboard (the server does not know the role yet: it asks).
const reads = firstReads((client, { request }, user) => {
  const params = new URL(request.url).searchParams;
  const lectureId = Number(params.get('lecture'));
  const lecture = Number.isSafeInteger(lectureId) && lectureId > 0;
  const view = params.get('view');
  const dashboard =
    !lecture && (view === null || view === 'dashboard') && (!user || isStudent(user));
  return [
    client.prefetchQuery(classroomLecturesQuery()),
    ...(lecture ? [client.prefetchQuery(classroomLectureQuery(lectureId))] : []),
    ...(dashboard ? [client.prefetchQuery(learningDashboardQuery())] : []),
  ];
});
// Its header holds the theme menu.
export const handle = THEME_MENU_IN_HEADER;
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function DashboardPage() {
  return (
    <Dashboard
      renderView={(view) =>
        view === 'dashboard' ? (
          <DashboardPanel />
        ) : (
          <Suspense fallback={<LoadingState />}>
            <LearningPanel view={view} />
          </Suspense>
        )
      }
    />
  );
}
