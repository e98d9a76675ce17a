import { prefetch } from '@academy/api-client/prefetch';
import { afterSessionCheck } from '@academy/auth/route-loaders';
import { questionLectureOptionsQuery } from '@academy/api-client/queries/questions';
import { queryClient } from '@academy/ui/app-root';
import * as classroomStrings from '@academy/strings/classroom';
import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { QuestionForm } from '../features/questions/QuestionForm.tsx';

export const meta = () => [
  { title: classroomStrings.documentTitle(classroomStrings.questions.newTitle) },
];

// What the page reads first, on the server for a first visit and with its code after (decision
// 028): the lectures a question can be about.
const reads = (client: QueryClient) => [client.prefetchQuery(questionLectureOptionsQuery())];
export const loader = () => prefetch((client) => reads(client));
export const clientLoader = () => afterSessionCheck(() => Promise.all(reads(queryClient)));

export default function QuestionNew() {
  const lectureId = Number(useSearchParams()[0].get('lectureId'));
  return (
    <QuestionForm
      initialLectureId={Number.isSafeInteger(lectureId) && lectureId > 0 ? lectureId : null}
    />
  );
}
