import { firstReads } from '@academy/app-frame/route-loaders';
import { studentScoreTrackerQuery } from '@academy/api-client/queries/score-tracker';
import { useParams } from 'react-router';
import { StudentScores } from '../features/score-tracker/StudentScores.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// The page's first read (decision 028): the student's tracker.
const reads = firstReads((client, { params }) => {
  const id = idFrom(params.studentId);
  return id ? [client.prefetchQuery(studentScoreTrackerQuery(id))] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

/** /admin/students/:studentId/scores: one student's score tracker. */
export default function Component() {
  const id = idFrom(useParams().studentId);
  return id ? <StudentScores studentId={id} /> : <NotFound />;
}
