import { firstReads } from '@academy/app-frame/route-loaders';
import { myLecturesQuery } from '@academy/api-client/queries/admin';
import {
  QuestionBoard,
  questionBoardQuery,
  questionBoardView,
} from '../features/qna/QuestionBoard.tsx';

// The page's first reads (decision 028): the questions of the view the address names (every
// status and lecture, newest first, by default).
const reads = firstReads((client, { request }) => [
  // the lecture filter's options
  client.prefetchQuery(myLecturesQuery()),
  client.prefetchQuery(questionBoardQuery(questionBoardView(new URL(request.url).searchParams))),
]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return <QuestionBoard />;
}
