import { InstructorList } from '../features/instructors/InstructorList.tsx';

export function Component() {
  return <InstructorList />;
}
