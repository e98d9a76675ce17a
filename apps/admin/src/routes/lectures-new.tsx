import { LectureCreateForm } from '../features/lecture-create/LectureCreateForm.tsx';

export default function Component() {
  return <LectureCreateForm />;
}
