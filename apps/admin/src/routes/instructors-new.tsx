import { InstructorForm } from '../features/instructor-create/InstructorForm.tsx';

export default function Component() {
  return <InstructorForm />;
}
