import { prefetch } from '@academy/api-client/prefetch';
import { afterSessionCheck } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import type { QueryClient } from '@tanstack/react-query';
import {
  useParams,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type Params,
} from 'react-router';
import { teacherQuestionQuery } from '@academy/api-client/queries/questions';
import { AnswerForm } from '../features/qna/QuestionDetail.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// What the page reads first, on the server for a first visit and with its code after (decision
// 028): the question being answered.
const reads = (client: QueryClient, params: Params) => {
  const id = idFrom(params.questionId);
  return id ? [client.prefetchQuery(teacherQuestionQuery(id))] : [];
};
export const loader = ({ params }: LoaderFunctionArgs) =>
  prefetch((client) => reads(client, params));
export const clientLoader = ({ params }: ClientLoaderFunctionArgs) =>
  afterSessionCheck(() => Promise.all(reads(queryClient, params)));

export default function Component() {
  const id = idFrom(useParams().questionId);
  return id ? <AnswerForm questionId={id} /> : <NotFound />;
}
