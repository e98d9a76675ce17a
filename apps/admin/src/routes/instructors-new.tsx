import { InstructorForm } from '../features/instructor-create/InstructorForm.tsx';

export function Component() {
  return <InstructorForm />;
}
