import { afterSessionCheck, renderOnServer } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import { adminLectureQuery } from '@academy/api-client/queries/admin';
import * as enrolmentStrings from '@academy/strings/enrolments';
import { Button, Stack } from '@mantine/core';
import { Link, useParams, type ClientLoaderFunctionArgs } from 'react-router';
import { LectureDetail } from '../features/lectures/LectureDetail.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

export const loader = renderOnServer;

export const clientLoader = ({ params }: ClientLoaderFunctionArgs) =>
  afterSessionCheck(() => {
    const id = idFrom(params.lectureId);
    return id ? queryClient.prefetchQuery(adminLectureQuery(id)) : undefined;
  });

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
