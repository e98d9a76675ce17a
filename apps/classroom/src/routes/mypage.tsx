import { afterSessionCheck, renderOnServer } from '@academy/auth/route-loaders';
import { myEnrolmentsQuery } from '@academy/api-client/queries/enrolments';
import { myQuestionsQuery } from '@academy/api-client/queries/questions';
import { queryClient } from '@academy/ui/app-root';
import * as classroomStrings from '@academy/strings/classroom';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { MyPage } from '../features/mypage/MyPage.tsx';

export const meta = () => [
  { title: classroomStrings.documentTitle(classroomStrings.mypage.title) },
];

/** The open tab's list: a student's enrolment requests beside the profile, or the questions. */
export const loader = renderOnServer;
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  afterSessionCheck((user) => {
    const tab = new URL(request.url).searchParams.get('tab');
    if (tab === 'ask') return queryClient.prefetchQuery(myQuestionsQuery());
    if (!tab && user.role === 'STUDENT') return queryClient.prefetchQuery(myEnrolmentsQuery());
    return undefined;
  });

export default function MyPageRoute() {
  return <MyPage />;
}
