import { useParams } from 'react-router';
import { OutboxMessageView } from '../features/outbox/OutboxMessageView.tsx';

// Read when opened, not prefetched: every read of a message is recorded in the access log.
export default function Component() {
  const id = Number(useParams().messageId);
  return <OutboxMessageView id={id} />;
}
