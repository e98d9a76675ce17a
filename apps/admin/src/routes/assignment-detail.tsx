import { afterSessionCheck, renderOnServer } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import { submissionQuery } from '@academy/api-client/queries/admin';
import { useParams, type ClientLoaderFunctionArgs } from 'react-router';
import { SubmissionReview } from '../features/assignments/SubmissionReview.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

export const loader = renderOnServer;

export const clientLoader = ({ params }: ClientLoaderFunctionArgs) =>
  afterSessionCheck(() => {
    const id = idFrom(params.submissionId);
    return id ? queryClient.prefetchQuery(submissionQuery(id)) : undefined;
  });

export default function Component() {
  const id = idFrom(useParams().submissionId);
  return id ? <SubmissionReview submissionId={id} /> : <NotFound />;
}
