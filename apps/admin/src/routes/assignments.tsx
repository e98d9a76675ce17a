import { afterSessionCheck, renderOnServer } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import { assignmentGroupsQuery } from '@academy/api-client/queries/admin';
import { AssignmentBoard } from '../features/assignments/AssignmentBoard.tsx';

export const loader = renderOnServer;

export const clientLoader = () =>
  afterSessionCheck(() => queryClient.prefetchQuery(assignmentGroupsQuery()));

export default function Component() {
  return <AssignmentBoard />;
}
