import { enrolmentStrings } from '@academy/strings/enrolments';
import { Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LectureDetail } from '../features/lectures/LectureDetail.tsx';
import { idFrom } from '../shared/id-param.ts';
import { Component as NotFound } from './NotFound.tsx';

export function Component() {
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
