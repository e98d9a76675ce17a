import { firstReads } from '@academy/app-frame/route-loaders';
import { questionLectureOptionsQuery } from '@academy/api-client/queries/questions';
import * as classroomStrings from '@academy/strings/classroom';
import { useSearchParams } from 'react-router';
import { lecturePath, QuestionHeader } from '../features/questions/QuestionHeader.tsx';
import { QuestionForm } from '../features/questions/QuestionForm.tsx';
import { THEME_MENU_IN_HEADER } from '../shared/theme-menu-handle.ts';

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export const meta = () => [
  { title: classroomStrings.documentTitle(classroomStrings.questions.newTitle) },
];

// The page's first reads (decision 028): the lectures a question can be about.
const reads = firstReads((client) => [client.prefetchQuery(questionLectureOptionsQuery())]);
// Its header holds the theme menu.
export const handle = THEME_MENU_IN_HEADER;
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

/** ?lectureId= preselects the lecture; with ?detailId= the header leads back to that lesson. */
export default function QuestionNew() {
  const [params] = useSearchParams();
  const lectureId = idOf(params.get('lectureId'));
  return (
    <>
      <QuestionHeader
        lectureLink={lectureId ? lecturePath(lectureId, idOf(params.get('detailId'))) : null}
      />
      <QuestionForm initialLectureId={lectureId} />
    </>
  );
}
