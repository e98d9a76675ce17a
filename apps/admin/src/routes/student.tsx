import { useParams } from 'react-router';
import { StudentPage } from '../features/enrolments/StudentPage.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

export default function Component() {
  const id = idFrom(useParams().studentId);
  return id ? <StudentPage studentId={id} /> : <NotFound />;
}
