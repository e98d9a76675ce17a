import { firstReads } from '@academy/app-frame/route-loaders';
import { questionLectureOptionsQuery } from '@academy/api-client/queries/questions';
import * as classroomStrings from '@academy/strings/classroom';
import { useSearchParams } from 'react-router';
import { QuestionForm } from '../features/questions/QuestionForm.tsx';

export const meta = () => [
  { title: classroomStrings.documentTitle(classroomStrings.questions.newTitle) },
];

// The page's first reads (decision 028): the lectures a question can be about.
const reads = firstReads((client) => [client.prefetchQuery(questionLectureOptionsQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function QuestionNew() {
  const lectureId = Number(useSearchParams()[0].get('lectureId'));
  return (
    <QuestionForm
      initialLectureId={Number.isSafeInteger(lectureId) && lectureId > 0 ? lectureId : null}
    />
  );
}
