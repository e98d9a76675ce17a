import { firstReads } from '@academy/app-frame/route-loaders';
import { useParams } from 'react-router';
import { teacherQuestionQuery } from '@academy/api-client/queries/questions';
import { AnswerForm } from '../features/qna/QuestionDetail.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// The page's first reads (decision 028): the question being answered.
const reads = firstReads((client, { params }) => {
  const id = idFrom(params.questionId);
  return id ? [client.prefetchQuery(teacherQuestionQuery(id))] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  const id = idFrom(useParams().questionId);
  return id ? <AnswerForm questionId={id} /> : <NotFound />;
}
