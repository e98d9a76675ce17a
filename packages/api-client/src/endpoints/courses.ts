// The public course page and the academy's payment account (docs/product/api.md), apart from the
// shop's list so the course page's first visit carries only these calls.
import {
  CoursePreviewResponse,
  CourseResponse,
  PaymentAccountResponse,
  type PaymentAccountRequest,
} from '../contract/index.ts';
import { request } from '../http.ts';

export const course = (lectureId: number) => request(CourseResponse, `shop/lectures/${lectureId}`);
export const coursePreview = (lectureId: number) =>
  request(CoursePreviewResponse, `shop/lectures/${lectureId}/preview`);
export const paymentAccount = () => request(PaymentAccountResponse, 'academy/payment-account');
export const savePaymentAccount = (body: PaymentAccountRequest) =>
  request(PaymentAccountResponse, 'academy/payment-account', { method: 'put', json: body });
