import { firstReads } from '@academy/app-frame/route-loaders';
import { ejuSittingsQuery } from '@academy/api-client/queries/accounts';
import { myQuestionsQuery } from '@academy/api-client/queries/questions';
import { myOrdersQuery } from '@academy/api-client/queries/refunds';
import * as classroomStrings from '@academy/strings/classroom';
import { MyPage } from '../features/mypage/MyPage.tsx';
import { THEME_MENU_IN_HEADER } from '../shared/theme-menu-handle.ts';

export const meta = () => [
  { title: classroomStrings.documentTitle(classroomStrings.mypage.title) },
];

// The page's first reads (decision 028), the open tab's list: a student's official EJU sittings
// beside the profile, or the questions. Staff have none, so theirs is left out.
const reads = firstReads((client, { request }, user) => {
  const tab = new URL(request.url).searchParams.get('tab');
  if (tab === 'ask') return [client.prefetchQuery(myQuestionsQuery())];
  if (tab === 'orders' && (!user || user.role === 'STUDENT'))
    return [client.prefetchQuery(myOrdersQuery())];
  if (!tab && (!user || user.role === 'STUDENT')) return [client.prefetchQuery(ejuSittingsQuery())];
  return [];
});
// Its header holds the theme menu.
export const handle = THEME_MENU_IN_HEADER;
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function MyPageRoute() {
  return <MyPage />;
}
