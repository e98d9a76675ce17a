import { firstReads } from '@academy/app-frame/route-loaders';
import { studentOverviewQuery } from '@academy/api-client/queries/reports';
import * as classroomStrings from '@academy/strings/classroom';
import * as reportStrings from '@academy/strings/reports';
import { useParams, useSearchParams } from 'react-router';
import { ChildOverview } from '../features/children/ChildOverview.tsx';
import { weekParam } from '../features/children/week.ts';

const studentIdOf = (param: string | undefined) => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

export const meta = () => [
  { title: classroomStrings.documentTitle(reportStrings.messages.overview) },
];

// The page's first reads (decision 028): the child's week named by the address.
const reads = firstReads((client, { params, request }) => {
  const id = studentIdOf(params.studentId);
  const week = weekParam(new URL(request.url).searchParams.get('week'));
  return id ? [client.prefetchQuery(studentOverviewQuery(id, week))] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

/** /children/:studentId?week=YYYY-MM-DD: one child's week, for a guardian or the student. */
export default function ChildRoute() {
  const studentId = studentIdOf(useParams().studentId);
  const [params, setParams] = useSearchParams();
  return (
    <ChildOverview
      studentId={studentId}
      week={weekParam(params.get('week'))}
      onWeekChange={(week) => setParams(week ? { week } : {})}
    />
  );
}
