import { afterSessionCheck, renderOnServer } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import { teacherQuestionsQuery } from '@academy/api-client/queries/questions';
import { QuestionBoard } from '../features/qna/QuestionBoard.tsx';

export const loader = renderOnServer;

export const clientLoader = () =>
  afterSessionCheck(() => queryClient.prefetchQuery(teacherQuestionsQuery()));

export default function Component() {
  return <QuestionBoard />;
}
