import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Stack } from '@mantine/core';
import { Roster } from '../features/enrolments/Roster.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// issue 19: the LIVE lessons' attendance, under the roster, loads after it.
const LiveAttendance = lazy(() =>
  import('../features/attendance/LiveAttendance.tsx').then((module) => ({
    default: module.LiveAttendance,
  })),
);

export default function Component() {
  const id = idFrom(useParams().lectureId);
  if (!id) return <NotFound />;
  return (
    <Stack gap="xl">
      <Roster lectureId={id} />
      <Suspense fallback={null}>
        <LiveAttendance lectureId={id} />
      </Suspense>
    </Stack>
  );
}
