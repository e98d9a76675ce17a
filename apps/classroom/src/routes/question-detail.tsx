import { afterSessionCheck, renderOnServer } from '@academy/auth/route-loaders';
import { myQuestionQuery } from '@academy/api-client/queries/questions';
import { queryClient } from '@academy/ui/app-root';
import * as classroomStrings from '@academy/strings/classroom';
import { useParams, type ClientLoaderFunctionArgs } from 'react-router';
import { QuestionView } from '../features/questions/QuestionView.tsx';

const questionId = (param: string | undefined) => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

export const meta = () => [
  { title: classroomStrings.documentTitle(classroomStrings.questions.detailTitle) },
];

export const loader = renderOnServer;
export const clientLoader = ({ params }: ClientLoaderFunctionArgs) =>
  afterSessionCheck(() => {
    const id = questionId(params.questionId);
    return id ? queryClient.prefetchQuery(myQuestionQuery(id)) : undefined;
  });

export default function QuestionDetail() {
  return <QuestionView questionId={questionId(useParams().questionId)} />;
}
