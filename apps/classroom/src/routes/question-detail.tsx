import { classroomStrings } from '@academy/strings/classroom';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { QuestionView } from '../features/questions/QuestionView.tsx';

export function Component() {
  useEffect(() => {
    document.title = classroomStrings.documentTitle(classroomStrings.questions.detailTitle);
  }, []);
  const id = Number(useParams().questionId);
  return <QuestionView questionId={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}
