import { useParams } from 'react-router';
import { AnswerForm } from '../features/qna/QuestionDetail.tsx';
import { idFrom } from '../shared/id-param.ts';
import { Component as NotFound } from './NotFound.tsx';

export function Component() {
  const id = idFrom(useParams().questionId);
  return id ? <AnswerForm questionId={id} /> : <NotFound />;
}
