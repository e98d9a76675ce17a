import { firstReads } from '@academy/app-frame/route-loaders';
import { useParams } from 'react-router';
import { studentPageQuery } from '@academy/api-client/queries/enrolments';
import { StudentPage } from '../features/enrolments/StudentPage.tsx';
import { ReportActions } from '../features/reports/ReportActions.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// The page's first reads (decision 028): the student's page.
const reads = firstReads((client, { params }) => {
  const id = idFrom(params.studentId);
  return id ? [client.prefetchQuery(studentPageQuery(id))] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  const id = idFrom(useParams().studentId);
  return id ? (
    <>
      <ReportActions studentId={id} />
      <StudentPage studentId={id} />
    </>
  ) : (
    <NotFound />
  );
}
