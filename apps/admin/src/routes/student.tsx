import { firstReads } from '@academy/app-frame/route-loaders';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { studentPageQuery } from '@academy/api-client/queries/enrolments';
import { studentPausesQuery } from '@academy/api-client/queries/lesson-media';
import { LoadingState } from '@academy/ui/LoadingState';
import * as tracker from '@academy/strings/score-tracker';
import { Anchor, Stack } from '@mantine/core';
import { StudentPage } from '../features/enrolments/StudentPage.tsx';
import { StudentPauses } from '../features/enrolments/StudentPauses.tsx';
import { ReportActions } from '../features/reports/ReportActions.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// The guardians' section (its forms) comes after the page's first screen.
const StudentGuardians = lazy(() =>
  import('../features/guardians/StudentGuardians.tsx').then((m) => ({
    default: m.StudentGuardians,
  })),
);

// The playback devices' section, after the first screen too (docs/product/player.md).
const StudentDevices = lazy(() =>
  import('../features/playback/StudentDevices.tsx').then((m) => ({ default: m.StudentDevices })),
);

// The page's first reads (decision 028): the student's page and their pauses.
const reads = firstReads((client, { params }) => {
  const id = idFrom(params.studentId);
  return id
    ? [client.prefetchQuery(studentPageQuery(id)), client.prefetchQuery(studentPausesQuery(id))]
    : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  const id = idFrom(useParams().studentId);
  if (!id) return <NotFound />;
  return (
    <Stack gap="xl">
      <ReportActions studentId={id} />
      <Anchor component={Link} to={`/admin/students/${id}/scores`} w="fit-content">
        {tracker.page.scoresLink}
      </Anchor>
      <StudentPage studentId={id} />
      <StudentPauses studentId={id} />
      <Suspense fallback={<LoadingState variant="skeleton" rows={3} />}>
        <StudentGuardians studentId={id} />
      </Suspense>
      <Suspense fallback={<LoadingState variant="skeleton" rows={2} />}>
        <StudentDevices studentId={id} />
      </Suspense>
    </Stack>
  );
}
