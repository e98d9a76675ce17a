import { LoadingState } from '@academy/ui/LoadingState';
import { classroomStrings } from '@academy/strings/classroom';
import { lazy, Suspense, useEffect } from 'react';
import { Dashboard } from '../features/dashboard/Dashboard.tsx';

// spec 2.7: the learning panels are only downloaded when a student opens one, so the dashboard's
// first visit does not carry them (issue 8 budget).
const LearningPanel = lazy(() =>
  import('../features/panels/LearningPanel.tsx').then((module) => ({
    default: module.LearningPanel,
  })),
);

export function Component() {
  useEffect(() => {
    document.title = classroomStrings.documentTitle(classroomStrings.title);
  }, []);
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
