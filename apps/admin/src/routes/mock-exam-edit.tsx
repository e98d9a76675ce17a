import { firstReads } from '@academy/app-frame/route-loaders';
import { mockExamQuery } from '@academy/api-client/queries/mock-authoring';
import { PageHeader } from '@academy/ui/PageHeader';
import * as ma from '@academy/strings/mock-authoring';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { MockEditor } from '../features/mock-exams/MockEditor.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// The page's first read (decision 028): the mock being edited.
const reads = firstReads((client, { params }) => {
  const id = idFrom(params.examId);
  return id ? [client.prefetchQuery(mockExamQuery(id))] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  const id = idFrom(useParams().examId);
  if (!id) return <NotFound />;
  return (
    <Stack gap="xl">
      <PageHeader title={ma.mock.title} order={2} />
      <MockEditor examId={id} />
    </Stack>
  );
}
