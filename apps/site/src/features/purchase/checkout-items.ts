import { ORDER_LINE_KINDS, type OrderLineKind } from '@academy/api-client/contract/commerce-states';

/** `12:COURSE,12:TEXTBOOK` (바로 구매's items) as items; nothing readable: null (use the cart). */
export function parseCheckoutItems(text: string | null) {
  if (!text) return null;
  const items = text.split(',').flatMap((part) => {
    const [id, kind] = part.split(':');
    const lectureId = Number(id);
    if (!Number.isInteger(lectureId) || lectureId < 1) return [];
    if (!ORDER_LINE_KINDS.includes(kind as OrderLineKind)) return [];
    return [{ lectureId, kind: kind as OrderLineKind }];
  });
  return items.length ? items : null;
}

/** A payment key for the local test page: the outcome travels in it (lib/payments/local.ts). */
export function localPaymentKey(outcome: 'card' | 'transfer' | 'virtual-account' | 'decline') {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `local_${outcome}_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
