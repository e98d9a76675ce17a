import { firstReads } from '@academy/app-frame/route-loaders';
import { studentMocksQuery } from '@academy/api-client/queries/mock-sittings';
import * as classroomStrings from '@academy/strings/classroom';
import * as sittingStrings from '@academy/strings/mock-sitting';
import { Anchor, Container, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MockExamList } from '../features/mock-exams/MockExamList.tsx';

export const meta = () => [{ title: classroomStrings.documentTitle(sittingStrings.page.title) }];

// The student's mocks, read with the page (decision 028).
const reads = firstReads((client) => [client.prefetchQuery(studentMocksQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

/** /mock-exams: the student's open, upcoming and finished mock exams. */
export default function MockExamsRoute() {
  return (
    <Container component="main" size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/dashboard" size="sm">
          {classroomStrings.title}
        </Anchor>
        <Title order={1}>{sittingStrings.page.title}</Title>
        <MockExamList />
      </Stack>
    </Container>
  );
}
