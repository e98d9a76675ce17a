import { afterSessionCheck, renderOnServer } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import { teacherProfilesQuery } from '@academy/api-client/queries/enrolments';
import { InstructorList } from '../features/instructors/InstructorList.tsx';

export const loader = renderOnServer;

export const clientLoader = () =>
  afterSessionCheck(() => queryClient.prefetchQuery(teacherProfilesQuery()));

export default function Component() {
  return <InstructorList />;
}
