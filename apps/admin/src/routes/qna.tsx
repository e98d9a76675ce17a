import { firstReads } from '@academy/app-frame/route-loaders';
import { teacherQuestionsQuery } from '@academy/api-client/queries/questions';
import { QuestionBoard } from '../features/qna/QuestionBoard.tsx';

// The page's first reads (decision 028): the questions.
const reads = firstReads((client) => [client.prefetchQuery(teacherQuestionsQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return <QuestionBoard />;
}
