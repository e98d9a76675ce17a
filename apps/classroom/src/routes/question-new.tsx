import { afterSessionCheck, renderOnServer } from '@academy/auth/route-loaders';
import { questionLectureOptionsQuery } from '@academy/api-client/queries/questions';
import { queryClient } from '@academy/ui/app-root';
import * as classroomStrings from '@academy/strings/classroom';
import { useSearchParams } from 'react-router';
import { QuestionForm } from '../features/questions/QuestionForm.tsx';

export const meta = () => [
  { title: classroomStrings.documentTitle(classroomStrings.questions.newTitle) },
];

export const loader = renderOnServer;
export const clientLoader = () =>
  afterSessionCheck(() => queryClient.prefetchQuery(questionLectureOptionsQuery()));

export default function QuestionNew() {
  const lectureId = Number(useSearchParams()[0].get('lectureId'));
  return (
    <QuestionForm
      initialLectureId={Number.isSafeInteger(lectureId) && lectureId > 0 ? lectureId : null}
    />
  );
}
