import { RequestQueue } from '../features/enrolments/RequestQueue.tsx';

export default function Component() {
  return <RequestQueue />;
}
