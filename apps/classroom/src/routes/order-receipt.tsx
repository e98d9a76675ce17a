import { firstReads } from '@academy/app-frame/route-loaders';
import { orderReceiptQuery } from '@academy/api-client/queries/refunds';
import * as classroomStrings from '@academy/strings/classroom';
import * as refundStrings from '@academy/strings/refunds';
import { useParams } from 'react-router';
import { OrderReceipt } from '../features/mypage/OrderReceipt.tsx';
import { THEME_MENU_IN_HEADER } from '../shared/theme-menu-handle.ts';

export const meta = () => [
  { title: classroomStrings.documentTitle(refundStrings.mypage.receiptTitle) },
];

// The page's first read (decision 028): the receipt of the order in the address.
const reads = firstReads((client, { params }) =>
  params.orderNo ? [client.prefetchQuery(orderReceiptQuery(params.orderNo))] : [],
);
// No floating theme menu: the page prints as the receipt alone.
export const handle = THEME_MENU_IN_HEADER;
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function OrderReceiptRoute() {
  return <OrderReceipt orderNo={useParams().orderNo ?? ''} />;
}
