import { InstructorForm } from '../features/instructors/InstructorForm.tsx';

export default function Component() {
  return <InstructorForm />;
}
