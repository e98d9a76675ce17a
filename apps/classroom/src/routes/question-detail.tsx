import { firstReads } from '@academy/app-frame/route-loaders';
import { myQuestionQuery } from '@academy/api-client/queries/questions';
import * as classroomStrings from '@academy/strings/classroom';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { lecturePath, QuestionHeader } from '../features/questions/QuestionHeader.tsx';
import { QuestionView } from '../features/questions/QuestionView.tsx';
import { THEME_MENU_IN_HEADER } from '../shared/theme-menu-handle.ts';

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
// Its header holds the theme menu.
export const handle = THEME_MENU_IN_HEADER;
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function QuestionDetail() {
  const id = questionId(useParams().questionId);
  // The same read as the view's (one request): the header's way back to the question's lecture.
  const question = useQuery({ ...myQuestionQuery(id), enabled: id > 0 });
  return (
    <>
      <QuestionHeader lectureLink={question.data ? lecturePath(question.data.lectureId) : null} />
      <QuestionView questionId={id} />
    </>
  );
}
