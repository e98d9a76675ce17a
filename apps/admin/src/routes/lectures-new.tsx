import { LectureCreateForm } from '../features/lecture-create/LectureCreateForm.tsx';

export function Component() {
  return <LectureCreateForm />;
}
