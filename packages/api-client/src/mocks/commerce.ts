// docs/product/commerce.md: a student's cart and the staff's queue of 무통장 입금 orders, answered
// like the API (see respond.ts).
import { http } from 'msw';
import type { CartLine, DepositOrder } from '../contract/index.ts';
import { apiPath, okEnvelope } from './respond.ts';

/** GET the 무통장 입금 orders waiting for staff. */
export function depositOrderHandlers(orders: DepositOrder[]) {
  return [http.get(apiPath('admin/deposit-orders'), () => okEnvelope(orders))];
}

/** GET a signed-in student's cart. */
export function cartHandlers(items: CartLine[]) {
  return [http.get(apiPath('me/cart'), () => okEnvelope({ items }))];
}
