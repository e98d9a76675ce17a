import { firstReads } from '@academy/app-frame/route-loaders';
import { myQuestionQuery } from '@academy/api-client/queries/questions';
import * as classroomStrings from '@academy/strings/classroom';
import { useParams } from 'react-router';
import { QuestionView } from '../features/questions/QuestionView.tsx';

const questionId = (param: string | undefined) => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

export const meta = () => [
  { title: classroomStrings.documentTitle(classroomStrings.questions.detailTitle) },
];

// The page's first reads (decision 028): the question and its answers.
const reads = firstReads((client, { params }) => {
  const id = questionId(params.questionId);
  return id ? [client.prefetchQuery(myQuestionQuery(id))] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function QuestionDetail() {
  return <QuestionView questionId={questionId(useParams().questionId)} />;
}
