import { firstReads } from '@academy/app-frame/route-loaders';
import { Link, useParams } from 'react-router';
import { adminLectureQuery } from '@academy/api-client/queries/admin';
import * as enrolmentStrings from '@academy/strings/enrolments';
import { Button, Stack } from '@mantine/core';
import { LectureDetail } from '../features/lectures/LectureDetail.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// The page's first reads (decision 028): the lecture and its outline.
const reads = firstReads((client, { params }) => {
  const id = idFrom(params.lectureId);
  return id ? [client.prefetchQuery(adminLectureQuery(id))] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  const id = idFrom(useParams().lectureId);
  if (!id) return <NotFound />;
  return (
    <Stack>
      {/* The lecture's roster (enrolled students, enrol, CSV) (docs/product/learning.md) */}
      <Button component={Link} to={`/admin/lectures/${id}/roster`} variant="light" w="fit-content">
        {enrolmentStrings.admin.rosterTitle}
      </Button>
      <LectureDetail lectureId={id} />
    </Stack>
  );
}
