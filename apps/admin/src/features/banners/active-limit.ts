import { MAX_ACTIVE_BANNERS } from '@academy/api-client/contract/banners';
import * as validation from '@academy/strings/validation';

/**
 * At most five banners are active (docs/product/validation.md, docs/product/limits.md). Activating
 * a sixth is refused before any call (the server refuses it too, for a board that was stale).
 */
export function activationRefusal(activeCount: number): string | null {
  return activeCount >= MAX_ACTIVE_BANNERS ? validation.banner.activeLimit : null;
}
