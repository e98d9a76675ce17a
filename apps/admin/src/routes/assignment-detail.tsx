import { firstReads } from '@academy/app-frame/route-loaders';
import { useParams } from 'react-router';
import { submissionQuery } from '@academy/api-client/queries/admin';
import { SubmissionReview } from '../features/assignments/SubmissionReview.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// The page's first reads (decision 028): the submission.
const reads = firstReads((client, { params }) => {
  const id = idFrom(params.submissionId);
  return id ? [client.prefetchQuery(submissionQuery(id))] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  const id = idFrom(useParams().submissionId);
  return id ? <SubmissionReview submissionId={id} /> : <NotFound />;
}
