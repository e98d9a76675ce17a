import { prefetch } from '@academy/api-client/prefetch';
import { afterSessionCheck } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import type { QueryClient } from '@tanstack/react-query';
import {
  Link,
  useParams,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type Params,
} from 'react-router';
import { adminLectureQuery } from '@academy/api-client/queries/admin';
import * as enrolmentStrings from '@academy/strings/enrolments';
import { Button, Stack } from '@mantine/core';
import { LectureDetail } from '../features/lectures/LectureDetail.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// What the page reads first, on the server for a first visit and with its code after (decision
// 028): the lecture and its outline.
const reads = (client: QueryClient, params: Params) => {
  const id = idFrom(params.lectureId);
  return id ? [client.prefetchQuery(adminLectureQuery(id))] : [];
};
export const loader = ({ params }: LoaderFunctionArgs) =>
  prefetch((client) => reads(client, params));
export const clientLoader = ({ params }: ClientLoaderFunctionArgs) =>
  afterSessionCheck(() => Promise.all(reads(queryClient, params)));

export default function Component() {
  const id = idFrom(useParams().lectureId);
  if (!id) return <NotFound />;
  return (
    <Stack>
      {/* issue 20: the lecture's roster (enrolled students, enrol, CSV) */}
      <Button component={Link} to={`/admin/lectures/${id}/roster`} variant="light" w="fit-content">
        {enrolmentStrings.admin.rosterTitle}
      </Button>
      <LectureDetail lectureId={id} />
    </Stack>
  );
}
