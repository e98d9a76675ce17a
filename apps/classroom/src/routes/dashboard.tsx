import { firstReads } from '@academy/app-frame/route-loaders';
import {
  classroomLectureQuery,
  classroomLecturesQuery,
} from '@academy/api-client/queries/classroom';
import { LoadingState } from '@academy/ui/LoadingState';
import * as classroomStrings from '@academy/strings/classroom';
import { lazy, Suspense } from 'react';
import { Dashboard } from '../features/dashboard/Dashboard.tsx';
import { THEME_MENU_IN_HEADER } from '../shared/theme-menu-handle.ts';

// docs/product/screens.md: the learning panels are only downloaded when a student opens one, so the
// dashboard's first visit does not carry them (docs/performance.md: budget).
const LearningPanel = lazy(() =>
  import('../features/panels/LearningPanel.tsx').then((module) => ({
    default: module.LearningPanel,
  })),
);

export const meta = () => [{ title: classroomStrings.documentTitle(classroomStrings.title) }];

// The page's first reads (decision 028): the lecture list, and the chosen lecture's outline.
const reads = firstReads((client, { request }) => {
  const lectureId = Number(new URL(request.url).searchParams.get('lecture'));
  return [
    client.prefetchQuery(classroomLecturesQuery()),
    ...(Number.isSafeInteger(lectureId) && lectureId > 0
      ? [client.prefetchQuery(classroomLectureQuery(lectureId))]
      : []),
  ];
});
// Its header holds the theme menu.
export const handle = THEME_MENU_IN_HEADER;
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

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
