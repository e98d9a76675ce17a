import { QuestionBoard } from '../features/qna/QuestionBoard.tsx';

export function Component() {
  return <QuestionBoard />;
}
