import { LoadingState } from '@academy/ui/LoadingState';
import { classroomStrings } from '@academy/strings/classroom';
import { lazy, Suspense, useEffect } from 'react';
import { Dashboard } from '../features/dashboard/Dashboard.tsx';

// spec 2.7: the demo panels are only downloaded when a student opens one, so the dashboard's
// first visit does not carry them (issue 8 budget).
const DemoPanel = lazy(() =>
  import('../features/demo-panels/DemoPanel.tsx').then((module) => ({ default: module.DemoPanel })),
);

export function Component() {
  useEffect(() => {
    document.title = classroomStrings.documentTitle(classroomStrings.title);
  }, []);
  return (
    <Dashboard
      renderView={(view) => (
        <Suspense fallback={<LoadingState />}>
          <DemoPanel view={view} />
        </Suspense>
      )}
    />
  );
}
