import { useParams } from 'react-router';
import { AnswerForm } from '../features/qna/QuestionDetail.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

export default function Component() {
  const id = idFrom(useParams().questionId);
  return id ? <AnswerForm questionId={id} /> : <NotFound />;
}
