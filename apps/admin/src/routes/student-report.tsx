import { firstReads } from '@academy/app-frame/route-loaders';
import { studentOverviewQuery } from '@academy/api-client/queries/reports';
import { useParams, useSearchParams } from 'react-router';
import { StudentReport } from '../features/reports/StudentReport.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

const weekParam = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

// The page's first reads (decision 028): the student's week named by the address.
const reads = firstReads((client, { params, request }) => {
  const id = idFrom(params.studentId);
  const week = weekParam(new URL(request.url).searchParams.get('week'));
  return id ? [client.prefetchQuery(studentOverviewQuery(id, week))] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

/** /admin/students/:studentId/report?week=: the printable weekly report. */
export default function Component() {
  const id = idFrom(useParams().studentId);
  const [params, setParams] = useSearchParams();
  return id ? (
    <StudentReport
      studentId={id}
      week={weekParam(params.get('week'))}
      onWeekChange={(week) => setParams(week ? { week } : {})}
    />
  ) : (
    <NotFound />
  );
}
