import { firstReads } from '@academy/app-frame/route-loaders';
import { assignmentGroupsQuery } from '@academy/api-client/queries/admin';
import { AssignmentBoard } from '../features/assignments/AssignmentBoard.tsx';

// The page's first reads (decision 028): the submissions to review.
const reads = firstReads((client) => [client.prefetchQuery(assignmentGroupsQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return <AssignmentBoard />;
}
