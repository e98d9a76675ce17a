import { prefetch } from '@academy/api-client/prefetch';
import { afterSessionCheck } from '@academy/auth/route-loaders';
import { myQuestionQuery } from '@academy/api-client/queries/questions';
import { queryClient } from '@academy/ui/app-root';
import * as classroomStrings from '@academy/strings/classroom';
import type { QueryClient } from '@tanstack/react-query';
import {
  useParams,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type Params,
} from 'react-router';
import { QuestionView } from '../features/questions/QuestionView.tsx';

const questionId = (param: string | undefined) => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

export const meta = () => [
  { title: classroomStrings.documentTitle(classroomStrings.questions.detailTitle) },
];

// What the page reads first, on the server for a first visit and with its code after (decision
// 028): the question and its answers.
const reads = (client: QueryClient, params: Params) => {
  const id = questionId(params.questionId);
  return id ? [client.prefetchQuery(myQuestionQuery(id))] : [];
};
export const loader = ({ params }: LoaderFunctionArgs) =>
  prefetch((client) => reads(client, params));
export const clientLoader = ({ params }: ClientLoaderFunctionArgs) =>
  afterSessionCheck(() => Promise.all(reads(queryClient, params)));

export default function QuestionDetail() {
  return <QuestionView questionId={questionId(useParams().questionId)} />;
}
