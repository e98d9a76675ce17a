import { prefetch } from '@academy/api-client/prefetch';
import { afterSessionCheck } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import type { QueryClient } from '@tanstack/react-query';
import {
  useParams,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type Params,
} from 'react-router';
import { rosterQuery } from '@academy/api-client/queries/enrolments';
import { lazy, Suspense } from 'react';
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

// What the page reads first, on the server for a first visit and with its code after (decision
// 028): the roster (no filter yet).
const reads = (client: QueryClient, params: Params) => {
  const id = idFrom(params.lectureId);
  return id ? [client.prefetchQuery(rosterQuery(id))] : [];
};
export const loader = ({ params }: LoaderFunctionArgs) =>
  prefetch((client) => reads(client, params));
export const clientLoader = ({ params }: ClientLoaderFunctionArgs) =>
  afterSessionCheck(() => Promise.all(reads(queryClient, params)));

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
