import { LectureForm } from '../features/lectures/LectureForm.tsx';

export default function Component() {
  return <LectureForm />;
}
