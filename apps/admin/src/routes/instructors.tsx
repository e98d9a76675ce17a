import { firstReads } from '@academy/app-frame/route-loaders';
import { teacherProfilesQuery } from '@academy/api-client/queries/enrolments';
import { InstructorList } from '../features/instructors/InstructorList.tsx';

// The page's first reads (decision 028): the instructors.
const reads = firstReads((client) => [client.prefetchQuery(teacherProfilesQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return <InstructorList />;
}
