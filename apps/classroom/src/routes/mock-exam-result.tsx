import { firstReads } from '@academy/app-frame/route-loaders';
import { mockResultQuery } from '@academy/api-client/queries/mock-results';
import * as classroomStrings from '@academy/strings/classroom';
import * as mockResults from '@academy/strings/mock-results';
import { Anchor, Container } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { MockResultPage } from '../features/mock-results/MockResultPage.tsx';
import { THEME_MENU_IN_HEADER } from '../shared/theme-menu-handle.ts';

const examIdOf = (param: string | undefined) => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

export const meta = () => [{ title: classroomStrings.documentTitle(mockResults.result.title) }];

// The page's first read (decision 028): the caller's own result of the mock.
const reads = firstReads((client, { params }) => {
  const id = examIdOf(params.examId);
  return id ? [client.prefetchQuery(mockResultQuery(id))] : [];
});
export const handle = THEME_MENU_IN_HEADER;
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

/** /mock-exams/:examId/result: a student's result of a mock. */
export default function MockExamResultRoute() {
  const examId = examIdOf(useParams().examId);
  return (
    <Container component="main" size="lg" py="xl" px="sm">
      <Anchor component={Link} to="/mock-exams" size="sm">
        {mockResults.result.back}
      </Anchor>
      <MockResultPage examId={examId} />
    </Container>
  );
}
