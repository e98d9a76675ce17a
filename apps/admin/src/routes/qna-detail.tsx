import { afterSessionCheck, renderOnServer } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import { teacherQuestionQuery } from '@academy/api-client/queries/questions';
import { useParams, type ClientLoaderFunctionArgs } from 'react-router';
import { QuestionDetail } from '../features/qna/QuestionDetail.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

export const loader = renderOnServer;

export const clientLoader = ({ params }: ClientLoaderFunctionArgs) =>
  afterSessionCheck(() => {
    const id = idFrom(params.questionId);
    return id ? queryClient.prefetchQuery(teacherQuestionQuery(id)) : undefined;
  });

export default function Component() {
  const id = idFrom(useParams().questionId);
  return id ? <QuestionDetail questionId={id} /> : <NotFound />;
}
