import { ReviewModeration } from '../features/reviews/ReviewModeration.tsx';

export default function Component() {
  return <ReviewModeration />;
}
