import { firstReads } from '@academy/app-frame/route-loaders';
import { useParams } from 'react-router';
import { lazy, Suspense } from 'react';
import { Stack } from '@mantine/core';
import { Roster, rosterFirstPage } from '../features/enrolments/Roster.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// The LIVE lessons' attendance, under the roster, loads after it (docs/product/learning.md).
const LiveAttendance = lazy(() =>
  import('../features/attendance/LiveAttendance.tsx').then((module) => ({
    default: module.LiveAttendance,
  })),
);

// The page's first reads (decision 028): the roster's first page (no filter yet).
const reads = firstReads((client, { params }) => {
  const id = idFrom(params.lectureId);
  return id ? [client.prefetchQuery(rosterFirstPage(id))] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

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
