import { prefetch } from '@academy/api-client/prefetch';
import { afterSessionCheck } from '@academy/auth/route-loaders';
import type { SessionUser } from '@academy/auth/session';
import { myEnrolmentsQuery } from '@academy/api-client/queries/enrolments';
import { myQuestionsQuery } from '@academy/api-client/queries/questions';
import { queryClient } from '@academy/ui/app-root';
import * as classroomStrings from '@academy/strings/classroom';
import type { QueryClient } from '@tanstack/react-query';
import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { MyPage } from '../features/mypage/MyPage.tsx';

export const meta = () => [
  { title: classroomStrings.documentTitle(classroomStrings.mypage.title) },
];

/** The open tab's list: a student's enrolment requests beside the profile, or the questions. The
 *  server reads it for the first page (decision 028): a staff member's enrolment read is refused
 *  there and left out, as they have none. */
const myPageRead = (client: QueryClient, request: Request, user?: SessionUser) => {
  const tab = new URL(request.url).searchParams.get('tab');
  if (tab === 'ask') return [client.prefetchQuery(myQuestionsQuery())];
  if (!tab && (!user || user.role === 'STUDENT'))
    return [client.prefetchQuery(myEnrolmentsQuery())];
  return [];
};
export const loader = ({ request }: LoaderFunctionArgs) =>
  prefetch((client) => myPageRead(client, request));
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  afterSessionCheck((user) => Promise.all(myPageRead(queryClient, request, user)));

export default function MyPageRoute() {
  return <MyPage />;
}
