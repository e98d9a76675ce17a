import { firstReads } from '@academy/app-frame/route-loaders';
import { myScoreTrackerQuery } from '@academy/api-client/queries/score-tracker';
import * as classroomStrings from '@academy/strings/classroom';
import * as tracker from '@academy/strings/score-tracker';
import { ScoresPage } from '../features/score-tracker/ScoresPage.tsx';
import { THEME_MENU_IN_HEADER } from '../shared/theme-menu-handle.ts';

export const meta = () => [{ title: classroomStrings.documentTitle(tracker.page.title) }];

// The page's first read (decision 028): the student's tracker (staff have none: refused and left
// out on the server).
const reads = firstReads((client, _args, user) =>
  !user || user.role === 'STUDENT' ? [client.prefetchQuery(myScoreTrackerQuery())] : [],
);
// Its header holds the theme menu.
export const handle = THEME_MENU_IN_HEADER;
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function ScoresRoute() {
  return <ScoresPage />;
}
