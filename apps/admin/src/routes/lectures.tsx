import { LectureList } from '../features/lectures/LectureList.tsx';

export function Component() {
  return <LectureList />;
}
