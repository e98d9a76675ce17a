import { firstReads } from '@academy/app-frame/route-loaders';
import { studentMockQuery } from '@academy/api-client/queries/mock-sittings';
import * as classroomStrings from '@academy/strings/classroom';
import * as sittingStrings from '@academy/strings/mock-sitting';
import { Anchor, Container, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { MockExamPage } from '../features/mock-exams/MockExamPage.tsx';

const examIdOf = (param: string | undefined) => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

export const meta = () => [{ title: classroomStrings.documentTitle(sittingStrings.page.title) }];

// The mock's overview comes with the page (decision 028); the sitting is read on the phone, where
// its clock runs.
const reads = firstReads((client, { params }) => {
  const id = examIdOf(params.examId);
  return id ? [client.prefetchQuery(studentMockQuery(id))] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

/** /mock-exams/:examId: the intro, the sitting section by section, then the finished screen. */
export default function MockExamRoute() {
  const examId = examIdOf(useParams().examId);
  return (
    <Container component="main" size="md" py="md" px="sm">
      <Stack gap="md">
        <Anchor component={Link} to="/mock-exams" size="sm">
          {sittingStrings.page.back}
        </Anchor>
        <MockExamPage key={examId} examId={examId} />
      </Stack>
    </Container>
  );
}
