// How the orders' states read on the staff screens.
import type { OrderStatus } from '@academy/api-client/contract';
import type { StatusTone } from '@academy/ui/StatusBadge';

export const ORDER_TONE: Record<OrderStatus, StatusTone> = {
  PENDING: 'neutral',
  WAITING_DEPOSIT: 'warning',
  PAID: 'success',
  CANCELLED: 'neutral',
  PARTIALLY_REFUNDED: 'info',
  REFUNDED: 'danger',
};
