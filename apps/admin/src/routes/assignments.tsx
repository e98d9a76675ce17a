import { AssignmentBoard } from '../features/assignments/AssignmentBoard.tsx';

export function Component() {
  return <AssignmentBoard />;
}
