import { firstReads } from '@academy/app-frame/route-loaders';
import { studentOverviewQuery } from '@academy/api-client/queries/reports';
import * as classroomStrings from '@academy/strings/classroom';
import * as reportStrings from '@academy/strings/reports';
import { isParent } from '@academy/auth/roles';
import { useSession } from '@academy/auth/use-session';
import { Container } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { ChildOverview } from '../features/children/ChildOverview.tsx';
import { weekParam } from '../features/children/week.ts';
import { ParentHeader } from '../shared/ParentHeader.tsx';
import { THEME_MENU_IN_HEADER } from '../shared/theme-menu-handle.ts';

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
export const handle = THEME_MENU_IN_HEADER;
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

/** /children/:studentId?week=YYYY-MM-DD: one child's week, for a guardian or the student. */
export default function ChildRoute() {
  const studentId = studentIdOf(useParams().studentId);
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  return (
    <Container component="main" size="lg" py="xl">
      {/* a guardian keeps their links to the other children and their account */}
      {isParent(user) && <ParentHeader />}
      <ChildOverview
        studentId={studentId}
        week={weekParam(params.get('week'))}
        onWeekChange={(week) => setParams(week ? { week } : {})}
      />
    </Container>
  );
}
