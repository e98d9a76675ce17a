import { prefetch } from '@academy/api-client/prefetch';
import { afterSessionCheck } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import type { QueryClient } from '@tanstack/react-query';
import { teacherQuestionsQuery } from '@academy/api-client/queries/questions';
import { QuestionBoard } from '../features/qna/QuestionBoard.tsx';

// What the page reads first, on the server for a first visit and with its code after (decision
// 028): the questions.
const reads = (client: QueryClient) => [client.prefetchQuery(teacherQuestionsQuery())];
export const loader = () => prefetch((client) => reads(client));
export const clientLoader = () => afterSessionCheck(() => Promise.all(reads(queryClient)));

export default function Component() {
  return <QuestionBoard />;
}
