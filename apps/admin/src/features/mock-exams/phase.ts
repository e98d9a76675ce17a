// How a mock's state reads on a badge (contract mockPhase: a draft, or published before, in or
// after its window).
import type { MockPhase } from '@academy/api-client/contract';
import type { StatusTone } from '@academy/ui/StatusBadge';

export const PHASE_TONE: Record<MockPhase, StatusTone> = {
  DRAFT: 'neutral',
  SCHEDULED: 'info',
  OPEN: 'success',
  CLOSED: 'warning',
};
