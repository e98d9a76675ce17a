import { classroomStrings } from '@academy/strings/classroom';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { QuestionForm } from '../features/questions/QuestionForm.tsx';

export function Component() {
  useEffect(() => {
    document.title = classroomStrings.documentTitle(classroomStrings.questions.newTitle);
  }, []);
  const lectureId = Number(useSearchParams()[0].get('lectureId'));
  return (
    <QuestionForm
      initialLectureId={Number.isSafeInteger(lectureId) && lectureId > 0 ? lectureId : null}
    />
  );
}
