import { RequestQueue } from '../features/enrolments/RequestQueue.tsx';

export function Component() {
  return <RequestQueue />;
}
