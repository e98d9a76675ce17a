import { ReviewModeration } from '../features/reviews/ReviewModeration.tsx';

export function Component() {
  return <ReviewModeration />;
}
