// Buying (docs/product/commerce.md): the cart, the quote, orders, confirm and cancel, the local
// test deposit, and the staff's 무통장 입금 queue.
import {
  CartResponse,
  DepositOrdersResponse,
  OrderResponse,
  QuoteResponse,
  type CartItemInput,
  type ConfirmRequest,
  type OrderCreateRequest,
  type QuoteRequest,
} from '../contract/index.ts';
import { request } from '../http.ts';

export const cart = () => request(CartResponse, 'me/cart');
export const putCart = (items: CartItemInput[]) =>
  request(CartResponse, 'me/cart', { method: 'put', json: { items } });
export const emptyCart = () => request(CartResponse, 'me/cart', { method: 'delete' });
export const mergeCart = (items: CartItemInput[]) =>
  request(CartResponse, 'me/cart/merge', { method: 'post', json: { items } });

export const quote = (body: QuoteRequest) =>
  request(QuoteResponse, 'orders/quote', { method: 'post', json: body });
export const createOrder = (body: OrderCreateRequest) =>
  request(OrderResponse, 'orders', { method: 'post', json: body });
export const order = (orderNo: string) =>
  request(OrderResponse, `orders/${encodeURIComponent(orderNo)}`);
export const confirmOrder = (orderNo: string, body: ConfirmRequest) =>
  request(OrderResponse, `orders/${encodeURIComponent(orderNo)}/confirm`, {
    method: 'post',
    json: body,
  });
export const cancelOrder = (orderNo: string) =>
  request(OrderResponse, `orders/${encodeURIComponent(orderNo)}/cancel`, {
    method: 'post',
    json: {},
  });
export const testDeposit = (orderNo: string) =>
  request(OrderResponse, `orders/${encodeURIComponent(orderNo)}/test-deposit`, {
    method: 'post',
    json: {},
  });

export const depositOrders = () => request(DepositOrdersResponse, 'admin/deposit-orders');
export const confirmDeposit = (id: number) =>
  request(OrderResponse, `admin/orders/${id}/confirm-deposit`, { method: 'post', json: {} });
export const cancelDeposit = (id: number) =>
  request(OrderResponse, `admin/orders/${id}/cancel`, { method: 'post', json: {} });
